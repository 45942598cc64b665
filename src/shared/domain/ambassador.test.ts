import { describe, expect, it } from 'vitest';
import { AMBASSADOR_RANKS, rankFor } from './ambassador';

describe('ambassador rank', () => {
  it('follows the thresholds 10, 50 and 100 at both edges', () => {
    const cases: [number, string][] = [[0, 'Member'], [9, 'Member'], [10, 'Bronze'], [49, 'Bronze'], [50, 'Silver'], [99, 'Silver'], [100, 'Gold'], [5000, 'Gold']];
    for (const [count, rank] of cases) expect(rankFor(count).rank, String(count)).toBe(rank);
  });

  it('names the next rank and the referrals it needs, and none at Gold', () => {
    expect(rankFor(0).next).toEqual({ rank: 'Bronze', at: 10 });
    expect(rankFor(10).next).toEqual({ rank: 'Silver', at: 50 });
    expect(rankFor(75).next).toEqual({ rank: 'Gold', at: 100 });
    expect(rankFor(100).next).toBeNull();
  });

  it('measures progress within the current rank toward the next', () => {
    expect(rankFor(0).progressPercent).toBe(0);
    expect(rankFor(5).progressPercent).toBe(50);
    expect(rankFor(10).progressPercent).toBe(0);
    expect(rankFor(30).progressPercent).toBe(50);
    expect(rankFor(90).progressPercent).toBe(80);
    expect(rankFor(100).progressPercent).toBe(100);
    expect(rankFor(250).progressPercent).toBe(100);
  });

  it('reads negative, fractional and non-numeric counts safely', () => {
    expect(rankFor(-3)).toEqual(rankFor(0));
    expect(rankFor(Number.NaN)).toEqual(rankFor(0));
    expect(rankFor(Number.POSITIVE_INFINITY)).toEqual(rankFor(0));
    expect(rankFor(9.9).rank).toBe('Member');
  });

  it('keeps the ranks in ascending order and the goal at the Gold threshold', () => {
    const thresholds = AMBASSADOR_RANKS.map((r) => r.at);
    expect(thresholds).toEqual([0, 10, 50, 100]);
  });
});
