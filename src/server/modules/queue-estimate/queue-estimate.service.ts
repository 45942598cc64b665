import { monthOf } from '../../../shared/domain/ledger';
import { ESTIMATE_MONTHS, estimatedPoolMonth, estimateQueue } from '../../../shared/domain/queue-estimate';
import type { MyQueueEstimate, PublicQueue } from '../../../shared/queue-api';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import type { ApplicationsService } from '../applications/applications.service';
import { queueEstimateRepository } from './queue-estimate.repository';

/**
 * The live queue as counts: how many approved applications wait and, from the recent pools, how long
 * they would take (shared/domain/queue-estimate.ts). A count and a range count on one index, three
 * rows of distributions: never the queue itself, and never anyone's name or id.
 */
export function createQueueEstimateService(deps: { db: Executor; applications: ApplicationsService }) {
  const estimateFor = async (waiting: number) =>
    estimateQueue(waiting, await queueEstimateRepository.recentPools(deps.db, ESTIMATE_MONTHS), monthOf(nowIso()));

  return {
    async publicQueue(): Promise<PublicQueue> {
      const waiting = await deps.applications.countWaiting(deps.db);
      return { waiting, estimate: await estimateFor(waiting) };
    },

    /** The member's own place (if they wait) and the pool month that would reach it at the recent pace. */
    async forMember(userId: string): Promise<MyQueueEstimate> {
      const status = await deps.applications.beneficiaryStatus(userId);
      const waiting = status.waiting?.waiting_total ?? (await deps.applications.countWaiting(deps.db));
      const estimate = await estimateFor(waiting);
      const position = status.waiting?.position ?? null;
      return { position, waiting, estimate, estimated_pool_month: position !== null && estimate ? estimatedPoolMonth(position, estimate) : null };
    },
  };
}

export type QueueEstimateService = ReturnType<typeof createQueueEstimateService>;
