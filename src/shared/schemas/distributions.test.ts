import { describe, expect, it } from 'vitest';
import { distributionSchema } from './distributions';

const first = (input: object) => {
  const r = distributionSchema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};
const ok = { month_year: '2026-01', total_pool: '1000000.00', beneficiaries_count: '100' };

describe('distribution form schema', () => {
  it('turns dollars into cents and counts into numbers', () => {
    expect(distributionSchema.parse(ok)).toEqual({ month_year: '2026-01', total_pool: 100_000_000, beneficiaries_count: 100 });
    expect(distributionSchema.parse({ ...ok, total_pool: '10000000', beneficiaries_count: 100000 }).total_pool).toBe(1_000_000_000);
  });

  it.each([
    [{ month_year: 'January 2025' }, 'Format must be YYYY-MM (e.g., 2024-01)'],
    [{ month_year: '2025-13' }, 'Format must be YYYY-MM (e.g., 2024-01)'],
    [{ total_pool: '' }, 'Total pool is required'],
    [{ total_pool: 'abc' }, 'Total pool must be a valid amount in dollars and cents'],
    [{ total_pool: '0' }, 'Total pool must be greater than 0'],
    [{ total_pool: '-5' }, 'Total pool must be greater than 0'],
    [{ total_pool: '10000000.01' }, 'Total pool must be less than $10,000,000'],
    [{ total_pool: '1.234' }, 'Total pool must be a valid amount in dollars and cents'],
    [{ beneficiaries_count: '' }, 'Beneficiaries count is required'],
    [{ beneficiaries_count: '2.5' }, 'Beneficiaries count must be a whole number'],
    [{ beneficiaries_count: '0' }, 'Beneficiaries count must be greater than 0'],
    [{ beneficiaries_count: '100001' }, 'Beneficiaries count must be less than 100,000'],
  ])('%o gives "%s"', (override, message) => {
    expect(first({ ...ok, ...override })).toBe(message);
  });
});
