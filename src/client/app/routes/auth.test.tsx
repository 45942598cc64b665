import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { API, type RegisterResponse } from '../../../shared/api';
import { AUTH_MESSAGES } from '../../../shared/forms/auth';
import AuthScreen from './auth';

const signedOut = { [`GET ${API.session}`]: { body: { user: null } } };
const phaseOne = { [`GET ${API.stats}`]: { body: { total_subscribers: 10, verified_subscribers: 4, goal: 1_000_000, phase: 1 } } };
const registered: RegisterResponse = { success: true, message: AUTH_MESSAGES.registered, user_id: 'u1', phone_verification_required: false };

async function signUpWithoutPhone(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByLabelText('Full name'), 'Amina Yusuf');
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  await user.selectOptions(screen.getByLabelText('Marital status'), 'single');
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.selectOptions(screen.getByLabelText('Country'), 'US');
  await user.type(screen.getByLabelText('City'), 'Albany');
  await user.selectOptions(screen.getByLabelText('State'), 'New York');
  await user.type(screen.getByLabelText('ZIP code'), '12207');
  await user.type(screen.getByLabelText('Date of birth'), '1990-04-12');
  await user.type(screen.getByLabelText('Password'), 'Quiet-Harbor-72');
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
  await user.click(screen.getByRole('button', { name: 'Create my free account' }));
}

describe('the log-in tab', () => {
  it('is headed for logging in, not for joining', async () => {
    fakeApi(signedOut);
    renderApp(<AuthScreen />, { path: '/auth?login' });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Log in to your account');
    expect(screen.queryByText('Join the community')).toBeNull();
  });

  it('keeps a wrong password\'s message by the form after the toast, empties the password and puts the focus there', async () => {
    fakeApi({ ...signedOut, [`POST ${API.login}`]: apiError(401, 'unauthorized', AUTH_MESSAGES.invalidCredentials) });
    const { user } = renderApp(<AuthScreen />, { path: '/auth?login' });
    await user.type(await screen.findByLabelText('E-mail'), 'amina@example.com');
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Not-The-Right-1');

    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const form = screen.getByRole('form', { name: 'Log In' });
    await waitFor(() => expect(form.querySelector('[role="alert"]')?.textContent).toBe('Invalid email or password'));
    // The spec's toast is still there too.
    await waitFor(() => expect(screen.getAllByText('Invalid email or password').some((element) => !form.contains(element))).toBe(true));
    expect(password).toHaveProperty('value', '');
    expect(document.activeElement).toBe(password);
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'amina@example.com');
  });
});

describe('the screen after a sign-up', () => {
  it('names the address the link went to and sends it again on request, saying so', async () => {
    const server = fakeApi({
      ...signedOut, ...phaseOne,
      [`POST ${API.register}`]: { status: 201, body: registered },
      [`POST ${API.resendSignUpLink}`]: { body: { success: true, message: AUTH_MESSAGES.signUpLinkResent } },
    });
    const { user } = renderApp(<AuthScreen />, { path: '/auth' });
    await signUpWithoutPhone(user, 'amina@example.com');

    const heading = await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByTestId('sign-up-address').textContent).toBe('amina@example.com');
    expect(screen.queryByLabelText('Full name')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send it again' }));

    await waitFor(() => expect(screen.getByTestId('sign-up-link-answer').textContent).toBe(AUTH_MESSAGES.signUpLinkResent));
    expect(server.sentTo('POST', API.resendSignUpLink).map((r) => r.body)).toEqual([{ email: 'amina@example.com' }]);
  });

  it("shows the server's refusal when the link was asked for too often", async () => {
    fakeApi({
      ...signedOut, ...phaseOne,
      [`POST ${API.register}`]: { status: 201, body: registered },
      [`POST ${API.resendSignUpLink}`]: apiError(429, 'rate_limited', 'Too many attempts. Please wait a few minutes and try again.'),
    });
    const { user } = renderApp(<AuthScreen />, { path: '/auth' });
    await signUpWithoutPhone(user, 'amina@example.com');

    await user.click(await screen.findByRole('button', { name: 'Send it again' }));

    await waitFor(() => expect(screen.getByTestId('sign-up-link-answer').textContent).toBe('Too many attempts. Please wait a few minutes and try again.'));
  });

  it('goes back to the form with the answers kept, but the password, to correct a mistyped address', async () => {
    fakeApi({ ...signedOut, ...phaseOne, [`POST ${API.register}`]: { status: 201, body: registered } });
    const { user } = renderApp(<AuthScreen />, { path: '/auth' });
    await signUpWithoutPhone(user, 'amina@exmaple.com');

    await user.click(await screen.findByRole('button', { name: 'Wrong address? Correct it' }));

    const email = await screen.findByLabelText('E-mail');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email).toHaveProperty('value', 'amina@exmaple.com');
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Amina Yusuf');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
  });
});
