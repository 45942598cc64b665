import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { BeneficiariesTable } from '../../db/tables';
import type { ZakatMarking } from '../../../shared/domain/zakat';

/**
 * Waiting = approved and not yet paid by a distribution. The waiting rows are counted, ranked and read
 * in order from one partial index (beneficiaries_queue_idx, migration 0026).
 */
const waiting = (db: Executor) =>
  db
    .selectFrom('beneficiaries as b')
    .where('b.approved', '=', 1)
    .where('b.distribution_id', 'is', null);

/**
 * The queue's order in SQL, the one key both the ORDER BY and the position's row comparison use:
 * compareQueueEntries (shared/domain/queue.ts) in columns, which queue-order.test.ts checks on random
 * rows. The subscription date is `queue_since`, which triggers copy from the pledge (or, when its
 * record was deleted, the day the member joined); the key is the index's columns in the index's order.
 */
const QUEUE_KEY = ['b.move_down', 'b.queue_since', 'b.created_at', 'b.id'] as const;
type QueueKey = { move_down: number; subscribed_at: string | null; applied_at: string; id: string };
const keyValues = (key: QueueKey) => [key.move_down, key.subscribed_at, key.applied_at, key.id];

const inQueueOrder = <Q extends { orderBy(column: (typeof QUEUE_KEY)[number]): Q }>(q: Q): Q => QUEUE_KEY.reduce((ordered, column) => ordered.orderBy(column), q);

const withStatus = (db: Executor, status: 'all' | 'under_review' | 'approved' | 'rejected') => {
  const q = db.selectFrom('beneficiaries as b');
  if (status === 'approved') return q.where('b.approved', '=', 1);
  if (status === 'rejected') return q.where('b.approved', '=', 0).where('b.reviewed_at', 'is not', null);
  if (status === 'under_review') return q.where('b.approved', '=', 0).where('b.reviewed_at', 'is', null);
  return q;
};

