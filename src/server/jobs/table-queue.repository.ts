import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { Database, JobsTable } from '../db/tables';

/** SQLite allows 32,766 bound values per statement; a job row binds 11. */
const INSERT_CHUNK = 2000;

/** Created and due, or active with a claim that has lapsed. */
const claimable = (now: string) => (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.or([eb.and([eb('state', '=', 'created'), eb('start_after', '<=', now)]), eb.and([eb('state', '=', 'active'), eb('locked_until', '<', now)])]);

export const tableQueueRepository = {
  /** A key already queued is skipped, which is what makes sending idempotent. */
  async insert(db: Executor, rows: JobsTable[]) {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await db.insertInto('jobs').values(rows.slice(i, i + INSERT_CHUNK)).onConflict((oc) => oc.columns(['queue', 'singleton_key']).doNothing()).execute();
    }
  },

  /**
   * Takes up to `limit` due jobs in one conditional update: created and due, or active with a lapsed
   * claim. On PostgreSQL a row another runner took meanwhile fails the re-checked condition and is
   * left to it; SQLite runs one writer at a time.
   */
  claim(db: Executor, o: { now: string; lockedUntil: string; limit: number; queues: string[] }) {
    if (o.queues.length === 0) return Promise.resolve([]);
    const due = db
      .selectFrom('jobs')
      .select('id')
      .where('queue', 'in', o.queues)
      .where(claimable(o.now))
      .orderBy('start_after')
      .limit(o.limit);
    return db
      .updateTable('jobs')
      .set({ state: 'active', locked_until: o.lockedUntil, attempts: sql`attempts + 1` })
      .where('id', 'in', due)
      .where(claimable(o.now))
      .returning(['id', 'queue', 'data', 'attempts'])
      .execute();
  },

  /** The jobs of one claimed round (a few hundred at most, well within a statement's bound values). */
  async complete(db: Executor, ids: string[], at: string) {
    if (ids.length === 0) return;
    await db.updateTable('jobs').set({ state: 'completed', completed_at: at, locked_until: null }).where('id', 'in', ids).execute();
  },

  /** Back to the queue at `retryAt`, or left failed when its tries are spent (null). */
  async fail(db: Executor, id: string, o: { retryAt: string | null; error: string }) {
    await db
      .updateTable('jobs')
      .set(o.retryAt ? { state: 'created', start_after: o.retryAt, locked_until: null, last_error: o.error } : { state: 'failed', locked_until: null, last_error: o.error })
      .where('id', '=', id)
      .execute();
  },
};
