import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, type SiteInfo } from '../../../shared/api';
import { CONTACT_API } from '../../../shared/contact-api';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { bareSite } from '../../../../test/support/site-info';
import ContactScreen from './contact';

const site: SiteInfo = {
  ...bareSite,
  support_email: 'help@community.example',
  support_phone: '+1 (410) 555-0142',
  website_url: 'https://community.example',
  address: '100 Main Street\nBaltimore, MD 21201',
};

describe('the contact cards', () => {
  it('set the address, e-mail, phone and website apart in their own direction, for Arabic pages', async () => {
    fakeApi({ [`GET ${API.site}`]: { body: site }, [`GET ${CONTACT_API.form}`]: { body: { form_token: 't' } }, [`GET ${API.session}`]: { body: { user: null } } });
    renderApp(<ContactScreen />, { path: '/contact' });

    const address = await screen.findByText(/100 Main Street/);
    expect(address.tagName).toBe('BDI');
    expect(address.closest('address')).not.toBeNull();
    expect(screen.getByText('help@community.example').closest('a')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('+1 (410) 555-0142').closest('a')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('community.example').closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });
});
