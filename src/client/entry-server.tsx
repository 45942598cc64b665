import type { Messages } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SiteInfo } from '../shared/api';
import { ambassadorGoalText, ambassadorTeamNote, type Campaign } from '../shared/domain/campaign';
import { remainingToGoal, type SubscriberStats } from '../shared/domain/stats';
import { LOCALES, textDirection, type Locale } from '../shared/i18n/locales';
import { CAMPAIGN_PAGE, CAMPAIGN_TOKENS, COPYRIGHT_TOKEN, INITIAL_CAMPAIGN_ID, INITIAL_SITE_ID, INITIAL_STATS_ID, PRERENDERED_PATHS, STATS_TOKENS, formatCountIn, percentValue, prerenderedFile, setHtmlLanguage } from '../shared/prerendered-page';
import { SENTINEL_SITES, SENTINEL_TRACES, SITE_JSON_TOKEN, siteVariant, tokenizeSite } from '../shared/prerendered-site';
import { NOT_FOUND_TITLE, SCREENS } from '../shared/routes';
import { messages as arPublic } from '../locales/ar/public.po';
import { messages as arScreens } from '../locales/ar/screens.po';
import { messages as arStatic } from '../locales/ar/static.po';
import { messages as enPublic } from '../locales/en/public.po';
import { messages as enScreens } from '../locales/en/screens.po';
import { messages as enStatic } from '../locales/en/static.po';
import { messages as frPublic } from '../locales/fr-CA/public.po';
import { messages as frScreens } from '../locales/fr-CA/screens.po';
import { messages as frStatic } from '../locales/fr-CA/static.po';
import { i18n, translateKnown } from './i18n/i18n';
import { createQueryClient } from './app/query-client';
import { CurrentScreen, loadScreenAt } from './app/router';
import { RootLayout } from './app/root-layout';
import { LocaleProviders } from './i18n/locale-providers';
import { campaignQuery } from './lib/campaign';
import { siteData, siteInfoQuery } from './features/site/use-site-info';
import { statsData, statsQuery } from './features/stats/use-live-stats';
import { pageHead } from './prerender/page-head';

/**
 * Figures the home page is rendered with at build time. Each formats to text found nowhere else on
 * the page, so the build can swap it for a token the server fills with the live figures.
 */
const SENTINEL_STATS: SubscriberStats = { total_subscribers: 111_111_111, verified_subscribers: 22_222_222, goal: 999_999_999, phase: 1 };

/** Campaign settings the Ambassador page is rendered with at build time, swapped for tokens the same way. */
const SENTINEL_CAMPAIGN: Campaign = { ambassador_goal: 7_777, ambassador_deadline: null, community_goal: 888_888_888 };

const CATALOGS: Record<Locale, Messages> = { en: { ...enScreens, ...enStatic, ...enPublic }, 'fr-CA': { ...frScreens, ...frStatic, ...frPublic }, ar: { ...arScreens, ...arStatic, ...arPublic } };

const NOT_FOUND_PATH = '/this-page-does-not-exist';
const screenByPath = new Map(Object.values(SCREENS).map((s) => [s.path as string, s]));

async function renderApp(path: string, data: { stats?: SubscriberStats; site?: SiteInfo; campaign?: Campaign }): Promise<string> {
  await loadScreenAt(path);
  // The shared data is one store for the whole build: each page starts from its own data only.
  statsData.reset();
  siteData.reset();
  if (data.stats) statsData.set(data.stats);
  if (data.site) siteData.set(data.site);
  const queryClient = createQueryClient();
  if (data.stats) queryClient.setQueryData(statsQuery.queryKey, data.stats);
  if (data.site) queryClient.setQueryData(siteInfoQuery.queryKey, data.site);
  if (data.campaign) queryClient.setQueryData(campaignQuery.queryKey, data.campaign);
  return renderToString(
    <LocaleProviders>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={path}>
          <RootLayout>
            <CurrentScreen />
          </RootLayout>
        </StaticRouter>
      </QueryClientProvider>
    </LocaleProviders>,
  );
}

function replaceOnce(html: string, find: string | RegExp, replacement: string, what: string): string {
  const count = typeof find === 'string' ? html.split(find).length - 1 : (html.match(new RegExp(find, 'g')) ?? []).length;
  if (count !== 1) throw new Error(`Prerendering the home page: expected the ${what} once, found it ${count} times`);
  return html.replace(find, replacement);
}

/** Puts the server's tokens where the sentinel figures were rendered (in the page's language). */
function tokenizeStats(html: string, locale: Locale): string {
  const s = SENTINEL_STATS;
  const formatCountForServer = (n: number) => formatCountIn(locale, n);
  let out = replaceOnce(html, `>${formatCountForServer(s.total_subscribers)}<`, `>${STATS_TOKENS.total}<`, 'member count');
  out = replaceOnce(out, `>${formatCountForServer(s.goal)}<`, `>${STATS_TOKENS.goal}<`, 'goal');
  out = replaceOnce(out, `>${formatCountForServer(remainingToGoal(s))}<`, `>${STATS_TOKENS.remaining}<`, 'remaining count');
  out = replaceOnce(out, `>${formatCountForServer(s.verified_subscribers)}<`, `>${STATS_TOKENS.verified}<`, 'verified count');
  out = replaceOnce(out, `aria-valuenow="${percentValue(s)}"`, `aria-valuenow="${STATS_TOKENS.percent}"`, 'progress value');
  return replaceOnce(out, /(id="stats-panel-title"[^>]*>)[^<]*/, `$1${STATS_TOKENS.phase}`, 'phase label');
}

