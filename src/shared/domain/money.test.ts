import { describe, expect, it } from 'vitest';
import { dollarsToCents, equalShares, splitPool } from './money';

describe('money', () => {
  it('keeps at most 1% and gives any odd cent to beneficiaries', () => {
    expect(splitPool(1_000_000)).toEqual({ pool_cents: 1_000_000, distributed_cents: 990_000, retained_cents: 10_000 });
    expect(splitPool(199)).toEqual({ pool_cents: 199, distributed_cents: 198, retained_cents: 1 });
    for (const pool of [0, 1, 99, 101, 12_345, 1_000_000_000]) {
      const split = splitPool(pool);
      expect(split.distributed_cents + split.retained_cents).toBe(pool);
      expect(split.retained_cents * 100).toBeLessThanOrEqual(pool);
    }
  });

  it('splits equally in cents with an exact total', () => {
    expect(equalShares(1000, 3)).toEqual([334, 333, 333]);
    for (const [total, n] of [[1, 7], [99_000, 13], [1_000_000_000, 99_999]] as const) {
      const shares = equalShares(total, n);
      expect(shares).toHaveLength(n);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
  });

  it('parses typed dollar amounts into cents', () => {
    expect(dollarsToCents('10')).toBe(1000);
    expect(dollarsToCents('1,234.5')).toBe(123_450);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('1.234')).toBeNull();
    expect(dollarsToCents('-1')).toBeNull();
    expect(dollarsToCents('abc')).toBeNull();
  });
});
