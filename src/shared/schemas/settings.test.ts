import { describe, expect, it } from 'vitest';
import { goalSettingsSchema } from './settings';

const messages = (goal: unknown) => {
  const result = goalSettingsSchema.safeParse({ goal });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('goal settings', () => {
  it.each([1, 1_000_000, 100_000_000])('accepts %i', (goal) => {
    expect(messages(goal)).toEqual([]);
  });

  it.each([
    [0, 'Goal must be at least 1'],
    [100_000_001, 'Goal must be at most 100,000,000'],
    [1.5, 'Goal must be a whole number'],
    [Number.NaN, 'Goal must be a whole number'],
    ['1000', 'Goal must be a whole number'],
  ])('refuses %s with "%s"', (goal, message) => {
    expect(messages(goal)).toEqual([message]);
  });
});
