import { z } from 'zod';

/** Path of the admins' per-day limits: GET reads them, PUT replaces them (admins only). */
export const ADMIN_LIMITS_API = '/api/admin/settings/limits' as const;

/** Money caps stay below what an integer column holds on both databases: $20,000,000. */
export const MAX_LIMIT_CENTS = 2_000_000_000;
export const MAX_LIMIT_COUNT = 100_000;

export const ADMIN_LIMITS_MESSAGES = {
  count: /*i18n*/ 'A count limit must be a whole number from 1 to 100,000, or empty for no limit',
  cents: /*i18n*/ 'An amount limit must be from $0.01 to $20,000,000.00, or empty for no limit',
  saved: /*i18n*/ 'Daily limits updated',
  saveFailed: /*i18n*/ 'Error updating the daily limits',
  loadFailed: /*i18n*/ 'Error loading the daily limits',
} as const;

const count = z.number(ADMIN_LIMITS_MESSAGES.count).int(ADMIN_LIMITS_MESSAGES.count).min(1, ADMIN_LIMITS_MESSAGES.count).max(MAX_LIMIT_COUNT, ADMIN_LIMITS_MESSAGES.count).nullable();
const cents = z.number(ADMIN_LIMITS_MESSAGES.cents).int(ADMIN_LIMITS_MESSAGES.cents).min(1, ADMIN_LIMITS_MESSAGES.cents).max(MAX_LIMIT_CENTS, ADMIN_LIMITS_MESSAGES.cents).nullable();

/**
 * What one admin may do in any 24 hours; null is no limit. Each counts that admin's own actions over
 * the 24 hours before the next one, whoever else acts.
 */
export const adminLimitsSchema = z.strictObject({
  /** Applications approved (rejections are never limited). */
  application_approvals: count,
  /** Money shared out by the distributions approved, in cents. */
  distribution_cents: cents,
  /** Payouts marked as sent, by number and by money (cents). */
  payouts_sent: count,
  payout_cents_sent: cents,
});
export type AdminLimits = z.output<typeof adminLimitsSchema>;

/** The actions the limits count. */
export type LimitedAction = 'application_approval' | 'distribution_approval' | 'payout_sent';
