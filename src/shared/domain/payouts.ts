import { firstOpenMonth, nextMonth } from './ledger';

/** The words and the one rule of payouts: which status may follow which. */

export const PAYOUT_STATUSES = ['pending', 'sent', 'confirmed', 'failed', 'returned'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_METHODS = ['provider_transfer', 'outside'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** The methods money can be paid with now: a transfer through the provider needs a payment provider configured. */
export const availablePayoutMethods = (providerAvailable: boolean): PayoutMethod[] =>
  PAYOUT_METHODS.filter((m) => providerAvailable || m !== 'provider_transfer');

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: /*i18n*/ 'Pending',
  sent: /*i18n*/ 'Sent',
  confirmed: /*i18n*/ 'Confirmed',
  failed: /*i18n*/ 'Failed',
  returned: /*i18n*/ 'Returned',
};

export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  provider_transfer: /*i18n*/ 'Bank transfer through the provider',
  outside: /*i18n*/ 'Paid outside the platform',
};

/**
 * A payout goes forward only. Failed and returned are ends: their money has gone back to a pool, so a
 * new attempt is a later month's payout, never this one again. Money can come back after it was
 * confirmed (a bank returns a transfer), hence confirmed → returned.
 */
export const PAYOUT_NEXT: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['sent', 'failed'],
  sent: ['confirmed', 'failed', 'returned'],
  confirmed: ['returned'],
  failed: [],
  returned: [],
};

export const canMove = (from: PayoutStatus, to: PayoutStatus) => PAYOUT_NEXT[from].includes(to);

/** The statuses that give the money back to a pool. */
export const isReturnOfMoney = (status: PayoutStatus) => status === 'failed' || status === 'returned';

/**
 * The month whose pool gets a failed or returned payout's money: the first month after the payout's
 * own that no approved distribution has closed yet. A month's pool is read when it is prepared, so
 * money put in a month already paid out would never be counted.
 */
export function returnMonth(payoutMonth: string, closedMonths: ReadonlySet<string>): string {
  return firstOpenMonth(nextMonth(payoutMonth), closedMonths);
}
