import type { SiteInfo } from '../../../shared/api';
import type { Config } from '../../config';

/** The contact details and public address the site shows, all from configuration. */
export function siteInfo(config: Pick<Config, 'contact' | 'publicUrl'>): SiteInfo {
  return {
    support_email: config.contact.supportEmail ?? null,
    support_phone: config.contact.supportPhone ?? null,
    chat_url: config.contact.chatUrl ?? null,
    website_url: config.contact.websiteUrl,
    address: config.contact.address,
    public_url: config.publicUrl,
  };
}
