import { describe, expect, it } from 'vitest';
import type { SiteInfo } from './api';
import { displayUrl, telHref } from './contact-links';
import { escapeHtml, jsonForScript } from './prerendered-page';
import { fillSite, SENTINEL_SITES, SENTINEL_TRACES, SITE_JSON_TOKEN, siteVariant, tokenizeSite } from './prerendered-site';

/** Markup shaped like the pages': each detail in each form they show it, the optional ones only when set. */
function markup(site: SiteInfo): string {
  const parts = [
    site.website_url && `<a href="${escapeHtml(site.website_url)}">${escapeHtml(displayUrl(site.website_url))}</a>`,
    `<address>${escapeHtml(site.address)}</address>`,
    site.support_email && `<a href="mailto:${escapeHtml(site.support_email)}">${escapeHtml(site.support_email)}</a>`,
    site.support_phone && `<a href="${escapeHtml(telHref(site.support_phone))}">Call us: ${escapeHtml(site.support_phone)}</a>`,
    site.chat_url && `<a href="${escapeHtml(site.chat_url)}">Chat</a>`,
  ];
  return parts.filter(Boolean).join('');
}

const SITE: SiteInfo = {
  support_email: 'help@community.example',
  support_phone: '+1 (410) 555-0142',
  chat_url: 'https://chat.community.example/join?from=site&x=1',
  website_url: 'https://community.example/about',
  address: 'Masjid Road & 5th <North>',
  public_url: 'https://join.community.example',
  organisation: { legal_name: 'Community Trust Inc.', registration_number: '12-3456789', postal_address: '1 Main St', people: [] },
};

describe('the contact details of the prerendered pages', () => {
  it('has one variant per combination of the optional details, each named after the details it shows', () => {
    const names = SENTINEL_SITES.map(siteVariant);
    expect(new Set(names).size).toBe(16);
    expect(names).toContain('contact-none');
    expect(names).toContain('contact-email-phone-chat-website');
    expect(siteVariant({ support_email: null, support_phone: '+1 410', chat_url: 'https://chat.example', website_url: null })).toBe('contact-phone-chat');
  });

  it('leaves no stand-in value in a page once tokenized, and fills the configured values back in every form', () => {
    for (const sentinel of SENTINEL_SITES) {
      const tokenized = tokenizeSite(markup(sentinel), sentinel);
      for (const trace of SENTINEL_TRACES) expect(tokenized).not.toContain(trace);
      const site: SiteInfo = { ...SITE, support_email: sentinel.support_email && SITE.support_email, support_phone: sentinel.support_phone && SITE.support_phone, chat_url: sentinel.chat_url && SITE.chat_url, website_url: sentinel.website_url && SITE.website_url };
      expect(siteVariant(site)).toBe(siteVariant(sentinel));
      expect(fillSite(tokenized, site)).toBe(markup(site));
    }
  });

  it('fills the details as JSON where the page carries them for the browser', () => {
    const filled = fillSite(`<script type="application/json" id="initial-site">${SITE_JSON_TOKEN}</script>`, SITE);
    expect(filled).toContain(jsonForScript(SITE));
    expect(filled).not.toContain('<North>');
  });
});
