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

    /** Holds the stats row until the transaction ends and reads it: the figures a phase decision is made on. */
    async lockAndRead(trx: Executor): Promise<SubscriberStats> {
      await statsRepository.lock(trx);
      return normalizeStats(await statsRepository.read(trx));
    },

    /** Switches the phase inside the caller's transaction, only if it is still `from`; answers whether it did. */
    switchPhase(trx: Executor, change: { from: number; to: number; goal: number | null }): Promise<boolean> {
      return statsRepository.switchPhase(trx, change, nowIso());
    },

    /** Sets the Phase 2 goal inside the caller's transaction, which has locked the row (`lockAndRead`). */
    writeGoal(trx: Executor, goal: number) {
      return statsRepository.setGoal(trx, goal, nowIso());
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
