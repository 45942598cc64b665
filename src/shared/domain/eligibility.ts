import type { Phase } from './stats';

/**
 * Eligibility follows the pledge (terms, "Membership and Pledge" and "Cancellation"): a member
 * commits to 12 months, and leaving before then may delay or remove eligibility. Applied in Phase 2
 * only, when an admin approves an application (Phase 1 collects nothing, so nothing can be counted):
 *
 * - a month counts when the member's settled money in it (contributions and recorded payments, net
 *   of corrections) is more than zero; paused months add nothing and take nothing away;
 * - a member who has contributed all 12 months is eligible whatever their pledge's status;
 * - before that, the pledge must still be kept (not cancelled, not merely pending) and at least
 *   QUALIFYING_MONTHS must have settled, so help goes to members whose promise is real;
 * - cancelling before 12 months therefore removes eligibility; pledging again restores it once a
 *   new contribution settles, and the months given before still count toward the 12.
 */
export const PLEDGE_TERM_MONTHS = 12;
export const QUALIFYING_MONTHS = 1;

export type EligibilityReason = 'phase_one' | 'fulfilled' | 'keeping' | 'no_contribution' | 'cancelled_early' | 'not_started';

export interface Eligibility {
  /** False in Phase 1: the rule does not apply yet. */
  applies: boolean;
  eligible: boolean;
  reason: EligibilityReason;
  contributed_months: number;
  required_months: number;
  qualifying_months: number;
}

/** `status` is the pledge's status, null when the member has none. */
export function eligibilityOf(input: { phase: Phase; status: string | null; contributedMonths: number }): Eligibility {
  const base = { contributed_months: input.contributedMonths, required_months: PLEDGE_TERM_MONTHS, qualifying_months: QUALIFYING_MONTHS };
  if (input.phase !== 2) return { ...base, applies: false, eligible: true, reason: 'phase_one' };
  if (input.contributedMonths >= PLEDGE_TERM_MONTHS) return { ...base, applies: true, eligible: true, reason: 'fulfilled' };
  if (input.status === 'cancelled') return { ...base, applies: true, eligible: false, reason: 'cancelled_early' };
  if (input.status === null || input.status === 'pending') return { ...base, applies: true, eligible: false, reason: 'not_started' };
  if (input.contributedMonths < QUALIFYING_MONTHS) return { ...base, applies: true, eligible: false, reason: 'no_contribution' };
  return { ...base, applies: true, eligible: true, reason: 'keeping' };
}
