/**
 * Zakat and sadaqah kept apart (docs/decisions/0053-zakat-and-sadaqah.md). Every amount is integer
 * cents; these helpers are the only place the split of a contribution and of a month's close lives.
 */

/** The categories of Qur'an 9:60 an approved application can be marked with, or sadaqah only. */
export const ZAKAT_CATEGORIES = ['poor', 'needy', 'administrators', 'reconciliation', 'captives', 'debtors', 'cause_of_god', 'wayfarer'] as const;
export type ZakatCategory = (typeof ZAKAT_CATEGORIES)[number];
export const SADAQAH_ONLY = 'sadaqah_only' as const;
export type ZakatMarking = ZakatCategory | typeof SADAQAH_ONLY;

/** Where operations' share of a month is drawn from: the rule the Shariah board owns. */
export const OPERATIONS_SOURCES = ['sadaqah_only'] as const;
export type OperationsSource = (typeof OPERATIONS_SOURCES)[number];
export const DEFAULT_OPERATIONS_SOURCE: OperationsSource = 'sadaqah_only';

/** Twelve lunar months: how long zakat may wait for a recipient before admins are told. */
export const DEFAULT_ZAKAT_HOLD_DAYS = 354;

export interface Designated {
  zakat_cents: number;
  sadaqah_cents: number;
}

/**
 * The zakat part of an amount given `zakatPercent` (0 to 100) as zakat. The zakat part is rounded
 * toward zero to the cent and sadaqah takes the rest, so the two always add up to the amount and a
 * member is never counted as giving more zakat than they gave; a negative amount (a fee, a refund)
 * splits the same way with the same sign.
 */
export function designate(amountCents: number, zakatPercent: number): Designated {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError('amount must be a whole number of cents');
  if (!Number.isInteger(zakatPercent) || zakatPercent < 0 || zakatPercent > 100) throw new RangeError('zakat percent must be a whole number from 0 to 100');
  const zakat = Math.sign(amountCents) * Math.floor((Math.abs(amountCents) * zakatPercent) / 100);
  return { zakat_cents: zakat + 0, sadaqah_cents: amountCents - zakat };
}

export interface CloseInput {
  /** What the month's pool holds of zakat and of sadaqah, net of fees and refunds (below zero counts as zero). */
  zakatCents: number;
  sadaqahCents: number;
  /** For each recipient in queue order: may they receive zakat. */
  zakatEligible: readonly boolean[];
}

export interface CloseShare {
  zakat_cents: number;
  sadaqah_cents: number;
}

export interface CloseAllocation {
  zakat_pool_cents: number;
  sadaqah_pool_cents: number;
  /** 1% of the whole pool, rounded down: what operations would take. */
  operations_target_cents: number;
  operations_cents: number;
  /** What operations did not get because the month's sadaqah was short. */
  operations_shortfall_cents: number;
  zakat_distributed_cents: number;
  sadaqah_distributed_cents: number;
  shares: CloseShare[];
}

/** Operations' 1% of the whole pool (rounded down), drawn from sadaqah only: what they take and what they lack. */
export function operationsOf(zakatCents: number, sadaqahCents: number): { target_cents: number; operations_cents: number; shortfall_cents: number } {
  const target = Math.floor((zakatCents + sadaqahCents) / 100);
  const operations = Math.min(target, sadaqahCents);
  return { target_cents: target, operations_cents: operations, shortfall_cents: target - operations };
}

/** Equal shares that add up exactly; the first in the queue get the odd cents. */
function equal(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  const extra = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * A month's close with both pools, under the rule 'sadaqah_only' (the only one so far). Operations take 1% of the whole pool (rounded down), drawn from
 * sadaqah only: when sadaqah is short they take what there is. Zakat is shared equally among the
 * zakat-eligible recipients in queue order; what sadaqah remains is shared equally among every
 * recipient. Answers null when there is zakat and no recipient may receive it: the month cannot close.
 */
export function allocateClose(input: CloseInput): CloseAllocation | null {
  const zakat = Math.max(0, input.zakatCents);
  const sadaqah = Math.max(0, input.sadaqahCents);
  if (!Number.isSafeInteger(zakat) || !Number.isSafeInteger(sadaqah)) throw new RangeError('pools must be whole numbers of cents');
  const n = input.zakatEligible.length;
  if (n < 1) throw new RangeError('there must be at least one recipient');
  const eligible = input.zakatEligible.filter(Boolean).length;
  if (zakat > 0 && eligible === 0) return null;
  const { target_cents: target, operations_cents: operations, shortfall_cents: shortfall } = operationsOf(zakat, sadaqah);
  const zakatShares = eligible > 0 ? equal(zakat, eligible) : [];
  const sadaqahShares = equal(sadaqah - operations, n);
  let z = 0;
  const shares = input.zakatEligible.map((isEligible, i) => ({ zakat_cents: isEligible ? zakatShares[z++]! : 0, sadaqah_cents: sadaqahShares[i]! }));
  return {
    zakat_pool_cents: zakat,
    sadaqah_pool_cents: sadaqah,
    operations_target_cents: target,
    operations_cents: operations,
    operations_shortfall_cents: shortfall,
    zakat_distributed_cents: zakat,
    sadaqah_distributed_cents: sadaqah - operations,
    shares,
  };
}

/** A member's choice as a percent of zakat: all zakat, all sadaqah, or a split between them. */
export type DesignationKind = 'zakat' | 'sadaqah' | 'split';
export const designationKindOf = (zakatPercent: number): DesignationKind => (zakatPercent >= 100 ? 'zakat' : zakatPercent <= 0 ? 'sadaqah' : 'split');

/** An application may receive zakat once a reviewer marked it with one of the categories; not marked, it receives sadaqah only. */
export const isZakatEligible = (marking: ZakatMarking | null): boolean => marking !== null && marking !== SADAQAH_ONLY;
