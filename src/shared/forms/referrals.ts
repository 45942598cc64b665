import { hasControlCharacters } from './text';

/** Codes are made of capitals and digits; people type them in any case and with stray spaces. */
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/** A typed code as the referral schema reads it, or undefined when the schema would refuse it. */
export function normalizeReferralCode(text: string): string | undefined {
  if (hasControlCharacters(text)) return undefined;
  const code = text.trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}

export const REFERRAL_MESSAGES = {
  unknownCode: /*i18n*/ 'We do not know this referral code. Check it, or leave the field empty.',
} as const;
