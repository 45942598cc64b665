import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/api-harness';
import { createJobQueue } from './create-job-queue';
import type { JobQueue } from './job-queue';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Checks again every 100 ms until `check` holds; the test's timeout bounds the wait. */
async function until(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** An hour ahead: jobs sent for then wait until `release` makes them due, whatever this machine's pace. */
const heldBack = () => new Date(Date.now() + 60 * 60_000);

/** Each job of a queue by its number, with its state, in the queue's own table. */
async function jobsOf(t: TestApp, queue: string): Promise<{ n: string; state: string }[]> {
  if (t.dialect === 'postgres') {
    return (await sql<{ n: string; state: string }>`select data->>'n' as n, state from pgboss.job where name = ${queue} order by data->>'n'`.execute(t.db.kysely)).rows;
  }
  const rows = await t.db.kysely.selectFrom('jobs').select(['data', 'state']).where('queue', '=', queue).execute();
  return rows.map((r) => ({ n: String((JSON.parse(r.data) as { n: number }).n), state: r.state })).sort((a, b) => a.n.localeCompare(b.n));
}

/** Makes every job of the queue due now. */
async function release(t: TestApp, queue: string) {
  if (t.dialect === 'postgres') await sql`update pgboss.job set start_after = now() where name = ${queue}`.execute(t.db.kysely);
  else await t.db.kysely.updateTable('jobs').set({ start_after: new Date().toISOString() }).where('queue', '=', queue).execute();
}

describe('the job queue the database calls for', () => {
  let t: TestApp | undefined;
  const queues: JobQueue[] = [];
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await t?.close();
  });

  it('is pg-boss on PostgreSQL and the table runner on SQLite; two instances on one database run each job once', async () => {
    const app = (t = await createTestApp({ JOB_QUEUE: 'auto' }));
    expect(t.services.jobs.kind).toBe(t.dialect === 'postgres' ? 'pg-boss' : 'table');
    if (t.dialect === 'postgres') {
      const schema = await t.db.kysely.selectFrom('information_schema.schemata' as never).select('schema_name' as never).where('schema_name' as never, '=', 'pgboss' as never).execute();
      expect(schema).toHaveLength(1);
    }

    const handled: string[] = [];
    for (let i = 0; i < 2; i++) {
      const queue = createJobQueue(t.config, t.db.kysely, silent);
      queue.define('wiring-test', async (job) => void handled.push(String(job.data.n)));
      queues.push(queue);
    }
    const [first, second] = queues as [JobQueue, JobQueue];
    await Promise.all([first.start(), second.start()]);
    // A key is queued once while its job waits (once a job is running, pg-boss's "short" policy takes
    // the key again; a charge's own idempotency covers that case). The jobs are held back until both
    // instances have sent, so the second instance's copy of n0 meets the first's still waiting.
    const later = heldBack();
    await first.sendMany('wiring-test', Array.from({ length: 6 }, (_, n) => ({ data: { n }, options: { singletonKey: `n${n}`, startAfter: later } })));
    await second.send('wiring-test', { n: 0 }, { singletonKey: 'n0', startAfter: later });
    expect((await jobsOf(t, 'wiring-test')).map((j) => j.n)).toEqual(['0', '1', '2', '3', '4', '5']);
    await release(t, 'wiring-test');
    await until(async () => (await jobsOf(app, 'wiring-test')).every((j) => j.state === 'completed'));
    for (const queue of queues.splice(0)) await queue.stop();
    expect(handled.sort()).toEqual(['0', '1', '2', '3', '4', '5']);
  });

  it('works a batch queue several jobs per handler call, and tries again only the jobs the handler names as failed', async () => {
    t = await createTestApp({ JOB_QUEUE: 'auto' });
    const queue = createJobQueue(t.config, t.db.kysely, silent);
    queues.push(queue);
    const calls: number[][] = [];
    let failed = false;
    queue.defineBatch('batch-wiring', async (jobs) => {
      calls.push(jobs.map((j) => Number(j.data.n)));
      const unlucky = failed ? undefined : jobs.find((j) => j.data.n === 3);
      if (unlucky) failed = true;
      return new Map(unlucky ? [[unlucky.id, new Error('card declined')]] : []);
    }, 10);
    await queue.start();
    // Held back, then made due at once, so that one fetch finds them all.
    await queue.sendMany('batch-wiring', Array.from({ length: 6 }, (_, n) => ({ data: { n }, options: { singletonKey: `b${n}`, startAfter: heldBack() } })));
    await release(t, 'batch-wiring');
    await until(() => calls.flat().length >= 6);
    // Stopping waits for the batch to be recorded; the failed job then waits its retry delay (30 s).
    await queue.stop();
    expect(calls.flat().sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(calls.length).toBeLessThan(6);
    const retried = t.dialect === 'postgres' ? 'retry' : 'created';
    expect((await jobsOf(t, 'batch-wiring')).map((j) => j.state)).toEqual(['completed', 'completed', 'completed', retried, 'completed', 'completed']);
  });
});
