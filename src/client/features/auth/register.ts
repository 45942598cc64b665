import { i18n } from '../../i18n/i18n';
import { toast } from '../../lib/toast';
import { API, type RegisterResponse } from '../../../shared/api';
import type { RegistrationInput, SignUpForm } from '../../../shared/schemas/auth';
import { ApiError, post } from '../../lib/api';

type RegistrationPayload = Omit<RegistrationInput, 'phone' | 'device_hash' | 'referral_code'> & { phone?: string; device_hash?: string; referral_code?: string };

export function toRegistrationPayload(form: SignUpForm, extras: { deviceHash?: string | undefined }): RegistrationPayload {
  return {
    full_name: form.fullName,
    email: form.email,
    password: form.password,
    ...(form.phone && { phone: form.phone }),
    ...(extras.deviceHash && { device_hash: extras.deviceHash }),
    gender: form.gender,
    country: form.country,
    city: form.city,
    state: form.state,
    postal_code: form.postalCode ?? '',
    marital_status: form.maritalStatus,
    dob: form.dob,
    ...(form.referralCode && { referral_code: form.referralCode }),
  };
}

/**
 * A definite answer (bad input, e-mail taken, too many tries) will not change on a retry, and a busy
 * server asked to be left alone for a few seconds: its message is shown instead.
 */
const worthRetrying = (err: unknown) => !(err instanceof ApiError) || err.status === 0 || (err.status >= 500 && err.code !== 'busy');

/**
 * register-user, and after a failure that may have left something behind: one cleanup of an
 * orphaned account by e-mail, then one retry. If the cleanup itself fails,
 * the original error stands and there is no retry.
 */
export async function registerWithRecovery(payload: RegistrationPayload): Promise<RegisterResponse> {
  try {
    return await post<RegisterResponse>(API.register, payload);
  } catch (err) {
    if (!worthRetrying(err)) throw err;
    toast.info(i18n._('Attempting account cleanup...'));
    try {
      await post(API.cleanupOrphanedUser, { email: payload.email });
    } catch {
      throw err;
    }
    return post<RegisterResponse>(API.register, payload);
  }
}

export const registrationErrorMessage = (err: unknown) => (err instanceof Error && err.message ? err.message : i18n._('Registration failed'));
