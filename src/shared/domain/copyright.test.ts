import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyrightYears } from './copyright';

afterEach(() => vi.useRealTimers());

describe('copyright years', () => {
  it('reads 2025 alone in 2025 and a range from 2026 on', () => {
    expect(copyrightYears(new Date('2025-06-01T00:00:00Z'))).toBe('2025');
    expect(copyrightYears(new Date('2026-11-24T12:00:00Z'))).toBe('2025–2026');
    expect(copyrightYears(new Date('2031-01-01T00:00:00Z'))).toBe('2025–2031');
  });

  it('follows the clock across New Year', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T23:59:59Z'), toFake: ['Date'] });
    expect(copyrightYears()).toBe('2025–2026');
    vi.setSystemTime(new Date('2027-01-01T00:00:01Z'));
    expect(copyrightYears()).toBe('2025–2027');
  });
});
