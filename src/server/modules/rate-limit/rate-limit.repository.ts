import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

export const rateLimitRepository = {
  /**
   * Counts one hit in a fixed window with a single atomic upsert, so instances sharing the
   * database share the counter and concurrent hits are never lost.
   */
  async hit(db: Executor, key: string, nowMs: number, windowMs: number): Promise<{ hits: number; windowStart: number }> {
    const expired = sql<boolean>`rate_limits.window_start <= ${nowMs - windowMs}`;
    const row = await db
      .insertInto('rate_limits')
      .values({ key, window_start: nowMs, hits: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql`case when ${expired} then 1 else rate_limits.hits + 1 end`,
          window_start: sql`case when ${expired} then ${nowMs} else rate_limits.window_start end`,
        }),
      )
      .returning(['hits', 'window_start'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), windowStart: Number(row.window_start) };
  },

  async purgeOlderThan(db: Executor, cutoffMs: number) {
    await db.deleteFrom('rate_limits').where('window_start', '<', cutoffMs).execute();
  },
};
