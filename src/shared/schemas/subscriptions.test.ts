import { describe, expect, it } from 'vitest';
import { subscriptionListQuerySchema, subscriptionUpdateSchema } from './subscriptions';

const valid = { status: 'active', monthly_amount: '12.50', next_billing_date: '2026-02-01' };
const messages = (input: object) => {
  const result = subscriptionUpdateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('subscription update schema', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12.', 1200],
    ['.5', 50],
    [' 1,200 ', 120_000],
    ['0', 0],
    ['-0', 0],
    [12.5, 1250],
    [0, 0],
    [1_000_000, 100_000_000],
  ])('reads the monthly amount %j as %i cents', (amount, cents) => {
    expect(subscriptionUpdateSchema.parse({ ...valid, monthly_amount: amount }).monthly_amount).toBe(cents);
  });

  it.each([
    ['', 'Monthly amount is required'],
    ['   ', 'Monthly amount is required'],
    [undefined, 'Monthly amount is required'],
    [null, 'Monthly amount is required'],
    ['ten', 'Monthly amount must be a number'],
    [Number.NaN, 'Monthly amount is required'],
    ['1e3', 'Monthly amount must be a number'],
    ['-1', 'Monthly amount must be 0 or more'],
    [-0.01, 'Monthly amount must be 0 or more'],
    ['10.005', 'Monthly amount can have at most 2 decimals'],
    [0.1 + 0.2, 'Monthly amount can have at most 2 decimals'],
    ['1000000.01', 'Monthly amount must be at most $1,000,000'],
  ])('refuses the monthly amount %s with "%s"', (amount, message) => {
    expect(messages({ ...valid, monthly_amount: amount })).toEqual([message]);
  });

  it('takes an empty, null or missing next billing date as none', () => {
    for (const next_billing_date of ['', '  ', null, undefined]) {
      expect(subscriptionUpdateSchema.parse({ ...valid, next_billing_date }).next_billing_date).toBeNull();
    }
  });

  it.each(['2026-02-30', '01/02/2026', '20255-01-01', '1999-12-31', 'soon'])('refuses the next billing date %j', (date) => {
    expect(messages({ ...valid, next_billing_date: date })).toEqual(['Next billing date must be a valid date']);
  });

  it('knows the four statuses and nothing else', () => {
    for (const status of ['pending', 'active', 'paused', 'past_due', 'cancelled']) expect(messages({ ...valid, status })).toEqual([]);
    expect(messages({ ...valid, status: 'deleted' })).toEqual(['Please choose a status']);
  });

  it('refuses fields the form does not have', () => {
    expect(subscriptionUpdateSchema.safeParse({ ...valid, user_id: 'someone-else' }).success).toBe(false);
  });
});

describe('subscription list query', () => {
  it('defaults the page and treats the search and status as optional', () => {
    expect(subscriptionListQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(subscriptionListQuerySchema.parse({ q: '  Amina ', status: 'paused', page: '2' })).toEqual({ page: 2, page_size: 20, q: 'Amina', status: 'paused' });
  });
});
