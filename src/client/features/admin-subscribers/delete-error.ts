import { SUBSCRIBER_MESSAGES } from '../../../shared/schemas/admin-subscribers';
import { ApiError } from '../../lib/api';

/**
 * The messages for a failed deletion: signed out; the call itself failed (network or
 * server); the server answered with an error, whose own message is shown as the description; or
 * something else went wrong in the page.
 */
export function deleteErrorToast(err: unknown): { title: string; description?: string } {
  if (!(err instanceof ApiError)) return { title: SUBSCRIBER_MESSAGES.unexpected };
  if (err.status === 401) return { title: SUBSCRIBER_MESSAGES.signedOut };
  if (err.status === 0 || err.status >= 500) return { title: SUBSCRIBER_MESSAGES.deleteFailed };
  return { title: SUBSCRIBER_MESSAGES.deleteRefused, description: err.message };
}
