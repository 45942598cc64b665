import { toast } from 'sonner';
import { type MessageResponse } from '../../../shared/api';
import { PHONE_MESSAGES } from '../../../shared/schemas/phone';
import { post } from '../../lib/api';

/** Asks for a new code at one of the resend routes; true when it went out (spec §8 'Failed to resend code'). */
export async function resendCode(path: string, body?: object): Promise<boolean> {
  try {
    await post<MessageResponse>(path, body);
    toast.success(PHONE_MESSAGES.sent);
    return true;
  } catch (err) {
    toast.error('Failed to resend code', { description: err instanceof Error ? err.message : undefined });
    return false;
  }
}

/** 'Verification failed', with the server's reason when it says more (expired, locked). */
export function showVerificationError(err: unknown) {
  toast.error(PHONE_MESSAGES.failed, { description: err instanceof Error && err.message !== PHONE_MESSAGES.failed ? err.message : undefined });
}
