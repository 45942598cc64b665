import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/api-harness';
import { createJobQueue } from './create-job-queue';
import type { JobQueue } from './job-queue';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

async function until(check: () => boolean, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the jobs');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job queue the database calls for', () => {
  let t: TestApp | undefined;
  const queues: JobQueue[] = [];
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await t?.close();
  });

  it('is pg-boss on PostgreSQL and the table runner on SQLite; two instances on one database run each job once', async () => {
    t = await createTestApp({ JOB_QUEUE: 'auto' });
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
    // A key is queued once while its job waits; once a job is running, pg-boss's "short" policy takes
    // the key again (a charge's own idempotency covers that case). So the jobs wait a few seconds,
    // and the second instance's copy of n0 is sent while the first still waits.
    const startAfter = new Date(Date.now() + 4_000);
    await first.sendMany('wiring-test', Array.from({ length: 6 }, (_, n) => ({ data: { n }, options: { singletonKey: `n${n}`, startAfter } })));
    await second.send('wiring-test', { n: 0 }, { singletonKey: 'n0', startAfter });
    await until(() => handled.length >= 6);
    await new Promise((resolve) => setTimeout(resolve, 1500));
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
    await queue.sendMany('batch-wiring', Array.from({ length: 6 }, (_, n) => ({ data: { n }, options: { singletonKey: `b${n}`, startAfter: new Date(Date.now() + 3_000) } })));
    await until(() => calls.flat().length >= 6);
    // The failed job waits its retry delay (30 s) and is not run again meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.flat().sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(calls.length).toBeLessThan(6);
    if (t.dialect === 'postgres') {
      const rows = await sql<{ n: string; state: string }>`select data->>'n' as n, state from pgboss.job where name = 'batch-wiring' order by data->>'n'`.execute(t.db.kysely);
      expect(rows.rows.map((r) => r.state)).toEqual(['completed', 'completed', 'completed', 'retry', 'completed', 'completed']);
    } else {
      const rows = await t.db.kysely.selectFrom('jobs').select('state').where('queue', '=', 'batch-wiring').orderBy('singleton_key').execute();
      expect(rows.map((r) => r.state)).toEqual(['completed', 'completed', 'completed', 'created', 'completed', 'completed']);
    }
  });
});
