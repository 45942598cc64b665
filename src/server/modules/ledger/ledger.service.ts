import { randomBytes, randomUUID } from 'node:crypto';
import { firstOpenMonth, type LedgerKind, type LedgerSource, MONEY_IN_KINDS, type MonthTotals, POOL_CURRENCY, SIGN_OF_KIND } from '../../../shared/domain/ledger';
import { receiptCodeFromBytes } from '../../../shared/domain/receipt-proof';
import type { LedgerEntry } from '../../../shared/ledger-api';
import { offsetOf, type Page, type PageQuery } from '../../../shared/schemas/paging';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { type LedgerFilter, ledgerRepository, type NewLedgerRow } from './ledger.repository';
import { shareMonthPools } from './pool-lock';

/** What a caller (the provider's webhooks, the charging jobs, an admin) appends; the id and time are made here. */
export type NewLedgerEntry = Omit<NewLedgerRow, 'id' | 'created_at' | 'pool_month' | 'method' | 'recorded_by' | 'corrects_id' | 'zakat_cents'> &
  Partial<Pick<NewLedgerRow, 'method' | 'recorded_by' | 'corrects_id'>> & {
    /** The part of settled_cents that is zakat, with its sign; left out, the whole row is sadaqah. */
    zakat_cents?: number;
  };

type Row = NonNullable<Awaited<ReturnType<typeof ledgerRepository.findById>>>;

export const toEntry = (row: Row): LedgerEntry => ({
  id: row.id,
  seq: Number(row.seq),
  kind: row.kind,
  amount_cents: Number(row.amount_cents),
  currency: row.currency,
  settled_cents: Number(row.settled_cents),
  month: row.month,
  pool_month: row.pool_month ?? row.month,
  zakat_cents: Number(row.zakat_cents),
  member_id: row.member_id,
  source: row.source,
  reference: row.reference,
  method: row.method,
  recorded_by: row.recorded_by,
  corrects_id: row.corrects_id,
  corrected_by: row.corrected_by ?? null,
  receipt_code: row.receipt_code ?? null,
  created_at: row.created_at,
});

/**
 * A row that breaks these is a bug in the caller, not a person's mistake: money in is positive, money
 * out negative, both amounts carry the same sign, and in the pool currency they are the same number.
 */
function checkShape(entry: NewLedgerEntry) {
  const { amount_cents: amount, settled_cents: settled } = entry;
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(settled) || amount === 0) throw new RangeError('ledger amounts are non-zero whole cents');
  if (Math.sign(amount) !== Math.sign(settled)) throw new RangeError('the settled amount has the sign of the amount');
  if (entry.currency === POOL_CURRENCY && amount !== settled) throw new RangeError('in the pool currency the settled amount is the amount');
  const zakat = entry.zakat_cents ?? 0;
  if (!Number.isSafeInteger(zakat) || (zakat !== 0 && Math.sign(zakat) !== Math.sign(settled)) || Math.abs(zakat) > Math.abs(settled)) {
    throw new RangeError('the zakat part is whole cents of the settled amount, with its sign');
  }
  if (entry.kind === 'correction') {
    if (!entry.corrects_id) throw new RangeError('a correction names the row it corrects');
  } else if (Math.sign(amount) !== SIGN_OF_KIND[entry.kind]) {
    throw new RangeError(`a ${entry.kind} row has the wrong sign`);
  }
}

/**
 * The ledger: rows are only ever appended (the database refuses anything else), and every total is
 * summed from them when asked, never stored.
 */
