import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { API } from '../../../shared/api';
import { AUTH_MESSAGES } from '../../../shared/forms/auth';
import AuthScreen from './auth';

const signedOut = { [`GET ${API.session}`]: { body: { user: null } } };

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
