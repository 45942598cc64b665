import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

const STATS_ROW = 1;

export const statsRepository = {
  read(db: Executor) {
    return db
      .selectFrom('subscriber_stats')
      .select(['total_subscribers', 'verified_subscribers', 'goal'])
      .where('id', '=', STATS_ROW)
      .limit(1)
      .executeTakeFirst();
  },

  /** Relative update in SQL, so concurrent transactions never overwrite each other's counts. */
  async adjust(db: Executor, delta: { total?: number; verified?: number }, now: string) {
    await db
      .updateTable('subscriber_stats')
      .set({
        total_subscribers: sql`total_subscribers + ${delta.total ?? 0}`,
        verified_subscribers: sql`verified_subscribers + ${delta.verified ?? 0}`,
        updated_at: now,
      })
      .where('id', '=', STATS_ROW)
      .execute();
  },

  /** Holds the stats row until the transaction ends, so a goal read next is the one being replaced. */
  async lock(db: Executor) {
    await db.updateTable('subscriber_stats').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', STATS_ROW).execute();
  },

  async setGoal(db: Executor, goal: number, now: string) {
    await db.updateTable('subscriber_stats').set({ goal, updated_at: now }).where('id', '=', STATS_ROW).execute();
  },
};
