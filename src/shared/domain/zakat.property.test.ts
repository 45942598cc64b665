import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateClose, designate } from './zakat';

const MAX_POOL_CENTS = 100_000_000_00;

describe('zakat and sadaqah (property tests)', () => {
  it('a contribution splits into parts that add up to the cent, the zakat part never above the percent chosen', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_POOL_CENTS, max: MAX_POOL_CENTS }), fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        const { zakat_cents, sadaqah_cents } = designate(amount, percent);
        expect(zakat_cents + sadaqah_cents).toBe(amount);
        expect(Math.abs(zakat_cents) * 100).toBeLessThanOrEqual(Math.abs(amount) * percent);
        expect(Math.abs(zakat_cents) * 100).toBeGreaterThan(Math.abs(amount) * percent - 100);
        if (amount !== 0 && zakat_cents !== 0) expect(Math.sign(zakat_cents)).toBe(Math.sign(amount));
      }),
      { numRuns: 2000 },
    );
  });

  it('the close: zakat never pays operations nor a sadaqah-only application, and each pool adds up to the cent', () => {
    const recipients = fc.array(fc.boolean(), { minLength: 1, maxLength: 300 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_POOL_CENTS }), fc.integer({ min: 0, max: MAX_POOL_CENTS }), recipients, (zakat, sadaqah, eligible) => {
        const result = allocateClose({ zakatCents: zakat, sadaqahCents: sadaqah, zakatEligible: eligible });
        if (zakat > 0 && !eligible.includes(true)) {
          expect(result).toBeNull();
          return;
        }
        expect(result).not.toBeNull();
        const r = result!;
        // Operations are drawn from sadaqah alone, never above 1% of the whole pool.
        expect(r.operations_cents).toBeLessThanOrEqual(sadaqah);
        expect(r.operations_cents * 100).toBeLessThanOrEqual(zakat + sadaqah);
        expect(r.operations_cents + r.operations_shortfall_cents).toBe(r.operations_target_cents);
        expect(r.operations_shortfall_cents).toBe(Math.max(0, Math.floor((zakat + sadaqah) / 100) - sadaqah));
        // All zakat reaches recipients; sadaqah less operations does.
        const zakatPaid = r.shares.reduce((sum, s) => sum + s.zakat_cents, 0);
        const sadaqahPaid = r.shares.reduce((sum, s) => sum + s.sadaqah_cents, 0);
        expect(zakatPaid).toBe(zakat);
        expect(r.zakat_distributed_cents).toBe(zakat);
        expect(sadaqahPaid + r.operations_cents).toBe(sadaqah);
        expect(r.sadaqah_distributed_cents).toBe(sadaqahPaid);
        r.shares.forEach((s, i) => {
          if (!eligible[i]) expect(s.zakat_cents).toBe(0);
          expect(s.zakat_cents).toBeGreaterThanOrEqual(0);
          expect(s.sadaqah_cents).toBeGreaterThanOrEqual(0);
        });
        // Within each pool the shares differ by at most a cent, the odd cents to the first in the queue.
        const zakatShares = r.shares.filter((_, i) => eligible[i]).map((s) => s.zakat_cents);
        for (const shares of [zakatShares, r.shares.map((s) => s.sadaqah_cents)]) {
          if (shares.length === 0) continue;
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
          expect([...shares].sort((a, b) => b - a)).toEqual(shares);
        }
      }),
      { numRuns: 500 },
    );
  });
});