export const applicationsRepository = {
  async insert(db: Executor, row: Pick<BeneficiariesTable, 'id' | 'user_id' | 'reason' | 'created_at' | 'amount_needed_cents' | 'category' | 'payout_method'>) {
    await db.insertInto('beneficiaries').values({ ...row, approved: 0, reviewed_by: null, reviewed_at: null, amount_received_cents: null, move_down: 0, distribution_id: null }).execute();
  },

  /** 'under_review', 'waiting' (approved, not yet paid) or undefined when the member may apply. */
  async openApplicationState(db: Executor, userId: string): Promise<'under_review' | 'waiting' | undefined> {
    return (await applicationsRepository.openApplication(db, userId))?.state;
  },

  /** Under review, or approved and not yet paid: a member has at most one such application. */
  async openApplication(db: Executor, userId: string): Promise<{ id: string; state: 'under_review' | 'waiting'; created_at: string } | undefined> {
    const row = await db
      .selectFrom('beneficiaries')
      .select(['id', 'approved', 'created_at'])
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb.and([eb('approved', '=', 0), eb('reviewed_at', 'is', null)]), eb.and([eb('approved', '=', 1), eb('distribution_id', 'is', null)])]))
      .executeTakeFirst();
    if (!row) return undefined;
    return { id: row.id, state: row.approved === 1 ? 'waiting' : 'under_review', created_at: row.created_at };
  },

  adminPage(db: Executor, status: 'all' | 'under_review' | 'approved' | 'rejected', offset: number, limit: number) {
    return withStatus(db, status)
      .innerJoin('profiles as p', 'p.id', 'b.user_id')
      .leftJoin('users as r', 'r.id', 'b.reviewed_by')
      .select([
        'b.id', 'b.user_id', 'p.full_name as applicant_name', 'p.email as applicant_email', 'b.reason', 'b.approved', 'b.reviewed_by',
        'r.email as reviewed_by_email', 'b.reviewed_at', 'b.amount_received_cents', 'b.move_down', 'b.created_at', 'p.created_at as joined_at',
        'b.amount_needed_cents', 'b.category', 'b.payout_method',
      ])
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  async adminCount(db: Executor, status: 'all' | 'under_review' | 'approved' | 'rejected'): Promise<number> {
    const row = await withStatus(db, status).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  findById(db: Executor, id: string) {
    return db.selectFrom('beneficiaries').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Decides an application still under review; false when someone else decided it first. */
  async review(db: Executor, id: string, decision: { approved: 0 | 1; reviewed_by: string; reviewed_at: string }): Promise<boolean> {
    const result = await db
      .updateTable('beneficiaries')
      .set(decision)
      .where('id', '=', id)
      .where('approved', '=', 0)
      .where('reviewed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Records the same payment on waiting applications; returns how many were still waiting. */
  /** Marks an approved application not yet paid with its zakat category; false when it is not one. */
  async setZakatCategory(db: Executor, id: string, marking: ZakatMarking): Promise<boolean> {
    const result = await db
      .updateTable('beneficiaries')
      .set({ zakat_category: marking })
      .where('id', '=', id)
      .where('approved', '=', 1)
      .where('distribution_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async markPaid(db: Executor, ids: string[], distributionId: string, amountCents: number): Promise<number> {
    const result = await db
      .updateTable('beneficiaries')
      .set({ distribution_id: distributionId, amount_received_cents: amountCents })
      .where('id', 'in', ids)
      .where('approved', '=', 1)
      .where('distribution_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  pageOfMember(db: Executor, userId: string, offset: number, limit: number) {
    return db
      .selectFrom('beneficiaries')
      .select(['id', 'reason', 'approved', 'reviewed_at', 'amount_received_cents', 'move_down', 'created_at', 'amount_needed_cents', 'category', 'payout_method'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  async countOfMember(db: Executor, userId: string): Promise<number> {
    const row = await db.selectFrom('beneficiaries').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  findOwned(db: Executor, id: string, userId: string) {
    return db.selectFrom('beneficiaries').select(['id', 'approved', 'distribution_id']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  },

  async setMoveDown(db: Executor, id: string, moveDown: 0 | 1) {
    await db.updateTable('beneficiaries').set({ move_down: moveDown }).where('id', '=', id).execute();
  },

  /** The member's own waiting application with its queue key. */
  waitingOfMember(db: Executor, userId: string) {
    return waiting(db)
      .select(['b.id', 'b.move_down', 'b.created_at as applied_at', 'b.queue_since as subscribed_at'])
      .where('b.user_id', '=', userId)
      .orderBy('b.created_at')
      .executeTakeFirst();
  },

  /** How many waiting applications come before the given queue key. */
  async countAhead(db: Executor, key: QueueKey): Promise<number> {
    const row = await waiting(db)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(sql<boolean>`(${sql.join(QUEUE_KEY.map((column) => sql.ref(column)))}) < (${sql.join(keyValues(key))})`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async countWaiting(db: Executor): Promise<number> {
    const row = await waiting(db).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Waiting applications from `offset` in queue order (a distribution pays from the front). */
  waitingSlice(db: Executor, offset: number, limit: number) {
    return waiting(db)
      .select(['b.id', 'b.user_id', 'b.zakat_category'])
      .$call(inQueueOrder)
      .offset(offset)
      .limit(limit)
      .execute();
  },

  /** A page of the queue with each applicant's name, for the admin deciding how many to pay. */
  waitingPage(db: Executor, offset: number, limit: number) {
    return waiting(db)
      .leftJoin('profiles as p', 'p.id', 'b.user_id')
      .select(['b.id', 'b.user_id', 'p.full_name'])
      .$call(inQueueOrder)
      .offset(offset)
      .limit(limit)
      .execute();
  },

  /** What each beneficiary received in the newest month paid: equal shares differ by a cent at most. */
  async latestShare(db: Executor): Promise<{ month_year: string; amount_cents: number } | undefined> {
    const row = await db
      .selectFrom('beneficiaries as b')
      .innerJoin('fund_distributions as d', 'd.id', 'b.distribution_id')
      .select(['d.month_year', 'b.amount_received_cents'])
      .where('b.amount_received_cents', 'is not', null)
      .orderBy('d.month_year', 'desc')
      .orderBy('b.amount_received_cents')
      .limit(1)
      .executeTakeFirst();
    return row && { month_year: row.month_year, amount_cents: Number(row.amount_received_cents) };
  },
};
