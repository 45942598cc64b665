import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { formatCompactUsd, formatDay, formatMoney, formatPercent, formatPhone, formatUsd } from './format';

const inLocale = (locale: string) => i18n.loadAndActivate({ locale, messages: {} });

describe('formatting', () => {
  afterEach(() => inLocale('en'));

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

  it('never lets a French figure break at its spaces', () => {
    inLocale('fr-CA');
    for (const text of [formatPercent(0.01), formatUsd(123456), formatMoney(1000, 'CAD'), formatCompactUsd(1200)]) {
      expect(text, JSON.stringify(text)).not.toMatch(/[ \n\t]/);
      expect(text).toMatch(/[\u00a0\u202f]/);
    }
    expect(formatPercent(0.01)).toMatch(/^1[\u00a0\u202f]%$/);
    expect(formatUsd(1000)).toMatch(/^10,00[\u00a0\u202f]\$[\u00a0\u202f]US$/);
  });

  it('keeps an Arabic amount and its currency together as one isolated figure', () => {
    inLocale('ar');
    const amount = formatUsd(1000);
    // Isolated as a whole (right to left), with 'US$' one left-to-right unit inside it.
    expect(amount.startsWith('\u2067')).toBe(true);
    expect(amount.endsWith('\u2069')).toBe(true);
    expect(amount).toContain('\u2066US$\u2069');
    expect(amount.replace(/[\u200e\u200f\u2066-\u2069]/g, '')).toBe('10.00\u00a0US$');
    expect(formatMoney(2000, 'CAD')).toContain('\u2066CA$\u2069');
    expect(formatPercent(0.99)).toMatch(/^\u2067.*99.*%.*\u2069$/u);
  });

  it('adds no direction marks to English or French', () => {
    for (const locale of ['en', 'fr-CA']) {
      inLocale(locale);
      expect(formatUsd(1000) + formatPercent(0.5)).not.toMatch(/[\u2066-\u2069]/);
    }
  });
});
