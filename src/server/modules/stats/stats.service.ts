import { normalizeStats, type SubscriberStats } from '../../../shared/domain/stats';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import type { EventBus } from '../../realtime/bus';
import { statsRepository } from './stats.repository';

export function createStatsService(deps: { db: Executor; bus: EventBus }) {
  return {
    async get(): Promise<SubscriberStats> {
      return normalizeStats(await statsRepository.read(deps.db));
    },

    /** Called inside the transaction that adds, verifies or removes a member. */
    adjust(trx: Executor, delta: { total?: number; verified?: number }) {
      return statsRepository.adjust(trx, delta, nowIso());
    },

    /** Called after that transaction commits, so listeners never see uncommitted numbers. */
    announceChange() {
      return deps.bus.publish('stats');
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
