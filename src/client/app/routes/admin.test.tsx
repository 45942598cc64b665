import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { siteRoute } from '../../../../test/support/site-info';
import { API, type SessionUser } from '../../../shared/api';
import { CONTACT_API } from '../../../shared/contact-api';
import AdminHomeScreen from './admin';

const admin: SessionUser = { id: 'admin-1', email: 'admin@example.org', full_name: 'Bilal Admin', verified: true, is_admin: true, two_step_enabled: true, locale: null };
const page = (total: number) => ({ body: { items: [], page: 1, page_size: 1, total } });

describe('the admin home', () => {
  it('counts what waits for an admin from each list’s own route, and links to where it is handled', async () => {
    const server = fakeApi({
      ...siteRoute(),
      [`GET ${API.session}`]: { body: { user: admin } },
      [`GET ${API.adminApplications}`]: page(7),
      [`GET ${API.adminPayouts}`]: page(1234),
      [`GET ${CONTACT_API.inbox}`]: page(0),
    });
    renderApp(<AdminHomeScreen />, { path: '/admin' });
    const waiting = await screen.findByRole('list', { name: 'Needs attention' });
    const applications = await within(waiting).findByRole('link', { name: /^7\s*Applications waiting for review$/ });
    expect(applications.getAttribute('href')).toBe('/admin/transparency');
    expect((await within(waiting).findByRole('link', { name: /^1,234\s*Payouts not yet sent$/ })).getAttribute('href')).toBe('/admin/transparency');
    expect((await within(waiting).findByRole('link', { name: /^0\s*Open messages$/ })).getAttribute('href')).toBe('/admin/messages');

    // Only what waits is counted: applications under review, payouts not sent, messages still open.
    expect(server.sentTo('GET', API.adminApplications)[0]?.query.get('status')).toBe('under_review');
    expect(server.sentTo('GET', API.adminPayouts)[0]?.query.get('status')).toBe('pending');
    expect(server.sentTo('GET', CONTACT_API.inbox)[0]?.query.get('status')).toBe('open');
    // The home is the admin menu's first entry, shown as the page the admin is on.
    expect(screen.getByRole('navigation', { name: 'Admin' }).querySelector('[aria-current="page"]')?.textContent).toBe('Home');
  });
});
