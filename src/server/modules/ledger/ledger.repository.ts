import { sql } from 'kysely';
import { type LedgerKind, type LedgerSource, MONEY_IN_KINDS } from '../../../shared/domain/ledger';
import type { Executor } from '../../db/executor';
import type { LedgerEntriesTable } from '../../db/tables';

export type NewLedgerRow = Omit<LedgerEntriesTable, 'seq'>;

export interface LedgerFilter {
  month?: string | undefined;
  memberId?: string | undefined;
  kind?: LedgerKind | undefined;
  source?: LedgerSource | undefined;
}

const filtered = (db: Executor, f: LedgerFilter) => {
  let q = db.selectFrom('ledger_entries as e');
  if (f.month) q = q.where('e.month', '=', f.month);
  if (f.memberId) q = q.where('e.member_id', '=', f.memberId);
  if (f.kind) q = q.where('e.kind', '=', f.kind);
  if (f.source) q = q.where('e.source', '=', f.source);
  return q;
};

/** The month whose pool a row's money is in; the expression the pool-month index is built on. */
export const poolMonthOf = (alias: 'e' | 'c') => sql<string>`coalesce(${sql.ref(`${alias}.pool_month`)}, ${sql.ref(`${alias}.month`)})`;
const poolMonth = poolMonthOf('e');

/** A correction counts under the kind of the row it cancels, so a cancelled fee lowers the fees. */
const effectiveKind = sql<LedgerKind>`coalesce(o.kind, e.kind)`;
const moneyIn = sql<boolean>`${effectiveKind} in (${sql.join(MONEY_IN_KINDS.map((k) => sql.lit(k)))})`;

