import { dateTimeFormat } from '../i18n/intl-formats';

/** Calendar helpers on 'yyyy-MM-dd' strings, free of time zones so server and browser agree. */

export const EARLIEST_BIRTH_DATE = '1900-01-01';
export const MINIMUM_AGE = 18;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Whole years between a birth date and today. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** '2025-01' reads 'January 2025' (or 'Jan 2025' when short), the way people name a month in `intlLocale`. */
export function monthLabel(monthYear: string, month: 'long' | 'short' = 'long', intlLocale = 'en-US'): string {
  const [y, m] = monthYear.split('-').map(Number) as [number, number];
  return dateTimeFormat(intlLocale, { month, year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
}
