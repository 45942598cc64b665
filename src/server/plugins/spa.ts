import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteInfo } from '../../shared/api';
import { ambassadorGoalText, ambassadorTeamNote, todayUtc, type Campaign } from '../../shared/domain/campaign';
import { COPYRIGHT_MESSAGE, copyrightYears } from '../../shared/domain/copyright';
import type { SubscriberStats } from '../../shared/domain/stats';
import { PHASE_LABELS } from '../../shared/domain/stats';
import { LOCALES, textDirection, type Locale } from '../../shared/i18n/locales';
import { ADDRESS_SENSITIVE_PATHS, CAMPAIGN_PAGE, escapeHtml, fillCampaign, fillCopyright, fillPublicUrl, fillStats, PRERENDERED_PATHS, prerenderedFile, setHtmlLanguage } from '../../shared/prerendered-page';
import { fillSite, siteVariant } from '../../shared/prerendered-site';
import { NOT_FOUND_TITLE, SCREENS, isKnownScreenPath } from '../../shared/routes';
import { notFound } from '../http/errors';
import { translateKnown } from '../i18n/catalogs';
import { createHashedAssets } from './hashed-assets';

const screenByPath = new Map<string, { title: string; description: string }>(Object.values(SCREENS).map((s) => [s.path, s]));

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export interface SpaOptions {
  clientDir: string;
  /** The site's public address, for the canonical and Open Graph links of the prerendered pages. */
  publicUrl: string;
  /** The current counter figures for the home page; the page is sent as the plain shell when absent or failing. */
  readStats?: () => Promise<SubscriberStats>;
  /** The campaign settings for the Ambassador page; that page is sent as the plain shell when absent or failing. */
  readCampaign?: () => Promise<Campaign>;
  /** The contact details and profile as they are now: an admin may change them while the server runs. */
  readSite: () => Promise<SiteInfo>;
}

/**
 * Serves the built client: hashed assets precompressed (brotli or gzip, by Accept-Encoding) with a
 * year-long immutable cache; the public pages prerendered at build, in the variant for the contact
 * details set when sent, with the contact details, public address and (home) the current counter
 * figures filled in; every other screen as the app shell with its own
 * title and description. Unknown paths get the prerendered 404 page with HTTP status 404, and the
 * attempted path is logged.
 */
export async function spaPlugin(app: FastifyInstance, opts: SpaOptions) {
  const indexFile = path.join(opts.clientDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The client is not built: ${indexFile} is missing (run npm run build)`);
  const shell = readFileSync(indexFile, 'utf8');

  // Each page as built, with the public address in: read once, on first use, per variant and language.
  const built = new Map<string, string | null>();
  const readBuilt = (variant: string, pagePath: string | null, locale: Locale): string | null => {
    const key = `${variant} ${locale} ${pagePath ?? '404'}`;
    if (!built.has(key)) {
      const file = path.join(opts.clientDir, prerenderedFile(variant, pagePath, locale));
      built.set(key, existsSync(file) ? fillPublicUrl(readFileSync(file, 'utf8'), opts.publicUrl) : null);
    }
    return built.get(key) ?? null;
  };
  const isPrerendered = new Set<string>(PRERENDERED_PATHS);
  /** The page in the variant for the contact details set now, with their values in. */
  const prerendered = async (pagePath: string | null, locale: Locale): Promise<string | undefined> => {
    if (pagePath !== null && !isPrerendered.has(pagePath)) return undefined;
    const site = await opts.readSite();
    const html = readBuilt(siteVariant(site), pagePath, locale);
    return html === null ? undefined : fillSite(html, site);
  };

  const shellFor = (pathname: string, request: FastifyRequest) => {
    const screen = screenByPath.get(pathname);
    const title = translateKnown(request.i18n, screen?.title ?? NOT_FOUND_TITLE);
    const description = translateKnown(request.i18n, screen?.description ?? SCREENS.home.description);
    return setHtmlLanguage(shell, request.locale, textDirection(request.locale))
      .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(description)}" />`);
  };

  /** What a prerendered page holds that changes after the build: figures, campaign settings, this year. */
  const fillServeTime = async (pathname: string, html: string, request: FastifyRequest): Promise<string> => {
    const t = request.i18n._.bind(request.i18n);
    const page = fillCopyright(html, t(COPYRIGHT_MESSAGE, { years: copyrightYears() }));
    if (pathname === '/') {
      if (!opts.readStats) throw new Error('no stats reader');
      const stats = await opts.readStats();
      return fillStats(page, stats, request.locale, translateKnown(request.i18n, PHASE_LABELS[stats.phase]));
    }
    if (pathname === CAMPAIGN_PAGE) {
      if (!opts.readCampaign) throw new Error('no campaign reader');
      const campaign = await opts.readCampaign();
      const texts = { goal: ambassadorGoalText(t, campaign, todayUtc(), request.locale), note: ambassadorTeamNote(t, campaign, request.locale) };
      return fillCampaign(page, texts, campaign);
    }
    return page;
  };

  const pageFor = async (pathname: string, hasQuery: boolean, request: FastifyRequest): Promise<string> => {
    if (hasQuery && ADDRESS_SENSITIVE_PATHS.has(pathname)) return shellFor(pathname, request);
    try {
      const html = await prerendered(pathname, request.locale);
      return html ? await fillServeTime(pathname, html, request) : shellFor(pathname, request);
    } catch (err) {
      request.log.error({ err, path: pathname }, 'could not fill in the live parts of a prerendered page; sending the app shell');
      return shellFor(pathname, request);
    }
  };

  const notFoundPage = async (pathname: string, request: FastifyRequest): Promise<string> => {
    try {
      const html = await prerendered(null, request.locale);
      return html ? fillCopyright(html, request.i18n._(COPYRIGHT_MESSAGE, { years: copyrightYears() })) : shellFor(pathname, request);
    } catch (err) {
      request.log.error({ err, path: pathname }, 'could not fill in the not-found page; sending the app shell');
      return shellFor(pathname, request);
    }
  };

  await app.register(fastifyStatic, { root: opts.clientDir, serve: false, preCompressed: true });

  const assets = createHashedAssets(path.join(opts.clientDir, 'assets'));
  app.get('/assets/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    if (!assets.has(file)) throw notFound('No such file');
    return assets.send(request, reply, file);
  });

  app.get('/api/*', { config: { access: 'public' }, schema: { hide: true } }, async () => {
    throw notFound('No such API route');
  });

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const [pathname = '/', query] = request.url.split('?');
    const publicFile = pathname.slice(1);
    // The service worker must sit at the root to control every page, and be checked for a new version on every visit.
    if (publicFile === 'service-worker.js' && existsSync(path.join(opts.clientDir, publicFile))) {
      return reply.header('cache-control', 'no-cache').sendFile(publicFile, { cacheControl: false });
    }
    if (/^[\w.-]+\.(svg|png|ico|txt|webmanifest)$/.test(publicFile) && existsSync(path.join(opts.clientDir, publicFile))) {
      return reply.sendFile(publicFile, { maxAge: '1d' });
    }
    // The same address is served in the language of the request, which caches must tell apart.
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8');
    if (!isKnownScreenPath(pathname)) {
      request.log.warn({ path: pathname }, '404: page not found');
      return reply.status(404).send(await notFoundPage(pathname, request));
    }
    return reply.send(await pageFor(normalize(pathname), Boolean(query), request));
  });
}
