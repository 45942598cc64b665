import { z } from 'zod';
import { singleLineText } from './text';

export const TWO_STEP_MESSAGES = {
  codeRequired: /*i18n*/ 'Enter the 6-digit code from your authenticator app.',
  wrongCode: /*i18n*/ 'That code is not right. Check your authenticator app and try again.',
  wrongSignInCode: /*i18n*/ 'That code is not right. Enter the 6-digit code from your app, or one of your recovery codes.',
  challengeEnded: /*i18n*/ 'Your sign-in has expired or had too many wrong codes. Please enter your e-mail and password again.',
  required: /*i18n*/ 'Turn on two-step verification to use the admin pages.',
  alreadyOn: /*i18n*/ 'Two-step verification is already on.',
  notStarted: /*i18n*/ 'Start again: show a new QR code and scan it with your app.',
  notOn: /*i18n*/ 'Two-step verification is not on.',
  adminsKeepIt: /*i18n*/ 'Admins must keep two-step verification on. You can make new recovery codes instead.',
  turnedOn: /*i18n*/ 'Two-step verification is on.',
  turnedOff: /*i18n*/ 'Two-step verification is off.',
  wrongPassword: /*i18n*/ 'Your password is not correct.',
} as const;

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
