import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('cached Intl formatters', () => {
  it('gives the same number format for the same language and options, and formats as Intl does', () => {
    const percent = numberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 1 });
    expect(numberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 1 })).toBe(percent);
    expect(numberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })).not.toBe(percent);
    expect(numberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 2 })).not.toBe(percent);
    expect(percent.format(0.995)).toBe(new Intl.NumberFormat('fr-CA', { style: 'percent', maximumFractionDigits: 1 }).format(0.995));
    expect(numberFormat('ar')).toBe(numberFormat('ar'));
  });

  it('gives the same date format for the same language and options', () => {
    const month = dateTimeFormat('ar', { month: 'short', timeZone: 'UTC' });
    expect(dateTimeFormat('ar', { month: 'short', timeZone: 'UTC' })).toBe(month);
    expect(dateTimeFormat('ar', { month: 'long', timeZone: 'UTC' })).not.toBe(month);
    expect(month.format(new Date(Date.UTC(2026, 2, 1)))).toBe(new Intl.DateTimeFormat('ar', { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 2, 1))));
  });
});
