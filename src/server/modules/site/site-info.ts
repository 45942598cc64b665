import type { SiteInfo } from '../../../shared/api';
import type { OrganisationProfile } from '../../../shared/schemas/organisation';
import type { Config } from '../../config';

/** The contact details and public profile the site shows: the organisation's profile over configuration. */
export function siteInfo(config: Pick<Config, 'contact' | 'publicUrl'>, profile: OrganisationProfile): SiteInfo {
  return {
    support_email: profile.support_email,
    support_phone: profile.support_phone,
    chat_url: config.contact.chatUrl ?? null,
    website_url: config.contact.websiteUrl ?? null,
    address: profile.address ?? config.contact.address,
    public_url: config.publicUrl,
    organisation: { legal_name: profile.legal_name, registration_number: profile.registration_number, postal_address: profile.address, people: profile.people },
  };
}
