import { z } from 'zod';
import { singleLineText } from './text';
import { REFERRAL_CODE_PATTERN } from '../forms/referrals';

export { REFERRAL_MESSAGES } from '../forms/referrals';

export const referralCodeField = singleLineText()
  .trim()
  .toUpperCase()
  .regex(REFERRAL_CODE_PATTERN, /*i18n*/ 'Invalid referral code');

/** The sign-up form's field: left empty, there is no code. */
export const optionalReferralCodeField = singleLineText()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(referralCodeField.optional());

export const referralLookupSchema = z.strictObject({ code: referralCodeField });
