import { describe, expect, it } from 'vitest';
import { loginSchema, signUpFormSchema } from './auth';

const valid = {
  fullName: 'Amina Rahman', gender: 'female', email: 'amina@example.org', phone: '', country: 'US', city: 'Baltimore',
  state: 'Maryland', postalCode: '21201', maritalStatus: 'single', dob: '1990-01-31', password: 'Str0ng!Pass', acceptedTerms: true,
};
const firstMessage = (input: object) => {
  const result = signUpFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('sign-up form schema', () => {
  it('accepts a complete form and normalises e-mail and phone', () => {
    const parsed = signUpFormSchema.parse({ ...valid, email: ' Amina@Example.ORG ', phone: '+1 (410) 555-0100' });
    expect(parsed.email).toBe('amina@example.org');
    expect(parsed.phone).toBe('+14105550100');
    expect(signUpFormSchema.parse(valid).phone).toBeUndefined();
  });

  it('takes a referral code in any case, leaves an empty one out, and refuses a malformed one', () => {
    expect(signUpFormSchema.parse({ ...valid, referralCode: ' ab12cd34 ' }).referralCode).toBe('AB12CD34');
    expect(signUpFormSchema.parse({ ...valid, referralCode: '' }).referralCode).toBeUndefined();
    expect(firstMessage({ ...valid, referralCode: 'AB-12' })).toBe('Invalid referral code');
  });

  it.each([
    ['fullName', ' A ', 'Name must be at least 2 characters'],
    ['gender', '', 'Please select your gender'],
    ['email', 'amina@', 'Invalid email address'],
    ['phone', '555-01', 'Please enter a valid phone number'],
    ['city', 'X', 'City is required'],
    ['state', '', 'State is required'],
    ['maritalStatus', '', 'Please select your marital status'],
    ['dob', '', 'Date of birth is required'],
    ['dob', '2023-02-30', 'Date of birth is required'],
    ['dob', '1899-12-31', 'Date of birth must be between 1900-01-01 and today'],
    ['password', 'Aa1!', 'Password must be at least 8 characters'],
    ['password', 'abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['password', 'ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['password', 'Abcdefgh!', 'Password must contain at least one number'],
    ['password', 'Abcdefgh1', 'Password must contain at least one special character'],
    ['acceptedTerms', false, 'You must accept the Terms of Service'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(firstMessage({ ...valid, [field]: value })).toBe(message);
  });

  it('refuses a member younger than 18', () => {
    const now = new Date();
    const recent = `${now.getFullYear() - 17}-01-01`;
    expect(firstMessage({ ...valid, dob: recent })).toBe('You must be at least 18 years old to join');
  });

  it('reports the first failing field in form order', () => {
    expect(firstMessage({ ...valid, fullName: '', city: '', password: 'x' })).toBe('Name must be at least 2 characters');
    expect(firstMessage({ ...valid, city: '', password: 'x' })).toBe('City is required');
  });
});

describe('login schema', () => {
  it.each([
    [{ email: 'nope', password: 'x' }, 'Invalid email address'],
    [{ email: 'a@example.org', password: '' }, 'Password is required'],
  ])('%o gives "%s"', (input, message) => {
    const result = loginSchema.safeParse(input);
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(message);
  });
});