export function createLedgerService(deps: { db: Executor }) {
  async function entries(filter: LedgerFilter, page: PageQuery): Promise<Page<LedgerEntry>> {
    const [rows, total] = await Promise.all([
      ledgerRepository.page(deps.db, filter, offsetOf(page), page.page_size),
      ledgerRepository.count(deps.db, filter),
    ]);
    return { items: rows.map(toEntry), page: page.page, page_size: page.page_size, total };
  }

  return {
    /**
     * Appends one movement inside the caller's transaction. The same (source, reference) again, a
     * replayed webhook or a form sent twice, returns the row already there and writes nothing.
     * The row is for its month; its money goes to that month's pool, or to the first one still open
     * when that month is prepared or closed (a late settlement, a payment recorded late, a correction).
     */
    async append(trx: Executor, entry: NewLedgerEntry): Promise<{ entry: LedgerEntry; created: boolean }> {
      checkShape(entry);
      await shareMonthPools(trx);
      const poolMonth = firstOpenMonth(entry.month, await ledgerRepository.closedMonthsFrom(trx, entry.month));
      const id = randomUUID();
      const created = await ledgerRepository.insertOnce(trx, {
        id,
        method: null,
        recorded_by: null,
        corrects_id: null,
        zakat_cents: 0,
        ...entry,
        pool_month: poolMonth === entry.month ? null : poolMonth,
        created_at: nowIso(),
      });
      // Random, not derived from the member or the row, so a code tells nothing and cannot be guessed.
      // A receipt is published with the pool its money is in, so a closed month's commitment never changes.
      if (created && MONEY_IN_KINDS.includes(entry.kind)) await ledgerRepository.insertReceiptCode(trx, id, receiptCodeFromBytes(randomBytes(16)), poolMonth);
      const row = await ledgerRepository.findByReference(trx, entry.source, entry.reference);
      if (!row) throw new Error('a ledger row vanished after its insert');
      return { entry: toEntry(row), created };
    },

    /** The row written under this (source, reference), if any. */
    async findByReference(source: LedgerSource, reference: string, db: Executor = deps.db): Promise<LedgerEntry | undefined> {
      const row = await ledgerRepository.findByReference(db, source, reference);
      return row && toEntry(row);
    },

    /** The receipt code of a provider's charge, for its receipt e-mail; undefined before its row is written. */
    async receiptCodeOf(source: LedgerSource, reference: string): Promise<string | undefined> {
      return (await ledgerRepository.findByReference(deps.db, source, reference))?.receipt_code ?? undefined;
    },

    async find(id: string, db: Executor = deps.db): Promise<LedgerEntry | undefined> {
      const row = await ledgerRepository.findById(db, id);
      return row && toEntry(row);
    },

    /** What the month's pool holds: its own rows, and rows for earlier months that came after those were prepared. */
    async monthTotals(month: string, db: Executor = deps.db): Promise<MonthTotals> {
      const sums = await ledgerRepository.monthSums(db, month);
      return {
        month,
        currency: POOL_CURRENCY,
        collected_cents: sums.collected,
        fees_cents: -sums.fees,
        refunds_cents: -sums.refunds,
        returned_cents: sums.returned,
        net_cents: sums.net,
        zakat_collected_cents: sums.zakatCollected,
        zakat_net_cents: sums.zakatNet,
        contributors: sums.contributors,
        entries: sums.entries,
      };
    },

    memberEntries: (memberId: string, page: PageQuery) => entries({ memberId }, page),

    collectedToDate: (db: Executor = deps.db) => ledgerRepository.collectedToDate(db),

    /** Months in which the member's settled money in adds up to more than zero: what eligibility counts. */
    contributedMonths: (memberId: string, db: Executor = deps.db) => ledgerRepository.contributedMonths(db, memberId),

    contributedMonthsOf: (memberIds: string[], db: Executor = deps.db) => ledgerRepository.contributedMonthsOf(db, memberIds),

    /** Every row about one member, oldest first, for their own data download: a member has a few a month. */
    async allOfMember(memberId: string): Promise<LedgerEntry[]> {
      return (await ledgerRepository.ofMember(deps.db, memberId)).map(toEntry);
    },

    /**
     * A member's rows of one calendar year (by the month they are for), in the order written, each
     * with the kind it counts under: a correction counts as the row it cancels.
     */
    async memberYear(memberId: string, year: number): Promise<(LedgerEntry & { counts_as: Exclude<LedgerKind, 'correction'> })[]> {
      const rows = await ledgerRepository.ofMemberBetween(deps.db, memberId, `${year}-01`, `${year}-12`);
      // A correction never cancels a correction (the admin service refuses it), so counts_as names a money kind.
      return rows.map((row) => ({ ...toEntry(row), counts_as: row.counts_as === 'correction' ? 'contribution' : row.counts_as }));
    },

    memberYears: (memberId: string) => ledgerRepository.yearsOfMember(deps.db, memberId),

    /** Paged and filtered on the server, newest first. */
    entries,
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
