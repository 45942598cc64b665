import { NO_STATE } from '../../../shared/schemas/admin-subscribers';
import { NO_SUBSCRIPTION } from '../../../shared/schemas/subscriptions';
import { formatDate } from '../../lib/format';

export const SUBSCRIPTION_LABELS: Record<string, string> = {
  pending: /*i18n*/ 'Pending',
  active: /*i18n*/ 'Active',
  paused: /*i18n*/ 'Paused',
  past_due: /*i18n*/ 'Past due',
  cancelled: /*i18n*/ 'Cancelled',
  [NO_SUBSCRIPTION]: /*i18n*/ 'No subscription',
};

export const subscriptionLabel = (status: string) => SUBSCRIPTION_LABELS[status] ?? status;

/** Dates as the rest of the app shows them ('Mar 1, 2026' in English), in the page's language. */
export const formatDay = formatDate;

/** A state the member left empty is shown the way Group by State names it. */
export const stateLabel = (state: string) => state.trim() || NO_STATE;
