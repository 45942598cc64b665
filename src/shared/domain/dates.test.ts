import { describe, expect, it } from 'vitest';
import { ageOn, isIsoDate, monthLabel } from './dates';

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-2-1')).toBe(false);
  });
  it('counts whole years of age', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17);
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18);
  });
  it('names months like a person would', () => {
    expect(monthLabel('2025-01')).toBe('January 2025');
    expect(monthLabel('2026-12')).toBe('December 2026');
    expect(monthLabel('2026-12', 'short')).toBe('Dec 2026');
  });
});
