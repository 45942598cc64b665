import { z } from 'zod';
import { singleLineText } from './text';

/** Codes are made of capitals and digits; people type them in any case and with stray spaces. */
export const referralCodeField = singleLineText()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,16}$/, /*i18n*/ 'Invalid referral code');

/** The sign-up form's field: left empty, there is no code. */
export const optionalReferralCodeField = singleLineText()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(referralCodeField.optional());

export const referralLookupSchema = z.strictObject({ code: referralCodeField });

export const REFERRAL_MESSAGES = {
  unknownCode: /*i18n*/ 'We do not know this referral code. Check it, or leave the field empty.',
} as const;
