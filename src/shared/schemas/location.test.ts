import { describe, expect, it } from 'vitest';
import { registrationSchema, signUpFormSchema } from './auth';
import { profileUpdateSchema } from './profile';

const form = {
  fullName: 'Idris Bello', gender: 'male', email: 'idris@example.org', phone: '', country: 'CA', city: 'Toronto',
  state: 'Ontario', postalCode: 'm5v3l9', maritalStatus: 'single', dob: '1990-01-31', password: 'Str0ng!Pass', acceptedTerms: true,
};
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => [i.path.join('.'), i.message]);

describe('location on the sign-up form', () => {
  it('takes a province of Canada and stores its postal code in capitals with the space', () => {
    const parsed = signUpFormSchema.parse(form);
    expect(parsed).toMatchObject({ country: 'CA', state: 'Ontario', postalCode: 'M5V 3L9' });
  });

  it('asks for the country first', () => {
    expect(messagesOf(signUpFormSchema.safeParse({ ...form, country: '' }))).toEqual([['country', 'Please choose the United States or Canada']]);
    expect(messagesOf(signUpFormSchema.safeParse({ ...form, country: 'MX' }))).toEqual([['country', 'Please choose the United States or Canada']]);
  });

  it.each([
    ['CA', 'Texas', 'That state is not in Canada. Please select a province or territory from the list'],
    ['US', 'Ontario', 'That province or territory is not in the United States. Please select a state from the list'],
  ])('refuses a region of the other country (%s, %s)', (country, state, message) => {
    const postalCode = country === 'US' ? '21201' : 'M5V 3L9';
    expect(messagesOf(signUpFormSchema.safeParse({ ...form, country, state, postalCode }))).toEqual([['state', message]]);
  });

  it('keeps the spec messages for a missing or unknown state', () => {
    expect(messagesOf(signUpFormSchema.safeParse({ ...form, state: '' }))).toEqual([['state', 'State is required']]);
    expect(messagesOf(signUpFormSchema.safeParse({ ...form, state: 'Atlantis' }))).toEqual([['state', 'Please select a state from the list']]);
  });

  it.each([
    ['US', '', 'ZIP code is required'],
    ['CA', '', 'Postal code is required'],
    ['US', 'M5V 3L9', 'Please enter a ZIP code like 12345 or 12345-6789'],
    ['CA', '21201', 'Please enter a postal code like A1A 1A1'],
    ['CA', 'M5V 3L9 EXTRA', 'Postal code must be at most 10 characters'],
  ])('checks the postal code for the chosen country (%s, %j)', (country, postalCode, message) => {
    const state = country === 'US' ? 'Maryland' : 'Ontario';
    expect(messagesOf(signUpFormSchema.safeParse({ ...form, country, state, postalCode }))).toEqual([['postalCode', message]]);
  });

  it('reports the location problems together with the other fields', () => {
    expect(messagesOf(signUpFormSchema.safeParse({ ...form, fullName: '', postalCode: '123' }))).toEqual([
      ['fullName', 'Name must be at least 2 characters'],
      ['postalCode', 'Please enter a postal code like A1A 1A1'],
    ]);
  });
});

describe('location in the registration payload', () => {
  const payload = {
    full_name: 'Idris Bello', email: 'idris@example.org', password: 'Str0ng!Pass', gender: 'male', country: 'CA',
    city: 'Toronto', state: 'Quebec', postal_code: 'h2x 1y4', marital_status: 'single', dob: '1990-01-31',
  };

  it('stores a ZIP+4 as given and a Canadian code normalized', () => {
    expect(registrationSchema.parse(payload)).toMatchObject({ country: 'CA', state: 'Quebec', postal_code: 'H2X 1Y4' });
    expect(registrationSchema.parse({ ...payload, country: 'US', state: 'Ohio', postal_code: '43004-1234' }).postal_code).toBe('43004-1234');
  });

  it('requires the country and the postal code of a new member', () => {
    const { country: _country, postal_code: _postal, ...withoutLocation } = payload;
    expect(messagesOf(registrationSchema.safeParse(withoutLocation))).toEqual([
      ['country', 'Please choose the United States or Canada'],
      ['postal_code', 'Invalid input: expected string, received undefined'],
    ]);
  });
});

describe('location in a profile update', () => {
  const update = { full_name: 'Idris Bello', city: 'Toronto', country: 'CA', state: 'Ontario' };

  it('leaves the postal code out (kept), empty (cleared) or normalized', () => {
    expect(profileUpdateSchema.parse(update).postal_code).toBeUndefined();
    expect(profileUpdateSchema.parse({ ...update, postal_code: '' }).postal_code).toBeNull();
    expect(profileUpdateSchema.parse({ ...update, postal_code: 'k1a0b1' }).postal_code).toBe('K1A 0B1');
  });

  it('refuses a mismatched pair and a postal code of the other country', () => {
    expect(messagesOf(profileUpdateSchema.safeParse({ ...update, state: 'Texas' }))).toEqual([['state', 'That state is not in Canada. Please select a province or territory from the list']]);
    expect(messagesOf(profileUpdateSchema.safeParse({ ...update, postal_code: '90210' }))).toEqual([['postal_code', 'Please enter a postal code like A1A 1A1']]);
  });
});
