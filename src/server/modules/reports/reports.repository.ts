import { sql } from 'kysely';
import { MONEY_IN_KINDS } from '../../../shared/domain/ledger';
import type { Executor } from '../../db/executor';
import { poolMonthOf } from '../ledger/ledger.repository';
import type { ReceiptTreesTable } from '../../db/tables';
import type { StoredChunk } from './receipt-tree';

const moneyInList = sql.join(MONEY_IN_KINDS.map((k) => sql.lit(k)));
/** A correction counts under the kind of the row it cancels (as in the ledger's own sums). */
const effectiveKind = sql<string>`coalesce(o.kind, e.kind)`;
/** Every figure of a month's report is about its pool: rows that came late for an earlier month count here. */
const poolMonth = poolMonthOf('e');

export type TreeSummary = Omit<ReceiptTreesTable, 'chunk_roots'>;

export const reportsRepository = {
  /** Every month's pool sums in the pool currency, straight from the rows. */
  async monthSums(db: Executor) {
    const rows = await db
      .selectFrom('ledger_entries as e')
      .leftJoin('ledger_entries as o', 'o.id', 'e.corrects_id')
      .groupBy(poolMonth)
      .select([
        poolMonth.as('month'),
        sql<number>`coalesce(sum(case when ${effectiveKind} in (${moneyInList}) then e.settled_cents else 0 end), 0)`.as('collected'),
        sql<number>`coalesce(sum(case when ${effectiveKind} = 'fee' then e.settled_cents else 0 end), 0)`.as('fees'),
        sql<number>`coalesce(sum(case when ${effectiveKind} = 'refund' then e.settled_cents else 0 end), 0)`.as('refunds'),
        sql<number>`coalesce(sum(case when ${effectiveKind} = 'payout_return' then e.settled_cents else 0 end), 0)`.as('returned'),
        sql<number>`coalesce(sum(e.settled_cents), 0)`.as('net'),
      ])
      .execute();
    return rows.map((r) => ({ month: r.month, collected: Number(r.collected), fees: Number(r.fees), refunds: Number(r.refunds), returned: Number(r.returned), net: Number(r.net) }));
  },

  /** Contributors per month, counted as the ledger counts them: money in, net of its corrections, above zero. */
  async contributorsByMonth(db: Executor): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom(
        db
          .selectFrom('ledger_entries as e')
          .leftJoin('ledger_entries as o', 'o.id', 'e.corrects_id')
          .where(sql<boolean>`${effectiveKind} in (${moneyInList})`)
          .groupBy([poolMonth, 'e.member_id'])
          .having(sql<boolean>`sum(e.settled_cents) > 0`)
          .select(poolMonth.as('month'))
          .as('m'),
      )
      .groupBy('m.month')
      .select(['m.month', (eb) => eb.fn.countAll().as('n')])
      .execute();
    return new Map(rows.map((r) => [r.month, Number(r.n)]));
  },

  /**
   * Money in that came for an earlier month after that month was prepared, by the month whose pool
   * took it and the month it was for. A cancelled row still came in: its correction is in the figures.
   */
  async lateContributions(db: Executor) {
    const rows = await db
      .selectFrom('ledger_entries as e')
      .where('e.pool_month', 'is not', null)
      .where('e.kind', 'in', MONEY_IN_KINDS)
      .groupBy(['e.pool_month', 'e.month'])
      .select(['e.pool_month', 'e.month', (eb) => eb.fn.countAll().as('n')])
      .orderBy('e.month')
      .execute();
    return rows.map((r) => ({ pool_month: r.pool_month as string, month: r.month, count: Number(r.n) }));
  },

  /**
   * The newest distribution of each month (older ones may have been recorded before the close). Only
   * approved ones: a prepared month's figures are a proposal until a second admin approves them.
   */
  distributions(db: Executor) {
    return db
      .selectFrom('fund_distributions')
      .select(['month_year', 'status', 'total_distributed_cents', 'total_retained_cents', 'beneficiaries_count', 'created_at'])
      .where('status', '<>', 'prepared')
      .orderBy('created_at')
      .execute();
  },

  async lastSeq(db: Executor): Promise<number> {
    const row = await db.selectFrom('ledger_entries').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
    return Number(row?.seq ?? 0);
  },

  /** The last row written in the month's pool (a late row counts in a later one): read from the pool-month index. */
  async lastSeqOfMonth(db: Executor, month: string): Promise<number> {
    const row = await db.selectFrom('ledger_entries as e').where(poolMonth, '=', month).select((eb) => eb.fn.max('e.seq').as('seq')).executeTakeFirst();
    return Number(row?.seq ?? 0);
  },

  /**
   * The receipts of the month's pool that count: money in with a code, not cancelled by a correction
   * in the same pool. A correction made after the pool was prepared is an adjustment of a later pool:
   * the money was in this one, so its receipt stays and the published commitment does not change.
   */
  monthReceipts(db: Executor, month: string) {
    return db
      .selectFrom('ledger_entries as e')
      .innerJoin('receipt_codes as rc', 'rc.entry_id', 'e.id')
      .leftJoin('ledger_entries as c', (join) => join.onRef('c.corrects_id', '=', 'e.id').on(poolMonthOf('c'), '=', month))
      .where(poolMonth, '=', month)
      .where('c.id', 'is', null)
      .select(['rc.code', 'e.amount_cents', 'e.currency'])
      .execute();
  },

  findReceipt(db: Executor, code: string) {
    return db
      .selectFrom('receipt_codes as rc')
      .innerJoin('ledger_entries as e', 'e.id', 'rc.entry_id')
      .leftJoin('ledger_entries as c', 'c.corrects_id', 'e.id')
      .where('rc.code', '=', code)
      .select(['rc.code', 'e.seq', poolMonth.as('month'), 'e.amount_cents', 'e.currency', 'c.id as corrected_by'])
      .executeTakeFirst();
  },

  latestTree(db: Executor, month: string) {
    return db.selectFrom('receipt_trees').selectAll().where('month', '=', month).orderBy('version', 'desc').limit(1).executeTakeFirst();
  },

  /** Every month's roots without their blocks, oldest version first. */
  treeSummaries(db: Executor): Promise<TreeSummary[]> {
    return db
      .selectFrom('receipt_trees')
      .select(['id', 'month', 'version', 'root', 'leaf_count', 'through_seq', 'chunk_size', 'built_at'])
      .orderBy('month')
      .orderBy('version')
      .execute();
  },

  /** A new version of the month's tree; the blocks of the versions before it are no longer needed. */
  async insertTree(trx: Executor, tree: ReceiptTreesTable, chunks: StoredChunk[]): Promise<void> {
    await trx.insertInto('receipt_trees').values(tree).execute();
    for (let i = 0; i < chunks.length; i += 200) {
      await trx.insertInto('receipt_tree_chunks').values(chunks.slice(i, i + 200).map((c) => ({ tree_id: tree.id, ...c }))).execute();
    }
    const older = trx.selectFrom('receipt_trees').select('id').where('month', '=', tree.month).where('version', '<', tree.version);
    await trx.deleteFrom('receipt_tree_chunks').where('tree_id', 'in', older).execute();
  },

  async advanceThrough(db: Executor, treeId: string, seq: number): Promise<void> {
    await db.updateTable('receipt_trees').set({ through_seq: seq }).where('id', '=', treeId).where('through_seq', '<', seq).execute();
  },

  /** The block whose first leaf is the last one at or before the leaf: the only block it can be in. */
  findChunk(db: Executor, treeId: string, leafHex: string) {
    return db
      .selectFrom('receipt_tree_chunks')
      .select(['chunk', 'hashes'])
      .where('tree_id', '=', treeId)
      .where('first_leaf', '<=', leafHex)
      .orderBy('first_leaf', 'desc')
      .limit(1)
      .executeTakeFirst();
  },
};
