import { z } from 'zod';
import { singleLineText } from './text';
import { phoneField } from './auth';

export const OTP_LENGTH = 6;
export const OTP_MESSAGE = 'Please enter a valid 6-digit code';

export const otpCodeField = singleLineText().trim().regex(/^\d{6}$/, OTP_MESSAGE);

/** spec §7 verify-phone: used right after sign-up, before the person has a session. */
export const verifyPhoneSchema = z.strictObject({ user_id: z.uuid('Invalid user'), otp_code: otpCodeField });
export const resendOtpSchema = z.strictObject({ user_id: z.uuid('Invalid user') });

export const memberOtpSchema = z.strictObject({ otp_code: otpCodeField });
export const changePhoneSchema = z.strictObject({ phone: phoneField });

export const PHONE_MESSAGES = {
  verified: 'Account fully verified! Please log in.',
  verifiedSignedIn: /*i18n*/ 'Your phone number is verified. Welcome!',
  memberVerified: 'Your phone number is verified.',
  failed: 'Verification failed',
  expired: 'This code has expired. Please request a new one.',
  locked: 'Too many wrong codes. Please request a new one.',
  sent: 'We sent a 6-digit code by text message.',
  noCode: 'There is no code waiting for this number. Please request a new one.',
  noPhone: 'Add a phone number first.',
} as const;
