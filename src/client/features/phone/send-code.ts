import { toast } from '../../lib/toast';
import { type MessageResponse } from '../../../shared/api';
import { PHONE_MESSAGES } from '../../../shared/forms/phone';
import { i18n, translateKnown } from '../../i18n/i18n';
import { post } from '../../lib/api';

/** Asks for a new code at one of the resend routes; true when it went out ('Failed to resend code' otherwise). */
export async function resendCode(path: string, body?: object): Promise<boolean> {
  try {
    await post<MessageResponse>(path, body);
    toast.success(translateKnown(i18n, PHONE_MESSAGES.sent));
    return true;
  } catch (err) {
    toast.error(i18n._('Failed to resend code'), { description: err instanceof Error ? err.message : undefined });
    return false;
  }
}

/**
 * 'Verification failed' as a toast; the server's reason (tries left, expired, locked: what to do next)
 * is returned for the code field to show.
 */
export function showVerificationError(err: unknown): string {
  toast.error(translateKnown(i18n, PHONE_MESSAGES.failed));
  return err instanceof Error && err.message ? err.message : translateKnown(i18n, PHONE_MESSAGES.failed);
}
