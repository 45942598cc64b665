export const OTP_LENGTH = 6;
export const OTP_MESSAGE = /*i18n*/ 'Please enter a valid 6-digit code';

export const PHONE_MESSAGES = {
  verified: /*i18n*/ 'Account fully verified! Please log in.',
  verifiedSignedIn: /*i18n*/ 'Your phone number is verified. Welcome!',
  memberVerified: /*i18n*/ 'Your phone number is verified.',
  failed: /*i18n*/ 'Verification failed',
  expired: /*i18n*/ 'This code has expired. Please request a new one.',
  locked: /*i18n*/ 'Too many wrong codes. Please request a new one.',
  sent: /*i18n*/ 'We sent a 6-digit code by text message.',
  noCode: /*i18n*/ 'There is no code waiting for this number. Please request a new one.',
  noPhone: /*i18n*/ 'Add a phone number first.',
  notSent: /*i18n*/ 'Could not send the code',
} as const;
