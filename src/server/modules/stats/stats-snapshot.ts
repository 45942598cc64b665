import type { SubscriberStats } from '../../../shared/domain/stats';

/**
 * The stats record kept in memory between changes, so hot reads cost no database round trip.
 *
 * Every change bumps a generation. A read started before a change may still answer the callers that
 * asked before it, but it is never kept, and callers after the change start a fresh read: the
 * figure served after a write is always one read after that write committed.
 */
export function createStatsSnapshot(read: () => Promise<SubscriberStats>) {
  let generation = 0;
  let kept: { generation: number; stats: SubscriberStats } | undefined;
  let reading: { generation: number; promise: Promise<SubscriberStats> } | undefined;

  function load(): Promise<SubscriberStats> {
    const started = generation;
    const promise = read()
      .then((stats) => {
        if (generation === started) kept = { generation: started, stats };
        return stats;
      })
      .finally(() => {
        if (reading?.promise === promise) reading = undefined;
      });
    reading = { generation: started, promise };
    return promise;
  }

  return {
    current(): Promise<SubscriberStats> {
      if (kept?.generation === generation) return Promise.resolve(kept.stats);
      if (reading?.generation === generation) return reading.promise;
      return load();
    },
    /** Called once a change has committed, here or (through the bus) on another instance. */
    invalidate() {
      generation += 1;
      kept = undefined;
    },
  };
}

export type StatsSnapshot = ReturnType<typeof createStatsSnapshot>;
