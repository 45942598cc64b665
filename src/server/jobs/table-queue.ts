import { randomUUID } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Executor } from '../db/executor';
import type { Log } from '../log';
import { jobFailures } from '../metrics/metrics';
import { type BatchHandler, type JobData, type JobHandler, type JobQueue, RETRY_DELAY_SECONDS, RETRY_LIMIT, type SendOptions } from './job-queue';
import { tableQueueRepository } from './table-queue.repository';

export interface TableQueueOptions {
  db: Executor;
  log: Log;
  /** False in the tests and scripts that run jobs themselves with runDue: nothing runs on its own. */
  poll: boolean;
  pollMs?: number;
  /** Jobs claimed per round and run at once. */
  batchSize?: number;
  concurrency?: number;
  /** How long a claim holds before another runner may take the job (its runner is presumed dead). */
  leaseMs?: number;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

type Claimed = Awaited<ReturnType<typeof tableQueueRepository.claim>>[number];
type Registered = { kind: 'one'; handler: JobHandler } | { kind: 'batch'; handler: BatchHandler; size: number };

/**
 * The in-process runner over the `jobs` table. State lives in the table, so a restart resumes where
 * the last process stopped; a claim is a conditional update, so two runners (or a runner and a test)
 * never run one job at the same time; a job whose claim lapsed (its process died) is taken again.
 */
export function createTableQueue(options: TableQueueOptions) {
  const { db, log } = options;
  const handlers = new Map<string, Registered>();
  const dailies = new Map<string, number>();
  const batchSize = options.batchSize ?? 100;
  const concurrency = options.concurrency ?? 8;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<number> | undefined;
  let stopped = false;

  const row = (queue: string, data: JobData, o: SendOptions, now: Date) => ({
    id: randomUUID(),
    queue,
    singleton_key: o.singletonKey,
    data: JSON.stringify(data),
    state: 'created' as const,
    start_after: (o.startAfter ?? now).toISOString(),
    attempts: 0,
    locked_until: null,
    last_error: null,
    created_at: now.toISOString(),
    completed_at: null,
  });

  async function scheduleDailies(now: Date) {
    for (const [queue, hour] of dailies) {
      const day = dayOf(now);
      const at = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`);
      await queue_.send(queue, { day }, { singletonKey: `daily:${day}`, startAfter: at });
    }
  }

  /** Works one queue's share of a round; answers the error of each job that failed, by id. */
  async function work(queue: string, group: Claimed[], now: Date): Promise<Map<string, unknown>> {
    const entry = handlers.get(queue);
    const failures = new Map<string, unknown>();
    if (!entry) {
      for (const job of group) failures.set(job.id, new Error(`no handler for queue ${queue}`));
    } else if (entry.kind === 'batch') {
      for (let i = 0; i < group.length; i += entry.size) {
        const chunk = group.slice(i, i + entry.size);
        try {
          for (const [id, error] of await entry.handler(chunk.map((job) => ({ id: job.id, data: JSON.parse(job.data) as JobData, now })))) failures.set(id, error);
        } catch (error) {
          for (const job of chunk) failures.set(job.id, error);
        }
      }
    } else {
      for (let i = 0; i < group.length; i += concurrency) {
        await Promise.all(group.slice(i, i + concurrency).map(async (job) => {
          try {
            await entry.handler({ data: JSON.parse(job.data) as JobData, now });
          } catch (error) {
            failures.set(job.id, error);
          }
        }));
      }
    }
    return failures;
  }

  async function fail(job: Claimed, error: unknown, now: Date) {
    const attempts = Number(job.attempts);
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    log.error({ queue: job.queue, job: job.id, attempts, err: error }, 'job failed');
    jobFailures.inc({ queue: job.queue });
    const retryAt = new Date(now.getTime() + RETRY_DELAY_SECONDS * 1000 * 2 ** (attempts - 1));
    await tableQueueRepository.fail(db, job.id, { retryAt: attempts < RETRY_LIMIT ? retryAt.toISOString() : null, error: message.slice(0, 500) });
  }

  /**
   * Claims and runs every job due at `now` (and those it starts in turn) until none is left, or until
   * the runner is stopped (the round under way is finished); answers how many ran. The jobs of a round that succeeded are completed in one statement: one commit per
   * round rather than one per job, which is what a billing day of many thousand jobs needs.
   */
  async function runDue(now: Date = new Date()): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await tableQueueRepository.claim(db, { now: now.toISOString(), lockedUntil: new Date(now.getTime() + leaseMs).toISOString(), limit: batchSize, queues: [...handlers.keys()] });
      if (claimed.length === 0) return ran;
      const byQueue = new Map<string, Claimed[]>();
      for (const job of claimed) byQueue.set(job.queue, [...(byQueue.get(job.queue) ?? []), job]);
      for (const [queue, group] of byQueue) {
        const failures = await work(queue, group, now);
        await tableQueueRepository.complete(db, group.filter((job) => !failures.has(job.id)).map((job) => job.id), new Date().toISOString());
        for (const job of group) if (failures.has(job.id)) await fail(job, failures.get(job.id), now);
      }
      ran += claimed.length;
      if (stopped) return ran;
      // On SQLite every query answers synchronously, so a run of rounds would never let the event
      // loop serve a request: each round ends by giving it a turn.
      await yieldToEventLoop();
    }
  }

  async function tick() {
    if (stopped) return;
    const now = new Date();
    round = scheduleDailies(now).then(() => runDue(now));
    try {
      await round;
    } catch (error) {
      log.error({ err: error }, 'job runner round failed');
    } finally {
      round = undefined;
      if (!stopped) timer = setTimeout(() => void tick(), options.pollMs ?? 2000);
    }
  }

  const queue_ = {
    kind: 'table' as const,
    define(queue: string, handler: JobHandler) {
      handlers.set(queue, { kind: 'one', handler });
    },
    defineBatch(queue: string, handler: BatchHandler, size: number) {
      handlers.set(queue, { kind: 'batch', handler, size });
    },
    daily(queue: string, hourUtc: number) {
      dailies.set(queue, hourUtc);
    },
    async send(queue: string, data: JobData, o: SendOptions) {
      await tableQueueRepository.insert(db, [row(queue, data, o, new Date())]);
    },
    async sendMany(queue: string, jobs: { data: JobData; options: SendOptions }[]) {
      const now = new Date();
      await tableQueueRepository.insert(db, jobs.map((j) => row(queue, j.data, j.options, now)));
    },
    async start() {
      stopped = false;
      if (options.poll) timer = setTimeout(() => void tick(), 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round?.catch(() => 0);
    },
    async depth() {
      const rows = await tableQueueRepository.depth(db, [...handlers.keys()]);
      return new Map(rows.map((r) => [r.queue, Number(r.count)]));
    },
    runDue,
    /** Enqueues today's run of each daily queue (the poll loop does this on its own). */
    scheduleDailies,
  };
  return queue_ satisfies JobQueue;
}

export type TableQueue = ReturnType<typeof createTableQueue>;
