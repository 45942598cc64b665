import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles the wait from the base up to the ceiling', () => {
    const top = (attempt: number) => backoffDelay(attempt, { baseMs: 1000, maxMs: 30_000, random: () => 1 });
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(top)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('keeps half of the wait and draws the other half at random', () => {
    expect(backoffDelay(3, { baseMs: 1000, random: () => 0 })).toBe(4000);
    expect(backoffDelay(3, { baseMs: 1000, random: () => 0.5 })).toBe(6000);
  });
});
