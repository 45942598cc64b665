/** Kept apart from the privacy schemas so a screen showing one of them does not load zod. */
export const PRIVACY_MESSAGES = {
  passwordRequired: 'Please enter your password to confirm',
  wrongPassword: 'That password is not correct. Your account is still open.',
  lastAdmin: 'You are the only admin. Make another member an admin before closing your account.',
  closed: 'Your account is closed and your personal information has been erased.',
} as const;
