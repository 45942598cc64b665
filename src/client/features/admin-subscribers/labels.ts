import { format } from 'date-fns';
import { NO_STATE } from '../../../shared/schemas/admin-subscribers';

export const SUBSCRIPTION_LABELS: Record<string, string> = {
  pending: 'Pending',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

export const subscriptionLabel = (status: string) => SUBSCRIPTION_LABELS[status] ?? status;

/** Dates as the rest of the app shows them (spec §9: 'MMM d, yyyy'). */
export const formatDay = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** A state the member left empty is shown the way Group by State names it. */
export const stateLabel = (state: string) => state.trim() || NO_STATE;
