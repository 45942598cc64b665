import PgBoss from 'pg-boss';
import type { Log } from '../log';
import { jobFailures } from '../metrics/metrics';
import { type BatchHandler, type JobData, type JobHandler, type JobQueue, RETRY_DELAY_SECONDS, RETRY_LIMIT, type SendOptions } from './job-queue';

/** pg-boss keeps its tables in a schema of their own, beside ours in the same database. */
export const PG_BOSS_SCHEMA = 'pgboss';

const sendOptions = (o: SendOptions): PgBoss.SendOptions => ({
  singletonKey: o.singletonKey,
  ...(o.startAfter && { startAfter: o.startAfter }),
  retryLimit: RETRY_LIMIT,
  retryDelay: RETRY_DELAY_SECONDS,
  retryBackoff: true,
});

/**
 * pg-boss on the app's PostgreSQL database: jobs are claimed with SKIP LOCKED, so any number of app
 * instances share one queue and each job runs on one of them; its cron schedule fires once per
 * minute slot across all instances. Queues use the "short" policy: one queued job per key.
 */
export function createPgBossQueue(options: { connectionString: string; log: Log; pollingIntervalSeconds?: number }): JobQueue {
  const boss = new PgBoss({ connectionString: options.connectionString, schema: PG_BOSS_SCHEMA, max: 4, application_name: 'pgboss' });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  const handlers = new Map<string, JobHandler>();
  const batchHandlers = new Map<string, { handler: BatchHandler; size: number }>();
  const dailies = new Map<string, number>();
  let started = false;

  /**
   * Instances starting together may create a queue at the same moment; PostgreSQL then aborts one
   * as a deadlock (both attach a partition to pg-boss's job table). The survivor has made the queue,
   * and the retry finds it there.
   */
  async function createQueue(queue: string, tries = 5): Promise<void> {
    try {
      await boss.createQueue(queue, { name: queue, policy: 'short' });
    } catch (error) {
      if ((error as { code?: unknown }).code !== '40P01' || tries <= 1) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      await createQueue(queue, tries - 1);
    }
  }

  return {
    kind: 'pg-boss',
    define(queue, handler) {
      handlers.set(queue, handler);
    },
    defineBatch(queue, handler, size) {
      batchHandlers.set(queue, { handler, size });
    },
    daily(queue, hourUtc) {
      dailies.set(queue, hourUtc);
    },
    async send(queue, data, o) {
      await boss.send(queue, data, sendOptions(o));
    },
    async sendMany(queue, jobs) {
      await boss.insert(jobs.map((j) => ({
        name: queue, data: j.data, singletonKey: j.options.singletonKey, retryLimit: RETRY_LIMIT, retryDelay: RETRY_DELAY_SECONDS, retryBackoff: true,
        ...(j.options.startAfter && { startAfter: j.options.startAfter }),
      })));
    },
    async start() {
      await boss.start();
      started = true;
      for (const [queue, handler] of handlers) {
        await createQueue(queue);
        await boss.work<JobData>(queue, { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
          if (!job) return;
          try {
            await handler({ data: job.data, now: new Date() });
          } catch (error) {
            jobFailures.inc({ queue });
            throw error;
          }
        });
      }
      // One fetch and one completion per batch; pg-boss completes the jobs still active when the
      // handler returns, so the ones failed here first are left to their retries.
      for (const [queue, { handler, size }] of batchHandlers) {
        await createQueue(queue);
        await boss.work<JobData>(queue, { batchSize: size, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (batch) => {
          const now = new Date();
          const failures = await handler(batch.map((job) => ({ id: job.id, data: job.data, now })));
          for (const [id, error] of failures) {
            options.log.error({ queue, job: id, err: error }, 'job failed');
            jobFailures.inc({ queue });
            await boss.fail(queue, id, { message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
          }
        });
      }
      for (const [queue, hour] of dailies) await boss.schedule(queue, `0 ${hour} * * *`, {}, { tz: 'UTC' });
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: true, timeout: 10_000 });
    },
    async depth() {
      const depths = new Map<string, number>();
      if (!started) return depths;
      for (const queue of [...handlers.keys(), ...batchHandlers.keys()]) depths.set(queue, await boss.getQueueSize(queue, { before: 'completed' }));
      return depths;
    },
  };
}
