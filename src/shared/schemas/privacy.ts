import { z } from 'zod';
import { singleLineText } from './text';

export const PRIVACY_MESSAGES = {
  passwordRequired: 'Please enter your password to confirm',
  wrongPassword: 'That password is not correct. Your account is still open.',
  lastAdmin: 'You are the only admin. Make another member an admin before closing your account.',
  closed: 'Your account is closed and your personal information has been erased.',
} as const;

export const closeAccountSchema = z.object({
  password: singleLineText(PRIVACY_MESSAGES.passwordRequired).min(1, PRIVACY_MESSAGES.passwordRequired).max(128, PRIVACY_MESSAGES.wrongPassword),
});
export type CloseAccountInput = z.infer<typeof closeAccountSchema>;
