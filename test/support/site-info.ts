import { API, type SiteInfo } from '../../src/shared/api';
import type { Route } from './fake-api';

/** The public site details of an install that has filled in nothing but its region: what the footer of any screen asks for. */
export const bareSite: SiteInfo = {
  support_email: null, support_phone: null, chat_url: null, website_url: null, address: 'Maryland, USA', public_url: 'http://127.0.0.1:3000',
  organisation: { legal_name: null, registration_number: null, postal_address: null, people: [] },
};

export const siteRoute = (site: SiteInfo = bareSite): Record<string, Route> => ({ [`GET ${API.site}`]: { body: site } });
