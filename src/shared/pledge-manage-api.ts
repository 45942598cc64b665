import type { Eligibility } from './domain/eligibility';
import type { PledgeCurrency } from './domain/payment-fees';
import type { SubscriptionStatus } from './schemas/subscriptions';

/** Paths of the member's own pledge changes, signed in or through the signed link of a receipt. */
export const PLEDGE_MANAGE_API = {
  /** GET: the pledge's state, what may be done with it now, and the member's eligibility. */
  state: '/api/me/pledge/manage',
  amount: '/api/me/pledge/amount',
  /** PUT { zakat_percent }: how much of each contribution is zakat, the rest sadaqah. */
  designation: '/api/me/pledge/designation',
  pause: '/api/me/pledge/pause',
  resume: '/api/me/pledge/resume',
  cancel: '/api/me/pledge/cancel',
  /** POST with { token }: the same, for the public page the receipt links to. */
  linkState: '/api/pledge-link/state',
  linkPause: '/api/pledge-link/pause',
  linkCancel: '/api/pledge-link/cancel',
} as const;

export interface PledgeManageState {
  status: SubscriptionStatus | null;
  monthly_amount_cents: number;
  currency: PledgeCurrency;
  next_billing_date: string | null;
  paused_from: string | null;
  /** While paused, the first day the pledge is active again. */
  paused_until: string | null;
  /** The earliest day a new pause may start, when a recent pause rules one out today. */
  next_pause_on: string | null;
  can_pause: boolean;
  can_resume: boolean;
  can_cancel: boolean;
  can_change_amount: boolean;
  /** The share of each contribution given as zakat (0 to 100); the rest is sadaqah. */
  zakat_percent: number;
  eligibility: Eligibility;
}

export interface PledgeActionResult {
  message: string;
  state: PledgeManageState;
}