export const ledgerRepository = {
  /** Inserts the row unless its (source, reference) is already there; reports whether it was written. */
  async insertOnce(db: Executor, row: NewLedgerRow): Promise<boolean> {
    const result = await db.insertInto('ledger_entries').values(row).onConflict((oc) => oc.columns(['source', 'reference']).doNothing()).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  findByReference(db: Executor, source: LedgerSource, reference: string) {
    return ledgerRepository.rows(db).where('e.source', '=', source).where('e.reference', '=', reference).executeTakeFirst();
  },

  findById(db: Executor, id: string) {
    return ledgerRepository.rows(db).where('e.id', '=', id).executeTakeFirst();
  },

  /** Months from `month` on that a distribution has prepared or closed: their pools take no more rows. */
  async closedMonthsFrom(db: Executor, month: string): Promise<Set<string>> {
    const rows = await db.selectFrom('fund_distributions').select('month_year').where('month_year', '>=', month).execute();
    return new Set(rows.map((r) => r.month_year));
  },

  /** The receipt code of a money-in row, made with it in the same transaction. */
  async insertReceiptCode(db: Executor, entryId: string, code: string, month: string): Promise<void> {
    await db.insertInto('receipt_codes').values({ entry_id: entryId, code, month }).execute();
  },

  /** Every column of the row, plus the correction that cancels it, if any, and its receipt code. */
  rows(db: Executor) {
    return db
      .selectFrom('ledger_entries as e')
      .leftJoin('ledger_entries as c', 'c.corrects_id', 'e.id')
      .leftJoin('receipt_codes as rc', 'rc.entry_id', 'e.id')
      .selectAll('e')
      .select(['c.id as corrected_by', 'rc.code as receipt_code']);
  },

  /** One page in the order the rows were written, newest first. */
  page(db: Executor, f: LedgerFilter, offset: number, limit: number) {
    const ids = filtered(db, f).select('e.seq').orderBy('e.seq', 'desc').offset(offset).limit(limit);
    return ledgerRepository.rows(db).where('e.seq', 'in', ids).orderBy('e.seq', 'desc').execute();
  },

  ofMember(db: Executor, memberId: string) {
    return ledgerRepository.rows(db).where('e.member_id', '=', memberId).orderBy('e.seq').execute();
  },

  /** A member's rows for the months from..to (inclusive) in the order written, each with the kind it counts under. */
  ofMemberBetween(db: Executor, memberId: string, from: string, to: string) {
    return ledgerRepository
      .rows(db)
      .leftJoin('ledger_entries as o', 'o.id', 'e.corrects_id')
      .select(effectiveKind.as('counts_as'))
      .where('e.member_id', '=', memberId)
      .where('e.month', '>=', from)
      .where('e.month', '<=', to)
      .orderBy('e.seq')
      .execute();
  },

  /** The years a member has rows in, newest first (read from the member's index). */
  async yearsOfMember(db: Executor, memberId: string): Promise<number[]> {
    const rows = await db
      .selectFrom('ledger_entries')
      .select(sql<string>`substr(month, 1, 4)`.as('year'))
      .where('member_id', '=', memberId)
      .groupBy(sql`substr(month, 1, 4)`)
      .orderBy(sql`substr(month, 1, 4)`, 'desc')
      .execute();
    return rows.map((r) => Number(r.year));
  },

  async count(db: Executor, f: LedgerFilter): Promise<number> {
    const row = await filtered(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * How many months the member gave in, counted the way a month's contributors are: money in (net of
   * its corrections and refunds of that month) above zero. A member has a few rows a month, read by
   * the member index.
   */
  async contributedMonths(db: Executor, memberId: string): Promise<number> {
    const row = await db
      .selectFrom(
        db
          .selectFrom('ledger_entries as e')
          .leftJoin('ledger_entries as o', 'o.id', 'e.corrects_id')
          .where('e.member_id', '=', memberId)
          .where(sql<boolean>`${effectiveKind} in (${sql.join(['contribution', 'recorded_payment', 'refund'].map((k) => sql.lit(k)))})`)
          .groupBy('e.month')
          .having(sql<boolean>`sum(e.settled_cents) > 0`)
          .select('e.month')
          .as('m'),
      )
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** contributedMonths for many members at once (ids absent from the map gave nothing), for a page or a slice of the queue. */
  async contributedMonthsOf(db: Executor, memberIds: string[]): Promise<Map<string, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await db
      .selectFrom(
        db
          .selectFrom('ledger_entries as e')
          .leftJoin('ledger_entries as o', 'o.id', 'e.corrects_id')
          .where('e.member_id', 'in', memberIds)
          .where(sql<boolean>`${effectiveKind} in (${sql.join(['contribution', 'recorded_payment', 'refund'].map((k) => sql.lit(k)))})`)
          .groupBy(['e.member_id', 'e.month'])
          .having(sql<boolean>`sum(e.settled_cents) > 0`)
          .select(['e.member_id', 'e.month'])
          .as('m'),
      )
      .select(['m.member_id', (eb) => eb.fn.countAll().as('n')])
      .groupBy('m.member_id')
      .execute();
    return new Map(rows.map((r) => [r.member_id, Number(r.n)]));
  },

  /** Sums of the rows in the month's pool, in the pool currency, straight from the rows. */
  async monthSums(db: Executor, month: string) {
    const kind = (k: LedgerKind) => sql<number>`coalesce(sum(case when ${effectiveKind} = ${k} then e.settled_cents else 0 end), 0)`;
    const row = await db
      .selectFrom('ledger_entries as e')
      .leftJoin('ledger_entries as o', 'o.id', 'e.corrects_id')
      .where(poolMonth, '=', month)
      .select([
        sql<number>`coalesce(sum(case when ${moneyIn} then e.settled_cents else 0 end), 0)`.as('collected'),
        kind('fee').as('fees'),
        kind('refund').as('refunds'),
        kind('payout_return').as('returned'),
        sql<number>`coalesce(sum(e.settled_cents), 0)`.as('net'),
        sql<number>`coalesce(sum(case when ${moneyIn} then e.zakat_cents else 0 end), 0)`.as('zakat_collected'),
        sql<number>`coalesce(sum(e.zakat_cents), 0)`.as('zakat_net'),
        sql<number>`count(*)`.as('entries'),
      ])
      .executeTakeFirstOrThrow();
    const contributors = await db
      .selectFrom(
        db
          .selectFrom('ledger_entries as e')
          .leftJoin('ledger_entries as o', 'o.id', 'e.corrects_id')
          .where(poolMonth, '=', month)
          .where(moneyIn)
          .groupBy('e.member_id')
          .having(sql<boolean>`sum(e.settled_cents) > 0`)
          .select('e.member_id')
          .as('m'),
      )
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return {
      collected: Number(row.collected),
      fees: Number(row.fees),
      refunds: Number(row.refunds),
      returned: Number(row.returned),
      net: Number(row.net),
      zakatCollected: Number(row.zakat_collected),
      zakatNet: Number(row.zakat_net),
      entries: Number(row.entries),
      contributors: Number(contributors.n),
    };
  },

  /** Money in (contributions and recorded payments, net of their corrections) across every month: what has actually been collected. */
  async collectedToDate(db: Executor): Promise<number> {
    const row = await db
      .selectFrom('ledger_entries as e')
      .leftJoin('ledger_entries as o', 'o.id', 'e.corrects_id')
      .select(sql<number>`coalesce(sum(case when ${moneyIn} then e.settled_cents else 0 end), 0)`.as('collected'))
      .executeTakeFirstOrThrow();
    return Number(row.collected);
  },
};
