import { describe, expect, it } from 'vitest';
import { distributionSchema } from './distributions';

const first = (input: object) => {
  const r = distributionSchema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
};
const ok = { month_year: '2026-01', beneficiaries_count: '100' };

describe('prepare-a-month form schema', () => {
  it('turns the count into a number', () => {
    expect(distributionSchema.parse(ok)).toEqual({ month_year: '2026-01', beneficiaries_count: 100 });
    expect(distributionSchema.parse({ ...ok, beneficiaries_count: 100000 }).beneficiaries_count).toBe(100_000);
  });

  it('has no pool to type: the pool comes from the ledger', () => {
    expect(first({ ...ok, total_pool: '1000' })).toMatch(/total_pool/);
  });

  it.each([
    [{ month_year: 'January 2025' }, 'Format must be YYYY-MM (e.g., 2024-01)'],
    [{ month_year: '2025-13' }, 'Format must be YYYY-MM (e.g., 2024-01)'],
    [{ beneficiaries_count: '' }, 'Beneficiaries count is required'],
    [{ beneficiaries_count: '2.5' }, 'Beneficiaries count must be a whole number'],
    [{ beneficiaries_count: '0' }, 'Beneficiaries count must be greater than 0'],
    [{ beneficiaries_count: '100001' }, 'Beneficiaries count must be less than 100,000'],
  ])('%o gives "%s"', (override, message) => {
    expect(first({ ...ok, ...override })).toBe(message);
  });
});
