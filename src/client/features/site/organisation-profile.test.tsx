import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, type SiteInfo } from '../../../shared/api';
import { CONTACT_API } from '../../../shared/contact-api';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { bareSite } from '../../../../test/support/site-info';
import ContactScreen from '../../app/routes/contact';
import { SiteFooter } from '../../components/layout/site-footer';
import { StillHaveQuestions } from './still-have-questions';

const bare = bareSite;
const named: SiteInfo = {
  ...bare,
  support_email: 'help@community.example',
  website_url: 'https://community.example',
  address: '100 Main Street\nBaltimore, MD 21201',
  organisation: {
    legal_name: 'Riba-Free Community Inc.', registration_number: '12-3456789', postal_address: '100 Main Street\nBaltimore, MD 21201',
    people: [{ group: 'board', name: 'Amina Yusuf', role: 'Chair' }, { group: 'scholar', name: 'Shaykh Idris Khan', role: 'Shariah reviewer' }],
  },
};
/** The text as read: the marks that keep Latin values in order in Arabic are not characters anyone sees. */
const textOf = (element: HTMLElement) => element.textContent?.replace(/[\u2066-\u2069]/g, '') ?? '';
const serve = (site: SiteInfo) => fakeApi({ [`GET ${API.site}`]: { body: site }, [`GET ${CONTACT_API.form}`]: { body: { form_token: 't' } }, [`GET ${API.session}`]: { body: { user: null } } });

describe('the organisation on public pages', () => {
  it('the footer names the organisation, its number and postal address once they are set', async () => {
    serve(named);
    renderApp(<SiteFooter />);
    const org = await screen.findByTestId('footer-organisation');
    expect(textOf(org)).toContain('Riba-Free Community Inc.');
    expect(textOf(org)).toContain('Registration number: 12-3456789');
    expect(textOf(org)).toContain('100 Main Street');
  });

  it('the footer has no organisation lines when none is set', async () => {
    serve(bare);
    renderApp(<SiteFooter />);
    expect(await screen.findByText('Contact')).toBeTruthy();
    expect(screen.queryByTestId('footer-organisation')).toBeNull();
  });

  it('the contact page leaves out the website and e-mail when they are not set, and names the board and scholars when they are', async () => {
    serve(bare);
    const view = renderApp(<ContactScreen />, { path: '/contact' });
    expect(await screen.findByText('Maryland, USA')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Website' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Email' })).toBeNull();
    expect(screen.queryByText(/127\.0\.0\.1/)).toBeNull();
    view.unmount();

    serve(named);
    renderApp(<ContactScreen />, { path: '/contact' });
    expect(await screen.findByRole('heading', { name: 'Website' })).toBeTruthy();
    const details = await screen.findByTestId('organisation-details');
    expect(within(details).getByRole('heading', { name: 'Board of directors' })).toBeTruthy();
    expect(textOf(details)).toContain('Amina Yusuf, Chair');
    expect(textOf(details)).toContain('Shaykh Idris Khan, Shariah reviewer');
  });

  it('the FAQ shows no envelope without an address to put beside it', async () => {
    serve(bare);
    renderApp(<StillHaveQuestions />, { path: '/resources' });
    const still = await screen.findByRole('region', { name: 'Still have questions?' });
    expect(within(still).getByRole('link', { name: 'Contact us' })).toBeTruthy();
    expect(within(still).queryByRole('link', { name: 'the address on our Contact page' })).toBeNull();
    expect(still.querySelectorAll('svg')).toHaveLength(1);
  });
});
