import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

const STATS_ROW = 1;

export const statsRepository = {
  read(db: Executor) {
    return db
      .selectFrom('subscriber_stats')
      .select(['total_subscribers', 'verified_subscribers', 'goal', 'phase'])
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

  /** Switches the phase (and the goal, when given) only if it is still `from`; answers whether it did. */
  async switchPhase(db: Executor, change: { from: number; to: number; goal: number | null }, now: string): Promise<boolean> {
    const result = await db
      .updateTable('subscriber_stats')
      .set({ phase: change.to, updated_at: now, ...(change.goal === null ? {} : { goal: change.goal }) })
      .where('id', '=', STATS_ROW)
      .where('phase', '=', change.from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
