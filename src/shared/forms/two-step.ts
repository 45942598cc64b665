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