const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

/** The Ambassador page's goal sentences, rendered from the sentinel settings, become the server's tokens. */
function tokenizeCampaign(html: string, locale: Locale, t: (id: string, values?: Record<string, unknown>) => string): string {
  const goal = escapeHtml(ambassadorGoalText(t, SENTINEL_CAMPAIGN, '2000-01-01', locale));
  const note = escapeHtml(ambassadorTeamNote(t, SENTINEL_CAMPAIGN, locale));
  const out = replaceOnce(html, `>${goal}<`, `>${CAMPAIGN_TOKENS.goal}<`, 'ambassador goal');
  return replaceOnce(out, `>${note}<`, `>${CAMPAIGN_TOKENS.note}<`, 'ambassador note');
}

/**
 * The footer's copyright line (its element carries data-copyright) becomes a token the server fills
 * with the years of the day it sends the page. Pages without the site footer (the poster) have none.
 */
function tokenizeCopyright(html: string): string {
  if (!html.includes('data-copyright')) return html;
  return replaceOnce(html, /(<p data-copyright[^>]*>)[^<]*/, `$1${COPYRIGHT_TOKEN}`, 'copyright line');
}

function fillTemplate(template: string, locale: Locale, head: string, body: string): string {
  return setHtmlLanguage(template, locale, textDirection(locale))
    .replace(/<title>.*?<\/title>\s*<meta name="description" content="[^"]*"\s*\/?>/, head)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`)
    .replace(/\s*<noscript>.*?<\/noscript>/, '');
}

const dataScript = (id: string, json: string) => `\n    <script type="application/json" id="${id}">${json}</script>`;

/** A page whose contact details were rendered in a form tokenizeSite does not know would show the stand-ins. */
function checkNoSentinelSite(html: string, file: string): string {
  const trace = SENTINEL_TRACES.find((t) => html.includes(t));
  if (trace) throw new Error(`Prerendering ${file}: a stand-in contact detail ("${trace}") was left in the page`);
  return html;
}

/**
 * Every prerendered page as [file relative to the client directory, HTML], built from Vite's index.html,
 * in one variant per combination of the optional contact details (see siteVariant). The contact
 * details are tokens the server fills once when it starts, so what depends on them (the contact
 * cards, the phone and chat links) is in the first HTML without rendering anything at start.
 */
export async function prerenderPages(template: string): Promise<[string, string][]> {
  const siteData = dataScript(INITIAL_SITE_ID, SITE_JSON_TOKEN);
  const pages: [string, string][] = [];
  for (const site of SENTINEL_SITES) {
    const variant = siteVariant(site);
    const page = (file: string, html: string) => pages.push([file, checkNoSentinelSite(tokenizeSite(html, site), file)]);
    for (const locale of LOCALES) {
      // Rendering is synchronous, so the one shared instance is in this page's language throughout.
      i18n.loadAndActivate({ locale, messages: CATALOGS[locale] });
      const t = (message: string) => translateKnown(i18n, message);
      const translate = i18n._.bind(i18n);
      for (const path of PRERENDERED_PATHS) {
        const screen = screenByPath.get(path);
        if (!screen) throw new Error(`${path} is not a screen`);
        const home = path === '/';
        const campaignPage = path === CAMPAIGN_PAGE;
        let body = await renderApp(path, { site, ...(home && { stats: SENTINEL_STATS }), ...(campaignPage && { campaign: SENTINEL_CAMPAIGN }) });
        if (home) body = tokenizeStats(body, locale);
        if (campaignPage) body = tokenizeCampaign(body, locale, translate);
        body = tokenizeCopyright(body);
        const statsData = home ? dataScript(INITIAL_STATS_ID, STATS_TOKENS.json) : '';
        const campaignData = campaignPage ? dataScript(INITIAL_CAMPAIGN_ID, CAMPAIGN_TOKENS.json) : '';
        const head = pageHead({ path, title: t(screen.title), description: t(screen.description), indexable: true });
        page(prerenderedFile(variant, path, locale), fillTemplate(template, locale, head + statsData + campaignData + siteData, body));
      }
      const notFound = tokenizeCopyright(await renderApp(NOT_FOUND_PATH, { site }));
      const head = pageHead({ path: '/', title: t(NOT_FOUND_TITLE), description: i18n._('This page does not exist.'), indexable: false });
      page(prerenderedFile(variant, null, locale), fillTemplate(template, locale, head + siteData, notFound));
    }
  }
  return pages;
}
