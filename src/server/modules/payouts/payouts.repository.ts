import { sql } from 'kysely';
import type { PayoutStatus } from '../../../shared/domain/payouts';
import type { Executor } from '../../db/executor';
import type { PayoutEventsTable, PayoutsTable } from '../../db/tables';

export interface PayoutFilter {
  status?: PayoutStatus | undefined;
  month?: string | undefined;
  id?: string | undefined;
}

const filtered = (db: Executor, f: PayoutFilter) => {
  let q = db.selectFrom('payouts as o');
  if (f.status) q = q.where('o.status', '=', f.status);
  if (f.month) q = q.where('o.month_year', '=', f.month);
  if (f.id) q = q.where('o.id', '=', f.id);
  return q;
};

/** Rows go in chunks so a 100,000-beneficiary month stays under SQLite's bound-parameter limit. */
const CHUNK = 500;

export const payoutsRepository = {
  async insert(db: Executor, rows: PayoutsTable[]) {
    for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('payouts').values(rows.slice(i, i + CHUNK)).execute();
  },

  async insertEvents(db: Executor, rows: PayoutEventsTable[]) {
    for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('payout_events').values(rows.slice(i, i + CHUNK)).execute();
  },

  findById(db: Executor, id: string) {
    return db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Moves the payout only from the status it was read in: of two admins moving it at once, the later changes nothing. */
  async move(db: Executor, id: string, from: PayoutStatus, change: Pick<PayoutsTable, 'status' | 'method' | 'reference' | 'account_last4' | 'updated_at'>): Promise<boolean> {
    const result = await db.updateTable('payouts').set(change).where('id', '=', id).where('status', '=', from).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Newest month first, then in the order the month's queue paid them. */
  page(db: Executor, f: PayoutFilter, offset: number, limit: number) {
    return filtered(db, f)
      .innerJoin('distribution_allocations as a', 'a.id', 'o.allocation_id')
      .leftJoin('profiles as p', 'p.id', 'o.user_id')
      .select(['o.id', 'o.month_year', 'o.amount_cents', 'o.status', 'o.method', 'o.reference', 'o.updated_at', 'p.full_name as beneficiary_name'])
      .orderBy('o.month_year', 'desc')
      .orderBy('a.queue_position')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  async count(db: Executor, f: PayoutFilter): Promise<number> {
    const row = await filtered(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** A payout's moves, oldest first, with the moving admin's name while their account exists. */
  events(db: Executor, payoutIds: string[]) {
    if (payoutIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('payout_events as e')
      .leftJoin('profiles as p', 'p.id', 'e.actor_id')
      .select(['e.payout_id', 'e.from_status', 'e.to_status', 'e.method', 'e.reference', 'e.note', 'e.created_at', 'p.full_name as actor_name'])
      .where('e.payout_id', 'in', payoutIds)
      .orderBy('e.created_at')
      .execute();
  },

  /** A member's own payouts, newest first: one per application paid, so a handful at most. */
  ofMember(db: Executor, userId: string) {
    return db.selectFrom('payouts').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  },

  /** Months after `month` that an approved distribution closed: their pools are spent, a returned payout skips them. */
  async closedMonthsAfter(db: Executor, month: string): Promise<Set<string>> {
    const rows = await db.selectFrom('fund_distributions').select('month_year').where('month_year', '>', month).where('status', '<>', 'prepared').execute();
    return new Set(rows.map((r) => r.month_year));
  },

  /**
   * Per distribution: what its confirmed payouts paid, and what its pending or sent ones still owe (in
   * cents and members). Failed and returned payouts went back to a pool, so they count in neither.
   */
  async progressOf(db: Executor, distributionIds: string[]) {
    if (distributionIds.length === 0) return [];
    const rows = await db
      .selectFrom('payouts')
      .where('distribution_id', 'in', distributionIds)
      .groupBy('distribution_id')
      .select([
        'distribution_id',
        sql<number>`count(*)`.as('payouts'),
        sql<number>`coalesce(sum(case when status = 'confirmed' then amount_cents else 0 end), 0)`.as('paid_cents'),
        sql<number>`coalesce(sum(case when status = 'confirmed' then 1 else 0 end), 0)`.as('paid_count'),
        sql<number>`coalesce(sum(case when status in ('pending', 'sent') then amount_cents else 0 end), 0)`.as('pending_cents'),
        sql<number>`coalesce(sum(case when status in ('pending', 'sent') then 1 else 0 end), 0)`.as('pending_count'),
      ])
      .execute();
    return rows.map((r) => ({
      distribution_id: r.distribution_id,
      payouts: Number(r.payouts),
      paid_cents: Number(r.paid_cents),
      paid_count: Number(r.paid_count),
      pending_cents: Number(r.pending_cents),
      pending_count: Number(r.pending_count),
    }));
  },
};
