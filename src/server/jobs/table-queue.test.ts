import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/api-harness';
import type { Job } from './job-queue';
import { createTableQueue } from './table-queue';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const at = (iso: string) => new Date(iso);

describe('the in-process job runner over the jobs table', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const runner = () => createTableQueue({ db: t.db.kysely, log: silent, poll: false });

  it('keeps one job per key and runs it once, not before its start time', async () => {
    const queue = runner();
    const seen: Job[] = [];
    queue.define('greet', async (job) => void seen.push(job));
    await queue.send('greet', { who: 'a' }, { singletonKey: 'a', startAfter: at('2026-03-02T00:00:00Z') });
    await queue.send('greet', { who: 'a, again' }, { singletonKey: 'a' });
    await queue.sendMany('greet', [{ data: { who: 'b' }, options: { singletonKey: 'b', startAfter: at('2026-03-05T00:00:00Z') } }]);

    expect(await queue.runDue(at('2026-03-01T00:00:00Z'))).toBe(0);
    expect(await queue.runDue(at('2026-03-02T00:00:00Z'))).toBe(1);
    expect(seen.map((j) => j.data)).toEqual([{ who: 'a' }]);
    expect(seen[0]!.now.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(await queue.runDue(at('2026-03-04T00:00:00Z'))).toBe(0);
    expect(await queue.runDue(at('2026-03-09T00:00:00Z'))).toBe(1);
    expect(seen.map((j) => j.data.who)).toEqual(['a', 'b']);
  });

  it('two runners at once take each job once', async () => {
    const first = runner();
    const second = runner();
    const ran: string[] = [];
    for (const queue of [first, second]) queue.define('count', async (job) => void ran.push(String(job.data.n)));
    await first.sendMany('count', Array.from({ length: 40 }, (_, n) => ({ data: { n }, options: { singletonKey: `n${n}` } })));
    const now = new Date();
    const [a, b] = await Promise.all([first.runDue(now), second.runDue(now)]);
    expect(a + b).toBe(40);
    expect(ran.sort()).toEqual(Array.from({ length: 40 }, (_, n) => String(n)).sort());
  });

  it('retries a failed job later, with a longer wait each time', async () => {
    const queue = runner();
    let tries = 0;
    queue.define('flaky', async () => {
      tries += 1;
      if (tries < 3) throw new Error('provider timed out');
    });
    const start = at('2026-03-01T00:00:00Z');
    await queue.send('flaky', {}, { singletonKey: 'x', startAfter: start });
    expect(await queue.runDue(start)).toBe(1);
    expect(await queue.runDue(new Date(start.getTime() + 29_000))).toBe(0);
    expect(await queue.runDue(new Date(start.getTime() + 30_000))).toBe(1);
    const job = await t.db.kysely.selectFrom('jobs').selectAll().where('queue', '=', 'flaky').executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'created', last_error: 'Error: provider timed out' });
    expect(job.start_after).toBe(new Date(start.getTime() + 30_000 + 60_000).toISOString());
    expect(await queue.runDue(new Date(start.getTime() + 90_000))).toBe(1);
    expect(tries).toBe(3);
    expect(await t.db.kysely.selectFrom('jobs').select(['state', 'attempts']).where('queue', '=', 'flaky').executeTakeFirstOrThrow()).toEqual({ state: 'completed', attempts: 3 });
  });

  it('gives a batch queue its due jobs together, and tries again only the jobs its handler names as failed', async () => {
    const queue = runner();
    const batches: number[][] = [];
    let failed = false;
    queue.defineBatch('bulk', async (jobs) => {
      batches.push(jobs.map((j) => Number(j.data.n)));
      const unlucky = failed ? undefined : jobs.find((j) => j.data.n === 2);
      if (unlucky) failed = true;
      return new Map(unlucky ? [[unlucky.id, new Error('provider timed out')]] : []);
    }, 3);
    const start = at('2026-03-01T00:00:00Z');
    await queue.sendMany('bulk', Array.from({ length: 5 }, (_, n) => ({ data: { n }, options: { singletonKey: `n${n}`, startAfter: start } })));

    expect(await queue.runDue(start)).toBe(5);
    expect(batches.map((b) => b.length)).toEqual([3, 2]);
    expect(batches.flat().sort()).toEqual([0, 1, 2, 3, 4]);
    const states = await t.db.kysely.selectFrom('jobs').select(['singleton_key', 'state', 'last_error']).where('queue', '=', 'bulk').orderBy('singleton_key').execute();
    expect(states.map((j) => j.state)).toEqual(['completed', 'completed', 'created', 'completed', 'completed']);
    expect(states[2]!.last_error).toContain('provider timed out');

    expect(await queue.runDue(new Date(start.getTime() + 30_000))).toBe(1);
    expect(batches.at(-1)).toEqual([2]);
  });

  it('fails every job of a batch whose handler throws', async () => {
    const queue = runner();
    queue.defineBatch('bulk', async () => {
      throw new Error('database is locked');
    }, 10);
    const start = at('2026-03-01T00:00:00Z');
    await queue.sendMany('bulk', Array.from({ length: 3 }, (_, n) => ({ data: { n }, options: { singletonKey: `n${n}`, startAfter: start } })));
    expect(await queue.runDue(start)).toBe(3);
    const jobs = await t.db.kysely.selectFrom('jobs').select(['state', 'last_error']).where('queue', '=', 'bulk').execute();
    expect(jobs.map((j) => [j.state, j.last_error])).toEqual(Array.from({ length: 3 }, () => ['created', 'Error: database is locked']));
  });

  it('survives a restart: queued jobs wait in the table, and a job its dead runner held is taken again once the claim lapses', async () => {
    const before = runner();
    before.define('work', async () => {});
    const start = at('2026-03-01T00:00:00Z');
    await before.send('work', { step: 'queued' }, { singletonKey: 'queued', startAfter: start });
    await before.send('work', { step: 'held' }, { singletonKey: 'held', startAfter: start });
    // A runner that died mid-job: its claim stays in the table until it lapses.
    await t.db.kysely.updateTable('jobs').set({ state: 'active', attempts: 1, locked_until: '2026-03-01T00:05:00.000Z' }).where('singleton_key', '=', 'held').execute();

    await t.restart();
    const after = runner();
    const ran: unknown[] = [];
    after.define('work', async (job) => void ran.push(job.data.step));
    expect(await after.runDue(at('2026-03-01T00:01:00Z'))).toBe(1);
    expect(ran).toEqual(['queued']);
    expect(await after.runDue(at('2026-03-01T00:06:00Z'))).toBe(1);
    expect(ran).toEqual(['queued', 'held']);
  });

  it('enqueues a daily queue once per day at its hour', async () => {
    const queue = runner();
    const days: unknown[] = [];
    queue.define('daily-thing', async (job) => void days.push(job.data.day));
    queue.daily('daily-thing', 6);
    await queue.scheduleDailies(at('2026-03-01T01:00:00Z'));
    await queue.scheduleDailies(at('2026-03-01T02:00:00Z'));
    expect(await queue.runDue(at('2026-03-01T05:59:00Z'))).toBe(0);
    expect(await queue.runDue(at('2026-03-01T06:00:00Z'))).toBe(1);
    await queue.scheduleDailies(at('2026-03-01T07:00:00Z'));
    expect(await queue.runDue(at('2026-03-01T08:00:00Z'))).toBe(0);
    expect(days).toEqual(['2026-03-01']);
  });

  it('on stop finishes the job under way and leaves the next due job queued for the next start', async () => {
    const queue = createTableQueue({ db: t.db.kysely, log: silent, poll: true, batchSize: 1 });
    let entered!: () => void;
    const inJob = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const started: number[] = [];
    queue.define('slow', async (job) => {
      started.push(Number(job.data.n));
      entered();
      await released;
    });
    await queue.sendMany('slow', [0, 1].map((n) => ({ data: { n }, options: { singletonKey: `s${n}` } })));
    await queue.start();
    await inJob;

    let stopped = false;
    const stopping = queue.stop().then(() => void (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;

    expect(started).toEqual([0]);
    const jobs = await t.db.kysely.selectFrom('jobs').select(['singleton_key', 'state']).where('queue', '=', 'slow').orderBy('singleton_key').execute();
    expect(jobs).toEqual([{ singleton_key: 's0', state: 'completed' }, { singleton_key: 's1', state: 'created' }]);
  });
});
