/** Kept apart from the privacy schemas so a screen showing one of them does not load zod. */
export const PRIVACY_MESSAGES = {
  passwordRequired: /*i18n*/ 'Please enter your password to confirm',
  wrongPassword: /*i18n*/ 'That password is not correct. Your account is still open.',
  lastAdmin: /*i18n*/ 'You are the only admin. Make another member an admin before closing your account.',
  closed: /*i18n*/ 'Your account is closed and your personal information has been erased.',
} as const;
