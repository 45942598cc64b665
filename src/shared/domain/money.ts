import { numberFormat } from '../i18n/intl-formats';

/** Money is integer cents; these helpers are the only place the 99% / 1% rule lives. */

export const REDISTRIBUTION_PERCENT = 99;
export const OPERATIONS_PERCENT = 1;

export interface PoolSplit {
  pool_cents: number;
  distributed_cents: number;
  retained_cents: number;
}

/** Operations keep floor(1%), so the cap is never exceeded; any odd cent goes to the beneficiaries. */
export function splitPool(poolCents: number): PoolSplit {
  if (!Number.isSafeInteger(poolCents) || poolCents < 0) throw new RangeError('pool must be a non-negative whole number of cents');
  const retained = Math.floor(poolCents / 100);
  return { pool_cents: poolCents, distributed_cents: poolCents - retained, retained_cents: retained };
}

/** Equal shares in cents that add up exactly: the first (amount mod n) shares get one cent more. */
export function equalShares(totalCents: number, n: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError('total must be a non-negative whole number of cents');
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError('there must be at least one share');
  const base = Math.floor(totalCents / n);
  const extra = totalCents - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Parses a dollar amount typed by a person ("10", "10.5", "1,234.56") into cents, or null. */
export function dollarsToCents(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

export function formatCents(cents: number, locale = 'en-US', currency = 'USD'): string {
  return numberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
