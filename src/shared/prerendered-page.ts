import { progressPercent, remainingToGoal, type SubscriberStats } from './domain/stats';
import { DEFAULT_LOCALE, intlLocale, type Locale } from './i18n/locales';
import { numberFormat } from './i18n/intl-formats';

/**
 * The parts of a prerendered page that are only known when it is served: the public address (set
 * by PUBLIC_URL) and, on the home page, the current counter figures. The build leaves these tokens
 * in the HTML and the server fills them in.
 */
export const PUBLIC_URL_TOKEN = '%PUBLIC_URL%';

export const STATS_TOKENS = {
  phase: '%STATS_PHASE%',
  total: '%STATS_TOTAL%',
  goal: '%STATS_GOAL%',
  remaining: '%STATS_REMAINING%',
  verified: '%STATS_VERIFIED%',
  percent: '%STATS_PERCENT%',
  json: '%STATS_JSON%',
} as const;

/** The id of the `<script type="application/json">` carrying the figures the home page was served with. */
export const INITIAL_STATS_ID = 'initial-stats';

/** The footer's copyright line, on every page: its years follow the clock, so it is filled when the page is sent. */
export const COPYRIGHT_TOKEN = '%COPYRIGHT_LINE%';

/** The Ambassador page's goal card, filled from the campaign settings when the page is sent. */
export const CAMPAIGN_TOKENS = {
  goal: '%CAMPAIGN_GOAL%',
  note: '%CAMPAIGN_NOTE%',
  json: '%CAMPAIGN_JSON%',
} as const;

/** The id of the `<script type="application/json">` carrying the campaign settings a page was served with. */
export const INITIAL_CAMPAIGN_ID = 'initial-campaign';

/** The prerendered page that shows the campaign settings. */
export const CAMPAIGN_PAGE = '/ambassador';

/** The id of the `<script type="application/json">` carrying the contact details a page was rendered with. */
export const INITIAL_SITE_ID = 'initial-site';

/** JSON to place inside a `<script>` element: only "</" could end the element early. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Figures in the page's language, the same on the server and in the browser, so hydration matches. */
export const formatCountIn = (locale: Locale, n: number) => numberFormat(intlLocale(locale)).format(n);

/** The progress bar's aria-valuenow: percent rounded to two decimals. */
export const percentValue = (stats: SubscriberStats) => Math.round(progressPercent(stats) * 100) / 100;

/** Text or an attribute value in HTML, escaped as the prerender escapes it. */
export const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

export function fillPublicUrl(html: string, publicUrl: string): string {
  return html.replaceAll(PUBLIC_URL_TOKEN, escapeHtml(publicUrl));
}

/** The line comes translated and with this year in it (see COPYRIGHT_MESSAGE). */
export function fillCopyright(html: string, line: string): string {
  return html.replaceAll(COPYRIGHT_TOKEN, escapeHtml(line));
}

/** The sentences come translated: only the server's catalogs know the page's language. */
export function fillCampaign(html: string, texts: { goal: string; note: string }, campaign: unknown): string {
  return html
    .replaceAll(CAMPAIGN_TOKENS.goal, escapeHtml(texts.goal))
    .replaceAll(CAMPAIGN_TOKENS.note, escapeHtml(texts.note))
    .replaceAll(CAMPAIGN_TOKENS.json, jsonForScript(campaign));
}

/** The phase label comes translated: only the server's catalogs know the page's language. */
export function fillStats(html: string, stats: SubscriberStats, locale: Locale, phaseLabel: string): string {
  const count = (n: number) => formatCountIn(locale, n);
  const values: Record<keyof typeof STATS_TOKENS, string> = {
    phase: escapeHtml(phaseLabel),
    total: count(stats.total_subscribers),
    goal: count(stats.goal),
    remaining: count(remainingToGoal(stats)),
    verified: count(stats.verified_subscribers),
    percent: String(percentValue(stats)),
    json: jsonForScript(stats),
  };
  return (Object.keys(STATS_TOKENS) as (keyof typeof STATS_TOKENS)[]).reduce((out, key) => out.replaceAll(STATS_TOKENS[key], values[key]), html);
}

/** The public pages prerendered at build time; every other screen is served as the plain app shell. */
export const PRERENDERED_PATHS = ['/', '/auth', '/transparency', '/resources', '/shariah-compliance', '/contact', '/terms', '/privacy', '/ambassador', '/reviews', '/poster'] as const;

/**
 * Pages whose first render depends on the query or fragment (/auth?login, /auth?email=…, /auth#verify=…):
 * prerendered as they look at their bare address, and rendered afresh on the client when the address
 * carries more, since hydrating would not match.
 */
export const ADDRESS_SENSITIVE_PATHS: ReadonlySet<string> = new Set(['/auth']);

/**
 * Where the build writes a prerendered page, relative to the client directory; null is the 404 page.
 * One folder per variant of the contact details (see siteVariant), English pages at its top and the
 * other languages in a folder each.
 */
export function prerenderedFile(variant: string, path: string | null, locale: Locale = DEFAULT_LOCALE): string {
  const dir = locale === DEFAULT_LOCALE ? `prerendered/${variant}` : `prerendered/${variant}/${locale}`;
  if (path === null) return `${dir}/404.html`;
  return `${dir}/${path === '/' ? 'index' : path.slice(1).replace(/\//g, '-')}.html`;
}

/** The document's language and direction, on the <html> element of a served page. */
export function setHtmlLanguage(html: string, locale: Locale, direction: 'ltr' | 'rtl'): string {
  return html.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${direction}">`);
}
