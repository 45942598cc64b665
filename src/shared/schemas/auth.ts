import { z } from 'zod';
import { singleLineText } from './text';
import { EARLIEST_BIRTH_DATE, MINIMUM_AGE, ageOn, isIsoDate, todayIso } from '../domain/dates';
import { optionalReferralCodeField, referralCodeField } from './referrals';
import { countryField, postalCodeField, stateField, withLocationRules } from './location';
import { GENDERS, MARITAL_STATUSES, PASSWORD_MIN_LENGTH } from '../forms/auth';

// The plain values live in forms/auth (no zod), so a screen can show them before its form is used.
export { AUTH_MESSAGES, GENDERS, GENDER_LABELS, MARITAL_STATUSES, MARITAL_STATUS_LABELS, PASSWORD_MIN_LENGTH, SIGN_UP_FIELD_ORDER } from '../forms/auth';

export const emailField = singleLineText()
  .trim()
  .toLowerCase()
  .max(254, /*i18n*/ 'Invalid email address')
  .pipe(z.email(/*i18n*/ 'Invalid email address'));

export const fullNameField = singleLineText()
  .trim()
  .min(2, /*i18n*/ 'Name must be at least 2 characters')
  .max(100, /*i18n*/ 'Name must be less than 100 characters');

export const genderField = z.enum(GENDERS, /*i18n*/ 'Please select your gender');

export const maritalStatusField = z.enum(MARITAL_STATUSES, /*i18n*/ 'Please select your marital status');

export const cityField = singleLineText()
  .trim()
  .min(2, /*i18n*/ 'City is required')
  .max(100, /*i18n*/ 'City must be less than 100 characters');

export const dobField = singleLineText()
  .trim()
  .min(1, /*i18n*/ 'Date of birth is required')
  .refine(isIsoDate, /*i18n*/ 'Date of birth is required')
  .refine(
    (value) => value >= EARLIEST_BIRTH_DATE && value <= todayIso(),
    /*i18n*/ 'Date of birth must be between 1900-01-01 and today',
  )
  .refine(
    (value) => ageOn(value, todayIso()) >= MINIMUM_AGE,
    `You must be at least ${MINIMUM_AGE} years old to join`,
  );

/** Phone numbers of the US and Canada, written however people write them, stored as +1XXXXXXXXXX. */
export const phoneField = singleLineText()
  .trim()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .refine((value) => /^(\+?1)?[2-9]\d{9}$/.test(value), /*i18n*/ 'Please enter a valid phone number')
  .transform((value) => `+1${value.slice(-10)}`);

export const optionalPhoneField = singleLineText()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(phoneField.optional());

export const passwordField = singleLineText()
  .min(PASSWORD_MIN_LENGTH, /*i18n*/ 'Password must be at least 8 characters')
  .max(128, /*i18n*/ 'Password must be at most 128 characters')
  .regex(/[A-Z]/, /*i18n*/ 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, /*i18n*/ 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, /*i18n*/ 'Password must contain at least one number')
  .regex(/[^A-Za-z0-9]/, /*i18n*/ 'Password must contain at least one special character');

/**
 * The sign-up form, field for field, in the order the form shows them (first failing one is shown).
 * A postal code is required of new members: it is what tells a real address in the chosen country.
 */
export const signUpFormSchema = withLocationRules(
  z.object({
    fullName: fullNameField,
    gender: genderField,
    email: emailField,
    phone: optionalPhoneField,
    country: countryField,
    city: cityField,
    state: stateField,
    postalCode: postalCodeField,
    maritalStatus: maritalStatusField,
    dob: dobField,
    password: passwordField,
    referralCode: optionalReferralCodeField,
    acceptedTerms: z.literal(true, /*i18n*/ 'You must accept the Terms of Service'),
  }),
  { country: 'country', state: 'state', postalCode: 'postalCode' },
  { postalCodeRequired: true },
);
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpForm = z.output<typeof signUpFormSchema>;

/** What the browser sends to register-user (the registration payload, with the member's country and postal code). */
export const registrationSchema = withLocationRules(z.strictObject({
  full_name: fullNameField,
  email: emailField,
  password: passwordField,
  phone: optionalPhoneField,
  device_hash: singleLineText()
    .regex(/^[0-9a-f]{64}$/, /*i18n*/ 'Invalid device fingerprint')
    .optional(),
  gender: genderField,
  country: countryField,
  city: cityField,
  state: stateField,
  postal_code: postalCodeField,
  marital_status: maritalStatusField,
  dob: dobField,
  referral_code: referralCodeField.optional(),
}), { country: 'country', state: 'state', postalCode: 'postal_code' }, { postalCodeRequired: true });
export type Registration = z.output<typeof registrationSchema>;
export type RegistrationInput = z.input<typeof registrationSchema>;

export const loginSchema = z.strictObject({
  email: emailField,
  password: singleLineText().min(1, /*i18n*/ 'Password is required').max(256, /*i18n*/ 'Invalid email or password'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const emailOnlySchema = z.strictObject({ email: emailField });

export const tokenSchema = z.strictObject({
  token: singleLineText().regex(/^[A-Za-z0-9_-]{20,128}$/, /*i18n*/ 'This link is invalid or has expired'),
});
