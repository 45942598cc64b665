import { z } from 'zod';
import { singleLineText } from './text';
import { TWO_STEP_MESSAGES } from '../forms/two-step';

export { TWO_STEP_MESSAGES } from '../forms/two-step';

/** A code from the app (6 digits, spaces allowed) or, at sign-in, a recovery code such as ABCDE-23456. */
const codeField = singleLineText().trim().min(1, TWO_STEP_MESSAGES.codeRequired).max(32, TWO_STEP_MESSAGES.wrongSignInCode);

export const totpCodeField = singleLineText()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_STEP_MESSAGES.codeRequired));

/** The second step of signing in: the challenge from the password step and a code. */
export const twoStepSignInSchema = z.strictObject({
  challenge: singleLineText().min(1).max(100),
  code: codeField,
});

export const twoStepCodeSchema = z.strictObject({ code: totpCodeField });
export type TwoStepCodeInput = z.input<typeof twoStepCodeSchema>;

export const twoStepDisableSchema = z.strictObject({
  password: singleLineText().min(1, /*i18n*/ 'Password is required').max(256, TWO_STEP_MESSAGES.wrongPassword),
  code: totpCodeField,
});
export type TwoStepDisableInput = z.input<typeof twoStepDisableSchema>;
