import type { SubscriptionStatus } from '../../../shared/schemas/subscriptions';

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: /*i18n*/ 'Active',
  pending: /*i18n*/ 'Pending',
  paused: /*i18n*/ 'Paused',
  past_due: /*i18n*/ 'Past due',
  cancelled: /*i18n*/ 'Cancelled',
};

export const STATUS_TONES = { active: 'green', pending: 'yellow', paused: 'gray', past_due: 'red', cancelled: 'red' } as const satisfies Record<SubscriptionStatus, string>;

/** In the order of the spec's status filter. */
export const FILTER_STATUSES: SubscriptionStatus[] = ['active', 'pending', 'cancelled', 'paused', 'past_due'];
