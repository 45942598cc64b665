import { type Insertable, type Selectable, sql } from 'kysely';
import type { SubscriptionStatus } from '../../../shared/schemas/subscriptions';
import type { Executor } from '../../db/executor';
import type { SubscriptionsTable } from '../../db/tables';

export interface SubscriptionFilter {
  id?: string | undefined;
  /** A name fragment, matched case-insensitively. */
  name?: string | undefined;
  userId?: string | undefined;
  status?: SubscriptionStatus | undefined;
}

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const bySubscription = (db: Executor, f: SubscriptionFilter) => {
  let q = db.selectFrom('subscriptions as s');
  if (f.id) q = q.where('s.id', '=', f.id);
  if (f.userId) q = q.where('s.user_id', '=', f.userId);
  if (f.status) q = q.where('s.status', '=', f.status);
  return q;
};

const withMember = (db: Executor, f: SubscriptionFilter) => {
  let q = bySubscription(db, f).innerJoin('profiles as p', 'p.id', 's.user_id');
  // lower() on both sides, so SQLite and PostgreSQL fold case the same way. A fragment anywhere in
  // the name cannot use an index; the scan stops early for a page, and only the count reads it all.
  if (f.name) q = q.where(sql<boolean>`lower(p.full_name) like lower(${likeContains(f.name)}) escape '\\'`);
  return q;
};

export const subscriptionsRepository = {
  async insert(db: Executor, row: Insertable<SubscriptionsTable>) {
    await db.insertInto('subscriptions').values(row).execute();
  },

  findByUser(db: Executor, userId: string) {
    return db
      .selectFrom('subscriptions')
      .select(['status', 'monthly_amount_cents', 'start_date', 'next_billing_date', 'paused_until'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /** The pledge status of each member that has a pledge. */
  async statusesOf(db: Executor, userIds: string[]): Promise<Map<string, SubscriptionsTable['status']>> {
    if (userIds.length === 0) return new Map();
    const rows = await db.selectFrom('subscriptions').select(['user_id', 'status']).where('user_id', 'in', userIds).execute();
    return new Map(rows.map((r) => [r.user_id, r.status]));
  },

  /** One page, newest first, with the member's name in the same query. */
  page(db: Executor, f: SubscriptionFilter, offset: number, limit: number) {
    return withMember(db, f)
      .select(['s.id', 's.user_id', 'p.full_name', 'p.email', 's.status', 's.monthly_amount_cents', 's.start_date', 's.next_billing_date', 's.paused_until', 's.created_at'])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  /** Every pledge has a member, so the join is needed only to search names; without it the count reads one index. */
  async count(db: Executor, f: SubscriptionFilter): Promise<number> {
    const row = f.name
      ? await withMember(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
      : await bySubscription(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** One pass over the status index. */
  countByStatus(db: Executor) {
    return db.selectFrom('subscriptions').select((eb) => ['status', eb.fn.countAll().as('n')]).groupBy('status').execute();
  },

  findById(db: Executor, id: string) {
    return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /**
   * A write that changes nothing but holds the row until the transaction ends (a row lock on
   * PostgreSQL, the write lock on SQLite), so the state read next is the one the change replaces.
   */
  async lock(db: Executor, id: string): Promise<boolean> {
    const result = await db.updateTable('subscriptions').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async update(db: Executor, id: string, changes: Pick<SubscriptionsTable, 'status' | 'monthly_amount_cents' | 'next_billing_date' | 'updated_at'>) {
    await db.updateTable('subscriptions').set(changes).where('id', '=', id).execute();
  },

  /** Sets a member's pledge to its chosen amount and status; false when the member has no pledge. */
  async setForUser(db: Executor, userId: string, changes: Pick<SubscriptionsTable, 'status' | 'monthly_amount_cents' | 'next_billing_date' | 'updated_at'>): Promise<boolean> {
    const result = await db.updateTable('subscriptions').set(changes).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The member's pledge with its pause and cancellation, for the rules of their own changes. */
  findOwn(db: Executor, userId: string) {
    return db
      .selectFrom('subscriptions')
      .select(['id', 'status', 'monthly_amount_cents', 'next_billing_date', 'paused_from', 'paused_until', 'cancelled_at', 'zakat_percent'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /** The member's own changes: each names the status it expects, so two at once cannot both apply. */
  async change(
    db: Executor,
    userId: string,
    // Plain strings: statuses other modules add (past due) are expected too.
    expected: readonly string[],
    changes: Partial<Pick<Selectable<SubscriptionsTable>, 'status' | 'monthly_amount_cents' | 'next_billing_date' | 'paused_from' | 'paused_until' | 'cancelled_at' | 'zakat_percent'>> & { updated_at: string },
  ): Promise<boolean> {
    const result = await db.updateTable('subscriptions').set(changes).where('user_id', '=', userId).where('status', 'in', expected as SubscriptionStatus[]).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Paused pledges whose pause has run its course by `today`, a page at a time. */
  duePauses(db: Executor, today: string, limit: number) {
    return db
      .selectFrom('subscriptions')
      .select(['user_id', 'next_billing_date', 'paused_until'])
      .where('status', '=', 'paused')
      .where('paused_until', '<=', today)
      .orderBy('paused_until')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** The share of the member's pledge given as zakat; 0 (all sadaqah) without a pledge. */
  async zakatPercentOf(db: Executor, userId: string): Promise<number> {
    const row = await db.selectFrom('subscriptions').select('zakat_percent').where('user_id', '=', userId).executeTakeFirst();
    return Number(row?.zakat_percent ?? 0);
  },

  /** The member's choice of zakat and sadaqah, kept whatever the pledge's status; false without a pledge. */
  async setZakatPercent(db: Executor, userId: string, zakatPercent: number, at: string): Promise<boolean> {
    const result = await db.updateTable('subscriptions').set({ zakat_percent: zakatPercent, updated_at: at }).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async delete(db: Executor, id: string) {
    await db.deleteFrom('subscriptions').where('id', '=', id).execute();
  },
};
