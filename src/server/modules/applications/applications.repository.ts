import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { BeneficiariesTable } from '../../db/tables';

/**
 * Waiting = approved and not yet paid by a distribution. The ORDER BY here is the SQL twin of
 * compareQueueEntries in shared/domain/queue.ts: move-down last, then subscription date,
 * application date and id.
 */
const waiting = (db: Executor) =>
  db
    .selectFrom('beneficiaries as b')
    .innerJoin('subscriptions as s', 's.user_id', 'b.user_id')
    .where('b.approved', '=', 1)
    .where('b.distribution_id', 'is', null);

export const applicationsRepository = {
  async insert(db: Executor, row: Pick<BeneficiariesTable, 'id' | 'user_id' | 'reason' | 'created_at'>) {
    await db.insertInto('beneficiaries').values({ ...row, approved: 0, reviewed_by: null, reviewed_at: null, amount_received_cents: null, move_down: 0, distribution_id: null }).execute();
  },

  async hasOpenApplication(db: Executor, userId: string): Promise<boolean> {
    const row = await db.selectFrom('beneficiaries').select('id').where('user_id', '=', userId).where('approved', '=', 0).where('reviewed_by', 'is', null).executeTakeFirst();
    return row !== undefined;
  },

  pageOfMember(db: Executor, userId: string, offset: number, limit: number) {
    return db
      .selectFrom('beneficiaries')
      .select(['id', 'reason', 'approved', 'reviewed_by', 'amount_received_cents', 'move_down', 'created_at'])
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
      .select(['b.id', 'b.move_down', 'b.created_at as applied_at', 's.created_at as subscribed_at'])
      .where('b.user_id', '=', userId)
      .orderBy('b.created_at')
      .executeTakeFirst();
  },

  /** How many waiting applications come before the given queue key. */
  async countAhead(db: Executor, key: { move_down: number; subscribed_at: string; applied_at: string; id: string }): Promise<number> {
    const row = await waiting(db)
      .select((eb) => eb.fn.countAll().as('n'))
      .where(sql<boolean>`(b.move_down, s.created_at, b.created_at, b.id) < (${key.move_down}, ${key.subscribed_at}, ${key.applied_at}, ${key.id})`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async countWaiting(db: Executor): Promise<number> {
    const row = await waiting(db).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The first n waiting applications in queue order (used when a distribution pays them). */
  firstWaiting(db: Executor, n: number) {
    return waiting(db)
      .select(['b.id', 'b.user_id'])
      .orderBy('b.move_down')
      .orderBy('s.created_at')
      .orderBy('b.created_at')
      .orderBy('b.id')
      .limit(n)
      .execute();
  },
};
