import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { API, type SessionUser } from '../../../shared/api';
import { SiteHeader } from './site-header';

const member: SessionUser = { id: 'u1', email: 'amina@example.com', full_name: 'Amina Yusuf', verified: true, is_admin: false, two_step_enabled: false, locale: null };

describe('the language switcher', () => {
  it('shows the page in French, marks the document fr-CA left to right and remembers the choice in a cookie', async () => {
    const server = fakeApi({ [`GET ${API.session}`]: { body: { user: null } } });
    const { user } = renderApp(<SiteHeader />);
    expect(await screen.findByRole('link', { name: 'Transparency' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr-CA');

    expect(await screen.findByRole('link', { name: 'Transparence' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adhérer / Se connecter' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveProperty('value', 'fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.cookie).toContain('locale=fr-CA');
    // A visitor's choice stays in this browser: there is no profile to save it to.
    expect(server.sentTo('PUT', API.myLocale)).toHaveLength(0);
  });

  it('turns the page right to left in Arabic, and back when English is chosen again', async () => {
    fakeApi({ [`GET ${API.session}`]: { body: { user: null } } });
    const { user } = renderApp(<SiteHeader />);
    await screen.findByRole('link', { name: 'Transparency' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    expect(await screen.findByRole('link', { name: 'الشفافية' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');

    await user.selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), 'en');
    expect(await screen.findByRole('link', { name: 'Transparency' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("saves a signed-in member's choice to their profile, so it follows them to other browsers", async () => {
    const server = fakeApi({
      [`GET ${API.session}`]: { body: { user: member } },
      [`PUT ${API.myLocale}`]: { status: 204 },
    });
    const { user } = renderApp(<SiteHeader />);
    await screen.findByRole('link', { name: 'Dashboard' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');

    await waitFor(() => expect(server.sentTo('PUT', API.myLocale).map((r) => r.body)).toEqual([{ locale: 'ar' }]));
    expect(screen.getByRole('link', { name: 'لوحة التحكم' })).toBeTruthy();
  });
});
