import { describe, expect, it } from 'vitest';
import type { SubscriberStats } from '../../../shared/domain/stats';
import { createStatsSnapshot } from './stats-snapshot';

const record = (total: number): SubscriberStats => ({ total_subscribers: total, verified_subscribers: 0, goal: 10, phase: 1 });

/** A read whose answer the test releases by hand, to place a change in the middle of it. */
function controlledReads() {
  const pending: Array<(stats: SubscriberStats) => void> = [];
  let database = 0;
  return {
    read: () => new Promise<SubscriberStats>((resolve) => pending.push(resolve)),
    commit: () => void (database += 1),
    /** Lets the oldest (or newest) read still running finish with what the database held when it started. */
    release(seen: number, which: 'oldest' | 'newest' = 'oldest') {
      (which === 'oldest' ? pending.shift() : pending.pop())?.(record(seen));
    },
    get database() {
      return database;
    },
    get waiting() {
      return pending.length;
    },
  };
}

describe('stats snapshot', () => {
  it('reads once, then answers from memory until a change', async () => {
    let reads = 0;
    const snapshot = createStatsSnapshot(async () => record(++reads));
    expect(await snapshot.current()).toEqual(record(1));
    expect(await snapshot.current()).toEqual(record(1));
    snapshot.invalidate();
    expect(await snapshot.current()).toEqual(record(2));
    expect(reads).toBe(2);
  });

  it('shares one read among callers who ask while it runs', async () => {
    const db = controlledReads();
    const snapshot = createStatsSnapshot(db.read);
    const a = snapshot.current();
    const b = snapshot.current();
    expect(db.waiting).toBe(1);
    db.release(0);
    expect(await a).toEqual(record(0));
    expect(await b).toEqual(record(0));
  });

  it('never keeps a read that started before a change, and serves the change to everyone asking after it', async () => {
    const db = controlledReads();
    const snapshot = createStatsSnapshot(db.read);
    const early = snapshot.current();
    const seenByEarly = db.database;
    db.commit();
    snapshot.invalidate();
    const late = snapshot.current();
    expect(db.waiting).toBe(2);

    // The later read finishes first; the earlier one's older figure must not replace it.
    db.release(db.database, 'newest');
    expect(await late).toEqual(record(1));
    db.release(seenByEarly);
    expect(await early).toEqual(record(0));
    expect(await snapshot.current()).toEqual(record(1));
    expect(db.waiting).toBe(0);
  });

  it('reads again after a failed read instead of keeping the failure', async () => {
    let fail = true;
    const snapshot = createStatsSnapshot(async () => {
      if (fail) throw new Error('database unavailable');
      return record(3);
    });
    await expect(snapshot.current()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await snapshot.current()).toEqual(record(3));
  });
});
