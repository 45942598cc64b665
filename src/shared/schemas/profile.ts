import { z } from 'zod';
import { singleLineText } from './text';
import { cityField, fullNameField, passwordField } from './auth';
import { countryField, postalCodeField, stateField, withLocationRules } from './location';

/**
 * What a member may change about themselves; e-mail and date of birth stay as registered. Members
 * who joined before postal codes were asked have none, so here it may stay empty (or be left out
 * to keep the stored one).
 */
export const profileUpdateSchema = withLocationRules(
  z.strictObject({
    full_name: fullNameField,
    city: cityField,
    country: countryField,
    state: stateField,
    postal_code: postalCodeField.optional(),
  }),
  { country: 'country', state: 'state', postalCode: 'postal_code' },
  { postalCodeRequired: false },
);
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const changePasswordSchema = z.strictObject({
  current_password: singleLineText().min(1, /*i18n*/ 'Current password is required').max(256),
  new_password: passwordField,
});

export const resetPasswordSchema = z.strictObject({
  token: singleLineText().regex(/^[A-Za-z0-9_-]{20,128}$/, /*i18n*/ 'This link is invalid or has expired'),
  password: passwordField,
});

export const PROFILE_MESSAGES = {
  updated: /*i18n*/ 'Profile updated',
  passwordChanged: /*i18n*/ 'Password changed. You have been signed out everywhere else.',
  wrongCurrentPassword: /*i18n*/ 'Current password is incorrect',
  resetRequested: /*i18n*/ 'If an account exists for that e-mail, we have sent a link to reset the password.',
  resetDone: /*i18n*/ 'Your password has been changed. Please log in.',
  resetInvalid: /*i18n*/ 'This reset link is invalid or has expired. Please ask for a new one.',
} as const;
