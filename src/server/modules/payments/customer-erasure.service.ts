import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/executor';
import { isoAfter, nowIso } from '../../db/time';
import type { BackgroundTasks } from '../../jobs/background-tasks';
import type { Log } from '../../log';
import { customerErasureRepository as repo } from './customer-erasure.repository';
import { type PaymentProvider, ProviderUnavailableError } from './payment-provider';

const HOUR = 60 * 60 * 1000;
/** An attempt holds its row this long, so another instance does not send the same call meanwhile. */
const LEASE_MS = 10 * 60 * 1000;
/** Rows tried per housekeeping round: each is one call to the provider. */
const BATCH = 100;

/** 1, 2, 4 … hours after each failure, then once a day: an outage of days is still caught up. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** Math.max(attempts - 1, 0), 24) * HOUR;

type Row = Awaited<ReturnType<typeof repo.due>>[number];

/**
 * Deleting a member's customer at the payment provider when their account is erased. The deletion is
 * recorded in the erasure's own transaction and tried once it has committed, off the request; a
 * provider that cannot be reached leaves the row to the hourly retry, so closing an account never
 * waits on, or fails because of, the provider.
 */
export function createCustomerErasureService(deps: { db: Executor; provider: PaymentProvider | null; tasks: BackgroundTasks; log: Log }) {
  async function attempt(row: Row, now: Date) {
    if (!(await repo.claim(deps.db, row, isoAfter(LEASE_MS, now)))) return;
    const { provider } = deps;
    // Keys removed since, or another provider configured: the row waits for its own provider.
    if (!provider || provider.name !== row.provider) {
      await repo.failed(deps.db, row.id, { attempts: row.attempts, next_attempt_at: isoAfter(24 * HOUR, now), last_error: 'provider not configured' });
      return;
    }
    try {
      await provider.deleteCustomer(row.customer_id);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      const attempts = row.attempts + 1;
      deps.log.error({ erasure: row.id, attempts }, 'payment provider: deleting a customer failed, will retry');
      await repo.failed(deps.db, row.id, { attempts, next_attempt_at: isoAfter(retryDelayMs(attempts), now), last_error: 'provider unavailable' });
      return;
    }
    await repo.done(deps.db, row.id);
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

    /** After the commit: the first attempt runs after the answer has gone out. */
    eraseSoon(ids: string[]) {
      if (ids.length === 0) return;
      deps.tasks.run('delete provider customer', async () => {
        const now = new Date();
        for (const row of await repo.byIds(deps.db, ids)) await attempt(row, now);
      });
    },

    /** The housekeeping's retry: every deletion whose next attempt is due. */
    async retryDue(now: Date = new Date()): Promise<void> {
      for (const row of await repo.due(deps.db, now.toISOString(), BATCH)) await attempt(row, now);
    },
  };
}

export type CustomerErasureService = ReturnType<typeof createCustomerErasureService>;
