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

    /** Sets the Phase 2 goal inside the caller's transaction and returns the goal it replaced. */
    async replaceGoal(trx: Executor, goal: number): Promise<number> {
      await statsRepository.lock(trx);
      const previous = normalizeStats(await statsRepository.read(trx)).goal;
      if (previous !== goal) await statsRepository.setGoal(trx, goal, nowIso());
      return previous;
    },

    /** Called after that transaction commits, so listeners never see uncommitted numbers. */
    announceChange() {
      return deps.bus.publish('stats');
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
