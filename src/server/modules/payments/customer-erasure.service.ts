import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/executor';
import { isoAfter, nowIso } from '../../db/time';
import type { JobQueue } from '../../jobs/job-queue';
import type { Log } from '../../log';
import { customerErasureRepository as repo } from './customer-erasure.repository';
import { type PaymentProvider, ProviderUnavailableError } from './payment-provider';

const HOUR = 60 * 60 * 1000;
/** An attempt holds its row this long, so another instance does not send the same call meanwhile. */
const LEASE_MS = 10 * 60 * 1000;
/** Due rows read per page by the daily sweep. */
const SWEEP_PAGE = 500;
export const ERASURE_QUEUES = { attempt: 'provider-erasure', sweep: 'provider-erasures-sweep' } as const;
/** The sweep runs once a day, at this UTC hour. */
const SWEEP_HOUR_UTC = 4;

/** 1, 2, 4 … hours after each failure, then once a day: an outage of days is still caught up. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** Math.max(attempts - 1, 0), 24) * HOUR;

type Row = Awaited<ReturnType<typeof repo.due>>[number];

/**
 * Deleting a member's customer at the payment provider when their account is erased. The deletion is
 * recorded in the erasure's own transaction, and once it has committed a job on the job queue tries
 * it; a provider that cannot be reached makes the job send the next try for the row's next attempt
 * (1, 2, 4 … hours later), so closing an account never waits on, or fails because of, the provider.
 * A daily sweep sends a job for any row whose job was lost (a crash between the commit and the send).
 */
export function createCustomerErasureService(deps: { db: Executor; provider: PaymentProvider | null; jobs: JobQueue; log: Log }) {
  /** A job per scheduled attempt: its key names the attempt's time, so a resend of the same try is one job. */
  const jobFor = (row: { id: string; next_attempt_at: string }) => ({ data: { id: row.id }, options: { singletonKey: `${row.id}:${row.next_attempt_at}`, startAfter: new Date(row.next_attempt_at) } });

  async function retryLater(id: string, change: { attempts: number; next_attempt_at: string; last_error: string }) {
    await repo.failed(deps.db, id, change);
    const next = jobFor({ id, next_attempt_at: change.next_attempt_at });
    await deps.jobs.send(ERASURE_QUEUES.attempt, next.data, next.options);
  }

  async function attempt(row: Row, now: Date) {
    if (Date.parse(row.next_attempt_at) > now.getTime()) return;
    if (!(await repo.claim(deps.db, row, isoAfter(LEASE_MS, now)))) return;
    const { provider } = deps;
    // Keys removed since, or another provider configured: the row waits for its own provider.
    if (!provider || provider.name !== row.provider) {
      await retryLater(row.id, { attempts: row.attempts, next_attempt_at: isoAfter(24 * HOUR, now), last_error: 'provider not configured' });
      return;
    }
    try {
      await provider.deleteCustomer(row.customer_id);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      const attempts = row.attempts + 1;
      deps.log.error({ erasure: row.id, attempts }, 'payment provider: deleting a customer failed, will retry');
      await retryLater(row.id, { attempts, next_attempt_at: isoAfter(retryDelayMs(attempts), now), last_error: 'provider unavailable' });
      return;
    }
    await repo.done(deps.db, row.id);
  }

  /** Sends a job for every deletion due by `now`, a page at a time; answers how many. */
  async function sweep(now: Date): Promise<number> {
    let sent = 0;
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const rows = await repo.due(deps.db, now.toISOString(), after, SWEEP_PAGE);
      if (rows.length === 0) return sent;
      await deps.jobs.sendMany(ERASURE_QUEUES.attempt, rows.map(jobFor));
      sent += rows.length;
      const last = rows.at(-1)!;
      after = { at: last.next_attempt_at, id: last.id };
    }
  }

  return {
    /**
     * Inside the erasure's transaction, before the account row goes (the local customer and method
     * rows go with it by cascade): records each of the member's provider customers for deletion.
     */
    async forget(trx: Executor, userId: string): Promise<string[]> {
      const now = nowIso();
      const rows = (await repo.customersOf(trx, userId)).map((c) => ({ id: randomUUID(), provider: c.provider, customer_id: c.customer_id, requested_at: now, next_attempt_at: now }));
      await repo.queue(trx, rows);
      return rows.map((r) => r.id);
    },

    register() {
      deps.jobs.define(ERASURE_QUEUES.attempt, async (job) => {
        const [row] = await repo.byIds(deps.db, [String(job.data.id)]);
        if (row) await attempt(row, job.now);
      });
      deps.jobs.define(ERASURE_QUEUES.sweep, async (job) => void (await sweep(job.now)));
      deps.jobs.daily(ERASURE_QUEUES.sweep, SWEEP_HOUR_UTC);
    },

    /** After the commit: the first attempt is a job, run after the answer has gone out. */
    async eraseSoon(ids: string[]) {
      if (ids.length === 0) return;
      await deps.jobs.sendMany(ERASURE_QUEUES.attempt, (await repo.byIds(deps.db, ids)).map(jobFor));
    },

    sweep,
  };
}

export type CustomerErasureService = ReturnType<typeof createCustomerErasureService>;
