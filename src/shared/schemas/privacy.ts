import { z } from 'zod';
import { PRIVACY_MESSAGES } from '../privacy-messages';
import { singleLineText } from './text';

export { PRIVACY_MESSAGES };

export const closeAccountSchema = z.object({
  password: singleLineText(PRIVACY_MESSAGES.passwordRequired).min(1, PRIVACY_MESSAGES.passwordRequired).max(128, PRIVACY_MESSAGES.wrongPassword),
});
export type CloseAccountInput = z.infer<typeof closeAccountSchema>;
