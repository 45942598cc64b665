import { describe, expect, it } from 'vitest';
import { formatDay, formatPhone, formatUsd } from './format';

describe('formatting', () => {
  it('shows North American numbers in the usual way', () => {
    expect(formatPhone('+14105550199')).toBe('+1 (410) 555-0199');
    expect(formatPhone('12345')).toBe('12345');
  });
  it('formats cents as dollars', () => {
    expect(formatUsd(1000)).toBe('$10.00');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
  });
  it('shows a calendar date as that same day', () => {
    expect(formatDay('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDay('2025-12-31')).toBe('Dec 31, 2025');
  });
});
