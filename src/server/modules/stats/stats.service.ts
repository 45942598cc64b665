import { normalizeStats, type SubscriberStats } from '../../../shared/domain/stats';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import type { EventBus } from '../../realtime/bus';
import { statsRepository } from './stats.repository';
import { createStatsSnapshot } from './stats-snapshot';

export function createStatsService(deps: { db: Executor; bus: EventBus }) {
  const read = async (): Promise<SubscriberStats> => normalizeStats(await statsRepository.read(deps.db));
  const snapshot = createStatsSnapshot(read);
  // Changes committed on other instances (PostgreSQL) or by other processes (SQLite) arrive here.
  deps.bus.subscribe('stats', snapshot.invalidate);

  return {
    /** Reads the row itself: for admin screens, which must not depend on having heard every change. */
    get: read,

    /** The public figures, from memory between changes: no database round trip on the hot path. */
    current: snapshot.current,

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

    /**
     * Called after that transaction commits, so listeners never see uncommitted numbers. This
     * instance's snapshot is dropped before the answer goes out, rather than when the bus brings the
     * news back (a NOTIFY round trip on PostgreSQL), so the writer's next read already shows the change.
     */
    announceChange() {
      snapshot.invalidate();
      return deps.bus.publish('stats');
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
