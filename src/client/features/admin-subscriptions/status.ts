import type { SubscriptionStatus } from '../../../shared/schemas/subscriptions';

export const STATUS_LABELS: Record<SubscriptionStatus, string> = { active: 'Active', pending: 'Pending', paused: 'Paused', cancelled: 'Cancelled' };

export const STATUS_TONES = { active: 'green', pending: 'yellow', paused: 'gray', cancelled: 'red' } as const satisfies Record<SubscriptionStatus, string>;

/** In the order of the spec's status filter. */
export const FILTER_STATUSES: SubscriptionStatus[] = ['active', 'pending', 'cancelled', 'paused'];
