import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { API, type RegisterResponse } from '../../../shared/api';
import { AUTH_MESSAGES } from '../../../shared/forms/auth';
import { REFERRAL_MESSAGES } from '../../../shared/forms/referrals';
import { type EnteredSignUp, SignUpForm } from './sign-up-form';

const TERMS_REASON = 'To create your account, accept the Terms of Service and the Privacy Policy.';
const registered: RegisterResponse = { success: true, message: AUTH_MESSAGES.registered, user_id: 'u1', phone_verification_required: true };

function renderForm({ referralCode = '' } = {}) {
  const onRegistered = vi.fn();
  const view = renderApp(<SignUpForm initialEmail="" initialReferralCode={referralCode} onRegistered={onRegistered} />, { path: '/auth' });
  return { ...view, onRegistered };
}

const ENTERED = {
  fullName: 'Amina Yusuf', gender: 'female', email: 'amina@example.com', phone: '', country: 'US', city: 'Albany', state: 'New York', postalCode: '12207',
  maritalStatus: 'single', dob: '1990-04-12', referralCode: '', acceptedTerms: true,
} as const satisfies EnteredSignUp;

const submitButton = () => screen.getByRole('button', { name: 'Create my free account' });
const termsBox = () => screen.getByRole('checkbox', { name: /I have read and accept/ });
/** The text of what an element's aria-describedby points at: how a screen reader completes its name. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');

async function fillValidForm(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText('Full name'), 'Amina Yusuf');
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  await user.selectOptions(screen.getByLabelText('Marital status'), 'single');
  await user.type(screen.getByLabelText('E-mail'), 'amina@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '(212) 555-0142');
  await user.selectOptions(screen.getByLabelText('Country'), 'US');
  await user.type(screen.getByLabelText('City'), 'Albany');
  await user.selectOptions(screen.getByLabelText('State'), 'New York');
  await user.type(screen.getByLabelText('ZIP code'), '12207');
  await user.type(screen.getByLabelText('Date of birth'), '1990-04-12');
  await user.type(screen.getByLabelText('Password'), 'Quiet-Harbor-72');
  await user.click(termsBox());
}

describe('the sign-up form', () => {
  it('keeps its button waiting, saying why, until the terms are accepted; pressing it then only moves to the checkbox', async () => {
    const server = fakeApi({});
    const { user } = renderForm();

    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    expect(description(submitButton())).toBe(TERMS_REASON);

    await user.click(submitButton());
    expect(document.activeElement).toBe(termsBox());
    expect(server.sent).toHaveLength(0);

    await user.click(termsBox());
    expect(submitButton().getAttribute('aria-disabled')).toBeNull();
    expect(description(submitButton())).toBe('');
  });

  it('asks its questions in named groups, each saying in one line why it is asked', async () => {
    fakeApi({});
    renderForm();
    const group = (name: RegExp) => screen.getByRole('group', { name });

    expect(within(group(/^About you/)).getByLabelText('Marital status')).toBeTruthy();
    expect(group(/^About you/).textContent).toContain('the assistance programme needs these details');
    expect(within(group(/^How to reach you/)).getByLabelText('E-mail')).toBeTruthy();
    expect(within(group(/^Where you live/)).getByLabelText('Country')).toBeTruthy();
    expect(within(group(/^Your account/)).getByLabelText('Date of birth')).toBeTruthy();
    expect(group(/^Your account/).textContent).toContain('Members are 18 or older');
  });

  it('marks every failing field with its own message at a submit, announcing and focusing only the first', async () => {
    const server = fakeApi({});
    const { user } = renderForm();
    await user.click(termsBox());
    await user.type(screen.getByLabelText('E-mail'), 'amina@');
    await user.type(screen.getByLabelText('Password'), 'short');

    await user.click(submitButton());

    const name = screen.getByLabelText('Full name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(description(name)).toBe('Name must be at least 2 characters');
    expect(description(screen.getByLabelText('E-mail'))).toBe('Invalid email address');
    expect(description(screen.getByLabelText('Gender'))).toBe('Please select your gender');
    expect(description(screen.getByLabelText('Password'))).toContain('Password must be at least 8 characters');
    expect(screen.getByLabelText(/^Phone/).getAttribute('aria-invalid')).toBeNull();
    // One announcement, the spec's first failing field, and the focus goes there.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Name must be at least 2 characters']);
    expect(document.activeElement).toBe(name);
    expect(description(submitButton())).toMatch(/^\d+ fields need your attention above\.$/);
    expect(server.sent).toHaveLength(0);
  });

  it('moves the announcement to the next failing field once the first is corrected and the form sent again', async () => {
    fakeApi({});
    const { user } = renderForm();
    await user.click(termsBox());
    await user.click(submitButton());
    await screen.findByRole('alert');
    const before = Number(/^(\d+)/.exec(description(submitButton()))?.[1]);

    await user.type(screen.getByLabelText('Full name'), 'Amina Yusuf');
    await user.click(submitButton());

    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please select your gender']));
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Gender'));
    expect(description(submitButton())).toBe(`${before - 1} fields need your attention above.`);
  });

  it('clears each field\'s message as soon as its value is corrected, counting the summary down to nothing', async () => {
    fakeApi({});
    const { user } = renderForm();
    await user.click(termsBox());
    await user.click(submitButton());
    await screen.findByRole('alert');
    const before = Number(/^(\d+)/.exec(description(submitButton()))?.[1]);

    const name = screen.getByLabelText('Full name');
    await user.type(name, 'Amina Yusuf');
    await user.tab();

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
    expect(description(name)).toBe('');
    expect(description(submitButton())).toBe(`${before - 1} fields need your attention above.`);
    // The alert stays where the submit put it instead of jumping to the next field while the person types.
    expect(screen.queryAllByRole('alert')).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await waitFor(() => expect(description(submitButton())).toBe(`${before - 2} fields need your attention above.`));
  });

  it('takes the summary away once every field is corrected after a failed submit', async () => {
    const server = fakeApi({});
    const { user } = renderForm();
    await user.click(termsBox());
    await user.click(submitButton());
    await screen.findByRole('alert');
    await user.click(termsBox());

    await fillValidForm(user);

    await waitFor(() => expect(description(submitButton())).toBe(''));
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(server.sent).toHaveLength(0);
  });

  it('sends the registration as the API expects it, then clears the form and hands the screen what was entered, but the password', async () => {
    const server = fakeApi({ [`POST ${API.register}`]: { status: 201, body: registered } });
    const { user, onRegistered } = renderForm();
    await fillValidForm(user);

    await user.click(submitButton());

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [sent] = server.sentTo('POST', API.register);
    expect(sent?.body).toMatchObject({
      full_name: 'Amina Yusuf', email: 'amina@example.com', password: 'Quiet-Harbor-72', phone: '+12125550142', gender: 'female',
      country: 'US', city: 'Albany', state: 'New York', postal_code: '12207', marital_status: 'single', dob: '1990-04-12',
    });
    expect(sent?.body).not.toHaveProperty('referral_code');
    expect(onRegistered).toHaveBeenCalledWith(registered, {
      phone: '+12125550142',
      entered: expect.objectContaining({ fullName: 'Amina Yusuf', email: 'amina@example.com', dob: '1990-04-12', acceptedTerms: true }),
    });
    expect(onRegistered.mock.calls[0]?.[1].entered).not.toHaveProperty('password');
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', '');
    expect(termsBox()).toHaveProperty('checked', false);
  });

  it('opens with restored answers to correct the e-mail address: the address selected, the password to type again', async () => {
    fakeApi({});
    const restored = { ...ENTERED, email: 'amina@exmaple.com' };
    renderApp(<SignUpForm initialEmail="" initialReferralCode="" restored={restored} onRegistered={vi.fn()} />, { path: '/auth' });

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email).toHaveProperty('value', 'amina@exmaple.com');
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Amina Yusuf');
    expect(screen.getByLabelText('City')).toHaveProperty('value', 'Albany');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
    expect(termsBox()).toHaveProperty('checked', true);
  });

  it("puts the server's refusal of the password beside the password field and focuses it", async () => {
    fakeApi({ [`POST ${API.register}`]: apiError(400, 'validation_failed', AUTH_MESSAGES.passwordTooGuessable, { password: AUTH_MESSAGES.passwordTooGuessable }) });
    const { user, onRegistered } = renderForm();
    await fillValidForm(user);

    await user.click(submitButton());

    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(description(password)).toContain(AUTH_MESSAGES.passwordTooGuessable);
    expect(document.activeElement).toBe(password);
    expect(screen.getByLabelText(/^Referral code/).getAttribute('aria-invalid')).toBeNull();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of the referral code beside that field", async () => {
    const server = fakeApi({
      [`GET ${API.referralInviter}`]: { body: { first_name: 'Bilal' } },
      [`POST ${API.register}`]: apiError(400, 'validation_failed', REFERRAL_MESSAGES.unknownCode, { referral_code: REFERRAL_MESSAGES.unknownCode }),
    });
    const { user } = renderForm({ referralCode: 'BILAL7' });
    await fillValidForm(user);

    await user.click(submitButton());

    const code = screen.getByLabelText(/^Referral code/);
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(description(code)).toContain(REFERRAL_MESSAGES.unknownCode);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
    expect(server.sentTo('POST', API.register)[0]?.body).toMatchObject({ referral_code: 'BILAL7' });
  });

  it('shows a refusal that belongs to no field as a notification, leaving the fields unmarked', async () => {
    fakeApi({ [`POST ${API.register}`]: apiError(409, 'conflict', AUTH_MESSAGES.emailTaken) });
    const { user } = renderForm();
    await fillValidForm(user);

    await user.click(submitButton());

    expect(await screen.findByText(AUTH_MESSAGES.emailTaken)).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'amina@example.com');
  });

  it('names the inviter of a typed code once typing pauses, and says when the code is unknown', async () => {
    fakeApi({
      [`GET ${API.referralInviter}`]: ({ query }) => (query.get('code') === 'BILAL7' ? { body: { first_name: 'Bilal' } } : apiError(404, 'not_found', REFERRAL_MESSAGES.unknownCode)),
    });
    const { user } = renderForm();
    const code = screen.getByLabelText(/^Referral code/);

    await user.type(code, 'bilal7');
    expect(await screen.findByText('Invited by Bilal')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBeNull();

    await user.clear(code);
    await user.type(code, 'NOBODY1');
    await waitFor(() => expect(description(code)).toContain(REFERRAL_MESSAGES.unknownCode));
    expect(screen.queryByText('Invited by Bilal')).toBeNull();
  });
});
