import { z } from 'zod';
import { singleLineText } from './text';
import { phoneField } from './auth';
import { OTP_MESSAGE } from '../forms/phone';

export { OTP_LENGTH, OTP_MESSAGE, PHONE_MESSAGES } from '../forms/phone';

export const otpCodeField = singleLineText().trim().regex(/^\d{6}$/, OTP_MESSAGE);

/** verify-phone: used right after sign-up, before the person has a session. */
export const verifyPhoneSchema = z.strictObject({ user_id: z.uuid('Invalid user'), otp_code: otpCodeField });
export const resendOtpSchema = z.strictObject({ user_id: z.uuid('Invalid user') });

export const memberOtpSchema = z.strictObject({ otp_code: otpCodeField });
export const changePhoneSchema = z.strictObject({ phone: phoneField });
