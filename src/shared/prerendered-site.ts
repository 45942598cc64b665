import type { SiteInfo } from './api';
import { displayUrl, telHref } from './contact-links';
import { escapeHtml, jsonForScript, PUBLIC_URL_TOKEN } from './prerendered-page';

/**
 * Contact details the build renders the public pages with: each value (and each form a page shows it
 * in) is text found nowhere else, so the build can swap it for a token the server fills with the
 * configured value when it starts. Which optional details are set changes the markup, not only the
 * text, so the build renders one variant of every page per combination of them.
 */
const SENTINEL_SITE: SiteInfo = {
  support_email: 'support-email@site-token.invalid',
  support_phone: '+1 (999) 555-0100',
  chat_url: 'https://chat.site-token.invalid/join',
  website_url: 'https://website.site-token.invalid/home',
  address: 'Site-token address',
  public_url: PUBLIC_URL_TOKEN,
  // Otherwise the organisation's profile is rendered only once the page is live (see useOrganisation).
  organisation: { legal_name: null, registration_number: 'REG-site-token-0001', postal_address: null, people: [] },
};

/** Traces of the stand-in values that no token replaced: a form of a value this list does not know. */
export const SENTINEL_TRACES = ['site-token', '(999) 555-0100', '9995550100'];

/** What the build leaves in a page for each contact detail, in each form a page shows it. */
export const SITE_TOKENS = {
  websiteUrl: '%SITE_WEBSITE_URL%',
  websiteLabel: '%SITE_WEBSITE_LABEL%',
  email: '%SITE_EMAIL%',
  phoneLink: '%SITE_PHONE_LINK%',
  phone: '%SITE_PHONE%',
  chatUrl: '%SITE_CHAT_URL%',
  address: '%SITE_ADDRESS%',
  registration: '%SITE_REGISTRATION%',
} as const;

/** Each token and the value it stands for; a URL comes before the shorter label made from it. */
const TOKEN_VALUES: [token: string, value: (site: SiteInfo) => string | null][] = [
  [SITE_TOKENS.websiteUrl, (site) => site.website_url],
  [SITE_TOKENS.websiteLabel, (site) => site.website_url && displayUrl(site.website_url)],
  [SITE_TOKENS.email, (site) => site.support_email],
  [SITE_TOKENS.phoneLink, (site) => site.support_phone && telHref(site.support_phone)],
  [SITE_TOKENS.phone, (site) => site.support_phone],
  [SITE_TOKENS.chatUrl, (site) => site.chat_url],
  [SITE_TOKENS.address, (site) => site.address],
  [SITE_TOKENS.registration, (site) => site.organisation.registration_number],
];

/**
 * A paragraph the build always renders and the server leaves out when its detail is not set, so a
 * detail that needs no change of layout adds no variant: `<p data-site-line="registration">`.
 */
export const SITE_LINES = { registration: SITE_TOKENS.registration } as const;

/** Where the contact details a page was rendered with go, as JSON for the browser's first render. */
export const SITE_JSON_TOKEN = '%SITE_JSON%';

const OPTIONAL_DETAILS = [
  ['support_email', 'email'],
  ['support_phone', 'phone'],
  ['chat_url', 'chat'],
  ['website_url', 'website'],
] as const;

/** The variant of the prerendered pages that shows the optional contact details this site has set. */
export function siteVariant(site: Pick<SiteInfo, (typeof OPTIONAL_DETAILS)[number][0]>): string {
  const set = OPTIONAL_DETAILS.filter(([field]) => site[field]).map(([, name]) => name);
  return `contact-${set.length ? set.join('-') : 'none'}`;
}

/** The stand-in contact details of every variant: each combination of the optional ones. */
export const SENTINEL_SITES: SiteInfo[] = Array.from({ length: 2 ** OPTIONAL_DETAILS.length }, (_, combination) => {
  const site = { ...SENTINEL_SITE };
  OPTIONAL_DETAILS.forEach(([field], bit) => {
    if (!(combination & (1 << bit))) site[field] = null;
  });
  return site;
});

/** The build's side: the stand-in values rendered into a page become tokens. */
export function tokenizeSite(html: string, sentinel: SiteInfo): string {
  return TOKEN_VALUES.reduce((out, [token, value]) => {
    const rendered = value(sentinel);
    return rendered ? out.replaceAll(escapeHtml(rendered), token) : out;
  }, html);
}

/** The server's side, once at start: the configured contact details in place of the tokens. */
export function fillSite(html: string, site: SiteInfo): string {
  const lines = html.replace(/<p data-site-line="(\w+)"[^>]*>[\s\S]*?<\/p>/g, (line, name: string) => {
    const token = SITE_LINES[name as keyof typeof SITE_LINES];
    const value = TOKEN_VALUES.find(([t]) => t === token)?.[1](site);
    return value ? line : '';
  });
  const filled = TOKEN_VALUES.reduce((out, [token, value]) => out.replaceAll(token, escapeHtml(value(site) ?? '')), lines);
  return filled.replaceAll(SITE_JSON_TOKEN, jsonForScript(site));
}
