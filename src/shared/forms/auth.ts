export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;

export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: /*i18n*/ 'Male',
  female: /*i18n*/ 'Female',
  other: /*i18n*/ 'Other',
  prefer_not_to_say: /*i18n*/ 'Prefer not to say',
};

export const MARITAL_STATUS_LABELS: Record<(typeof MARITAL_STATUSES)[number], string> = {
  single: /*i18n*/ 'Single',
  married: /*i18n*/ 'Married',
  divorced: /*i18n*/ 'Divorced',
  widowed: /*i18n*/ 'Widowed',
};

export const PASSWORD_MIN_LENGTH = 8;

/** The sign-up form's fields in the order it shows them: the first failing one is the one announced. */
export const SIGN_UP_FIELD_ORDER = [
  'fullName', 'gender', 'email', 'phone', 'country', 'city', 'state', 'postalCode', 'maritalStatus', 'dob', 'password', 'referralCode', 'acceptedTerms',
] as const;

export const AUTH_MESSAGES = {
  invalidCredentials: /*i18n*/ 'Invalid email or password',
  adminInvalidCredentials: /*i18n*/ 'Invalid credentials. Please try again.',
  adminDenied: /*i18n*/ 'Access denied. Admin privileges required.',
  emailTaken: /*i18n*/ 'An account with this email already exists. Please log in instead.',
  verified: /*i18n*/ 'Account verified! Welcome!',
  linkInvalid: /*i18n*/ 'This verification link is invalid or has expired. Sign in and request a new one from your dashboard.',
  registered: /*i18n*/ 'Registration successful! Please check your email to verify your account.',
  signUpLinkResent: /*i18n*/ 'If an account with this address is waiting to be verified, a new link is on its way. It replaces the earlier one.',
  passwordTooGuessable: /*i18n*/ 'This password is too easy to guess. Try a longer one, such as a few unrelated words with a capital letter, a number and a symbol.',
} as const;
