import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BENEFICIARIES } from '../schemas/distributions';
import { equalShares, splitPool } from './money';

/** Far above a month's pool at the stated target ($10M+), now that the pool comes from the ledger. */
const MAX_POOL_CENTS = 100_000_000_00;

describe('allocation arithmetic (property tests)', () => {
  it('the 99% and 1% always add up to the pool, and operations never exceed 1%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_POOL_CENTS }), (pool) => {
        const split = splitPool(pool);
        expect(split.distributed_cents + split.retained_cents).toBe(pool);
        expect(split.retained_cents * 100).toBeLessThanOrEqual(pool);
        expect(split.distributed_cents).toBeGreaterThanOrEqual(Math.ceil(pool * 0.99));
      }),
      { numRuns: 2000 },
    );
  });

  it('the shares always add up to the distributed amount and differ by at most one cent', () => {
    // Most months have few beneficiaries; half the runs stay there so that the long lists, which cost
    // the most, do not take the test past its time on a busy machine.
    const beneficiaries = fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: MAX_BENEFICIARIES }));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_POOL_CENTS }), beneficiaries, (pool, n) => {
        const { distributed_cents } = splitPool(pool);
        const shares = equalShares(distributed_cents, n);
        expect(shares).toHaveLength(n);
        let sum = 0;
        let min = Infinity;
        let max = -Infinity;
        for (const s of shares) {
          sum += s;
          min = Math.min(min, s);
          max = Math.max(max, s);
        }
        expect(sum).toBe(distributed_cents);
        expect(max - min).toBeLessThanOrEqual(1);
        expect(min).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
