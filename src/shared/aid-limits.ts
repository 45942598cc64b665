import { z } from 'zod';

/** Path of the fund's fair limits on assistance: anyone reads them, only an admin changes them. */
export const AID_LIMITS_API = '/api/aid-limits' as const;
export const ADMIN_AID_LIMITS_API = '/api/admin/settings/aid-limits' as const;

export const MAX_MEMBERSHIP_DAYS = 3650;
export const MAX_PAYOUT_GAP_MONTHS = 120;
/** Below what an integer column holds on both databases: $20,000,000. */
export const MAX_YEARLY_CAP_CENTS = 2_000_000_000;

export const AID_LIMITS_MESSAGES = {
  days: /*i18n*/ 'The membership period must be a whole number of days from 1 to 3,650, or empty for none',
  months: /*i18n*/ 'The time between payouts must be a whole number of months from 1 to 120, or empty for none',
  cents: /*i18n*/ 'The yearly limit must be from $0.01 to $20,000,000.00, or empty for none',
  saved: /*i18n*/ 'Fair limits updated',
  saveFailed: /*i18n*/ 'Error updating the fair limits',
  loadFailed: /*i18n*/ 'Error loading the fair limits',
  // To the member who applies: the page they apply from shows the limits with their figures.
  tooNew: /*i18n*/ 'You cannot apply yet: members may apply once they have been members for the period shown under "Fair limits" on this page.',
  tooSoon: /*i18n*/ 'You cannot apply yet: you received a payout too recently. The time between two payouts is shown under "Fair limits" on this page.',
  capReached: /*i18n*/ 'You cannot apply yet: you have received the most one member may receive in 12 months, shown under "Fair limits" on this page.',
  // To the admin who approves.
  adminTooNew: /*i18n*/ 'This member has not been a member for the period the fair limits ask before applying (Settings).',
  adminTooSoon: /*i18n*/ 'This member received a payout more recently than the fair limits allow (Settings).',
  adminCapReached: /*i18n*/ 'This member has already received the yearly limit per member set in the fair limits (Settings).',
} as const;

const whole = (max: number, message: string) => z.number(message).int(message).min(1, message).max(max, message).nullable();

/** The fund's fair limits on assistance; null is no limit. Admin settings, audited when changed. */
export const aidLimitsSchema = z.strictObject({
  /** Days since joining before a member may apply. */
  min_membership_days: whole(MAX_MEMBERSHIP_DAYS, AID_LIMITS_MESSAGES.days),
  /** At most one payout in any this many months, counted by the pool months that paid. */
  payout_gap_months: whole(MAX_PAYOUT_GAP_MONTHS, AID_LIMITS_MESSAGES.months),
  /** The most one member receives from the pools of any 12 months in a row, in cents. */
  yearly_cap_cents: whole(MAX_YEARLY_CAP_CENTS, AID_LIMITS_MESSAGES.cents),
});
export type AidLimits = z.output<typeof aidLimitsSchema>;

/** Which limit refused an application or passed over a member at a distribution. */
export type AidLimitRule = 'membership' | 'payout_gap' | 'yearly_cap';

/** Months between two "YYYY-MM" months: later minus earlier. */
export const monthsBetween = (earlier: string, later: string): number =>
  (Number(later.slice(0, 4)) - Number(earlier.slice(0, 4))) * 12 + Number(later.slice(5, 7)) - Number(earlier.slice(5, 7));

/** The "YYYY-MM" month `count` months after `month` (before it when negative). */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
