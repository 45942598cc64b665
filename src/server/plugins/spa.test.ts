import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../shared/api';
import type { Campaign } from '../../shared/domain/campaign';
import type { SubscriberStats } from '../../shared/domain/stats';
import type { SiteInfo } from '../../shared/api';
import { CAMPAIGN_TOKENS, COPYRIGHT_TOKEN, INITIAL_CAMPAIGN_ID, INITIAL_SITE_ID, INITIAL_STATS_ID, PUBLIC_URL_TOKEN, STATS_TOKENS } from '../../shared/prerendered-page';
import { SITE_JSON_TOKEN, SITE_TOKENS, siteVariant } from '../../shared/prerendered-site';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../test/support/api-harness';
import { spaPlugin, type SpaOptions } from './spa';
import { pageServer } from '../../../test/support/page-server';

const SHELL = '<html><head><title>x</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
const HOME =
  `<html><head><title>Home</title><link rel="canonical" href="${PUBLIC_URL_TOKEN}/" />` +
  `<script type="application/json" id="${INITIAL_STATS_ID}">${STATS_TOKENS.json}</script></head><body><div id="root">` +
  `<h2 id="stats-panel-title">${STATS_TOKENS.phase}</h2><p data-testid="stats-total">${STATS_TOKENS.total}</p>` +
  `<dd data-testid="stats-goal">${STATS_TOKENS.goal}</dd><dd data-testid="stats-remaining">${STATS_TOKENS.remaining}</dd>` +
  `<dd data-testid="stats-verified">${STATS_TOKENS.verified}</dd><div role="progressbar" aria-valuenow="${STATS_TOKENS.percent}"></div></div></body></html>`;
const FOOTER = `<footer><p>${COPYRIGHT_TOKEN}</p></footer>`;
const TRANSPARENCY = `<html><head><title>Transparency</title><link rel="canonical" href="${PUBLIC_URL_TOKEN}/transparency" /></head><body><div id="root"><h1>Transparency Reports</h1>${FOOTER}</div></body></html>`;
const AMBASSADOR =
  `<html><head><title>Ambassador</title><script type="application/json" id="${INITIAL_CAMPAIGN_ID}">${CAMPAIGN_TOKENS.json}</script></head><body><div id="root">` +
  `<p data-testid="ambassador-goal-text">${CAMPAIGN_TOKENS.goal}</p><p>${CAMPAIGN_TOKENS.note}</p>${FOOTER}</div></body></html>`;
const NOT_FOUND = `<html><head><title>Page not found</title></head><body><div id="root"><h1>Oops! Page not found</h1>${FOOTER}</div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('a'.repeat(4000))});`;

/** The contact details the pages below are served with: an e-mail address, no phone and no chat. */
const SITE: SiteInfo = {
  support_email: 'help@example.org', support_phone: null, chat_url: null, website_url: 'https://example.org', address: 'Somewhere', public_url: 'https://community.example',
  organisation: { legal_name: null, registration_number: null, postal_address: null, people: [] },
};
const VARIANT = siteVariant(SITE);
/** The test app's configuration sets none of the optional contact details. */
const TEST_APP_VARIANT = siteVariant({ support_email: null, support_phone: null, chat_url: null, website_url: null });

/** A built client as the build leaves it: shell, prerendered pages (of SITE's variant), a precompressed asset and any other files. */
function fakeClientDir(files: Record<string, string> = {}, variant = VARIANT): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(dir, `prerendered/${variant}`), { recursive: true });
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), SHELL);
  writeFileSync(path.join(dir, `prerendered/${variant}/index.html`), HOME);
  writeFileSync(path.join(dir, `prerendered/${variant}/transparency.html`), TRANSPARENCY);
  writeFileSync(path.join(dir, `prerendered/${variant}/404.html`), NOT_FOUND);
  writeFileSync(path.join(dir, `prerendered/${variant}/ambassador.html`), AMBASSADOR);
  mkdirSync(path.join(dir, `prerendered/${variant}/fr-CA`));
  writeFileSync(path.join(dir, `prerendered/${variant}/fr-CA/ambassador.html`), AMBASSADOR.replace('<html>', '<html lang="fr-CA" dir="ltr">'));
  writeFileSync(path.join(dir, `prerendered/${variant}/fr-CA/index.html`), HOME.replace('<html>', '<html lang="fr-CA" dir="ltr">'));
  writeFileSync(path.join(dir, `prerendered/${variant}/auth.html`), '<html><head><title>Auth</title></head><body><div id="root"><h1>Join the community</h1></div></body></html>');
  writeFileSync(path.join(dir, 'assets/app-abc123.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

async function serve(options: Partial<SpaOptions> = {}, files: Record<string, string> = {}) {
  const app = await pageServer();
  await app.register(spaPlugin, { clientDir: fakeClientDir(files), publicUrl: 'https://community.example', readSite: async () => SITE, ...options });
  return app;
}

const STATS: SubscriberStats = { total_subscribers: 12_345, verified_subscribers: 6_789, goal: 1_000_000, phase: 1 };

describe('serving the prerendered pages', () => {
  it('sends each page in the language of the request, with its figures in that language', async () => {
    const app = await serve({ readStats: async () => STATS });
    const french = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(french.body).toContain('<html lang="fr-CA" dir="ltr">');
    expect(french.body).toContain(`>${new Intl.NumberFormat('fr-CA').format(12_345)}<`);
    expect(french.body).toContain('Phase 1 : Bâtir nos fondations');
    expect(french.headers.vary).toMatch(/cookie/i);
    expect(french.headers.vary).toMatch(/accept-language/i);
    const remembered = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'locale=en', 'accept-language': 'fr' } });
    expect(remembered.body).toContain('>12,345<');
    const shell = await app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: 'locale=ar' } });
    expect(shell.body).toContain('<html lang="ar" dir="rtl">');
    expect(shell.body).toContain('<title>لوحة التحكم | Riba-Free Community</title>');
    await app.close();
  });

  it('fills the home page with the current figures, as text and as data, and the public address', async () => {
    const app = await serve({ readStats: async () => STATS });
    const res = await app.inject({ method: 'GET', url: '/?ref=ABCD1234' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<link rel="canonical" href="https://community.example/" />');
    expect(res.body).toContain('<p data-testid="stats-total">12,345</p>');
    expect(res.body).toContain('<dd data-testid="stats-goal">1,000,000</dd>');
    // Remaining and the bar count verified members, as the goal does.
    expect(res.body).toContain('<dd data-testid="stats-remaining">993,211</dd>');
    expect(res.body).toContain('<dd data-testid="stats-verified">6,789</dd>');
    expect(res.body).toContain('aria-valuenow="0.68"');
    expect(res.body).toContain('>Phase 1: Building Our Foundation</h2>');
    const data = new RegExp(`id="${INITIAL_STATS_ID}">([^<]*)<`).exec(res.body)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual(STATS);
    expect(res.body).not.toMatch(/%[A-Z_]+%/);
    await app.close();
  });

  it('answers every request with the figures of that moment', async () => {
    let stats = STATS;
    const app = await serve({ readStats: async () => stats });
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('>12,345<');
    stats = { ...STATS, total_subscribers: 12_346 };
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('>12,346<');
    await app.close();
  });

  it('keeps a closing script tag in the data from ending the element', async () => {
    const app = await serve({ readStats: async () => ({ ...STATS, goal: '</script><script>alert(1)</script>' as unknown as number }) });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('</script><script>alert(1)');
    await app.close();
  });

  it('sends the app shell for home when the figures cannot be read, so the app loads them itself', async () => {
    const app = await serve({ readStats: async () => Promise.reject(new Error('database down')) });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Riba-Free Community: interest-free mutual aid</title>');
    await app.close();
  });

  it('sends other public pages prerendered with the public address, and member screens as the shell with their title', async () => {
    const app = await serve();
    const transparency = await app.inject({ method: 'GET', url: '/transparency/' });
    expect(transparency.body).toContain('<h1>Transparency Reports</h1>');
    expect(transparency.body).toContain('<link rel="canonical" href="https://community.example/transparency" />');
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<div id="root"></div>');
    expect(dashboard.body).toContain('<title>Your dashboard | Riba-Free Community</title>');
    await app.close();
  });

  it('sends sign-up prerendered at its bare address, and as the shell when the query would change what it shows', async () => {
    const app = await serve();
    expect((await app.inject({ method: 'GET', url: '/auth' })).body).toContain('<h1>Join the community</h1>');
    const withQuery = await app.inject({ method: 'GET', url: '/auth?login' });
    expect(withQuery.body).toContain('<div id="root"></div>');
    expect(withQuery.body).toContain('<title>Sign up or log in | Riba-Free Community</title>');
    await app.close();
  });

  it('fills in the contact details, from the variant of the pages for the details set', async () => {
    const contact = (heading: string) =>
      `<html><head><script type="application/json" id="${INITIAL_SITE_ID}">${SITE_JSON_TOKEN}</script></head><body><div id="root"><h1>${heading}</h1>` +
      `<a href="mailto:${SITE_TOKENS.email}">${SITE_TOKENS.email}</a><address>${SITE_TOKENS.address}</address></div></body></html>`;
    const files = { [`prerendered/${VARIANT}/contact.html`]: contact('E-mail only'), [`prerendered/${siteVariant({ ...SITE, support_phone: '+1' })}/contact.html`]: `${contact('With a phone')}<a href="${SITE_TOKENS.phoneLink}">${SITE_TOKENS.phone}</a>` };
    // One server throughout: an admin changes the details while it runs, and the next page shows them.
    let current: SiteInfo = { ...SITE, address: 'Main St & 5th' };
    const app = await serve({ readSite: async () => current }, files);
    const page = (await app.inject({ method: 'GET', url: '/contact' })).body;
    expect(page).toContain('<h1>E-mail only</h1><a href="mailto:help@example.org">help@example.org</a><address>Main St &amp; 5th</address>');
    expect(page).toContain(`<script type="application/json" id="${INITIAL_SITE_ID}">${JSON.stringify(current)}</script>`);
    current = { ...SITE, support_phone: '+1 (410) 555-0142' };
    const withPhone = (await app.inject({ method: 'GET', url: '/contact' })).body;
    expect(withPhone).toContain('<h1>With a phone</h1><a href="mailto:help@example.org">help@example.org</a>');
    expect(withPhone).toContain('<a href="tel:+14105550142">+1 (410) 555-0142</a>');
    await app.close();
  });

  it('sends the prerendered 404 page with status 404 for unknown paths', async () => {
    const app = await serve();
    const res = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Oops! Page not found</h1>');
    await app.close();
  });
});

describe('the parts of a prerendered page that change after the build', () => {
  afterEach(() => vi.useRealTimers());
  const CAMPAIGN: Campaign = { ambassador_goal: 100, ambassador_deadline: '2027-03-31', community_goal: 1_000_000 };
  const goalText = (body: string) => /data-testid="ambassador-goal-text">([^<]*)</.exec(body)?.[1];

  it('writes the copyright years of the day the page is sent, so New Year needs no new build', async () => {
    const app = await serve();
    vi.useFakeTimers({ now: new Date('2026-12-31T23:59:00Z'), toFake: ['Date'] });
    expect((await app.inject({ method: 'GET', url: '/transparency' })).body).toContain('<p>© 2025–2026 Riba-Free Community. A nonprofit initiative serving the North American Muslim community.</p>');
    vi.setSystemTime(new Date('2027-01-01T00:01:00Z'));
    expect((await app.inject({ method: 'GET', url: '/transparency' })).body).toContain('<p>© 2025–2027 Riba-Free Community.');
    expect((await app.inject({ method: 'GET', url: '/no/such/page' })).body).toContain('<p>© 2025–2027 Riba-Free Community.');
    await app.close();
  });

  it('fills the Ambassador page with the campaign settings of the moment, in the page\'s language, text and data', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z'), toFake: ['Date'] });
    let campaign = CAMPAIGN;
    const app = await serve({ readCampaign: async () => campaign });
    const first = await app.inject({ method: 'GET', url: '/ambassador' });
    expect(goalText(first.body)).toBe('100 verified signups per ambassador by Mar 31, 2027');
    expect(first.body).toContain('<p>If 10,000 ambassadors each reach it, together they bring in 1,000,000 verified members: enough to begin Phase 2.</p>');
    const data = new RegExp(`id="${INITIAL_CAMPAIGN_ID}">([^<]*)<`).exec(first.body)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual(CAMPAIGN);
    expect(first.body).not.toMatch(/%[A-Z_]+%/);

    campaign = { ...CAMPAIGN, ambassador_goal: 50, ambassador_deadline: '2027-06-30' };
    expect(goalText((await app.inject({ method: 'GET', url: '/ambassador' })).body)).toBe('50 verified signups per ambassador by Jun 30, 2027');
    const french = await app.inject({ method: 'GET', url: '/ambassador', headers: { cookie: 'locale=fr-CA' } });
    expect(goalText(french.body)).toBe(`50 inscriptions vérifiées par ambassadeur d’ici le ${new Intl.DateTimeFormat('fr-CA', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date('2027-06-30T00:00:00Z'))}`);
    await app.close();
  });

  it('drops a deadline that has passed, and one that is not set, instead of presenting it as ahead', async () => {
    vi.useFakeTimers({ now: new Date('2027-04-01T00:30:00Z'), toFake: ['Date'] });
    let campaign = CAMPAIGN;
    const app = await serve({ readCampaign: async () => campaign });
    expect(goalText((await app.inject({ method: 'GET', url: '/ambassador' })).body)).toBe('100 verified signups per ambassador');
    campaign = { ...CAMPAIGN, ambassador_deadline: null };
    expect(goalText((await app.inject({ method: 'GET', url: '/ambassador' })).body)).toBe('100 verified signups per ambassador');
    await app.close();
  });

  it('sends the shell for the Ambassador page when the settings cannot be read', async () => {
    const app = await serve({ readCampaign: async () => Promise.reject(new Error('database down')) });
    const res = await app.inject({ method: 'GET', url: '/ambassador' });
    expect(res.body).toContain('<div id="root"></div>');
    await app.close();
  });
});

describe('serving the hashed assets', () => {
  it('sends the brotli or gzip copy the browser accepts, varying on Accept-Encoding, cached for a year', async () => {
    const app = await serve();
    const brotli = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    await app.close();
  });

  it('reads each copy once and sends it from memory after, answering a known ETag with 304', async () => {
    const dir = fakeClientDir();
    const app = await pageServer();
    await app.register(spaPlugin, { clientDir: dir, publicUrl: 'https://community.example', readSite: async () => SITE });
    const first = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    // A hashed name never changes content: what is on disk later is not read again.
    writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync('changed'));
    const again = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    await app.close();
  });

  it('answers 404 for a name the build did not write, without reaching outside the folder', async () => {
    const app = await serve();
    for (const url of ['/assets/missing-1234.js', '/assets/..%2Findex.html', '/assets/../index.html', '/assets/app-abc123.js.br']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(String(response.headers['cache-control'] ?? ''), url).not.toContain('immutable');
    }
    await app.close();
  });
});

describe('serving the installable app', () => {
  it('sends the service worker from the root as JavaScript that is checked again on every visit', async () => {
    const app = await serve({}, { 'service-worker.js': 'self.x = 1;' });
    const response = await app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('self.x = 1;');
    await app.close();
  });

  it('sends the web app manifest with its own type', async () => {
    const app = await serve({}, { 'manifest.webmanifest': '{"name":"x"}' });
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    await app.close();
  });

  it('answers a build without a service worker with the 404 page, not a script', async () => {
    const app = await serve();
    const response = await app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Oops! Page not found');
    await app.close();
  });
});

describe('the whole app serving its home page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clientDir: fakeClientDir({}, TEST_APP_VARIANT) });
  });
  afterAll(async () => t.close());

  it('fills in the figures from the stats service and the configured public URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const stats = await t.services.stats.get();
    expect(res.body).toContain(`<p data-testid="stats-total">${stats.total_subscribers.toLocaleString('en-US')}</p>`);
    expect(res.body).toContain(`<dd data-testid="stats-goal">${stats.goal.toLocaleString('en-US')}</dd>`);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/" />');
  });
});

describe('the whole app serving the Ambassador page', () => {
  let t: TestApp;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestApp({}, { clientDir: fakeClientDir({}, TEST_APP_VARIANT) });
    admin = await createMember(t, { admin: true });
  });
  afterAll(async () => t.close());

  it('shows a goal and deadline an admin has just changed on the very next visit', async () => {
    const deadline = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
    const saved = await t.app.inject({ method: 'PUT', url: API.adminCampaign, headers: { cookie: admin.cookie }, payload: { ambassador_goal: 40, ambassador_deadline: deadline } });
    expect(saved.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/ambassador' });
    const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${deadline}T00:00:00Z`));
    expect(res.body).toContain(`>40 verified signups per ambassador by ${date}<`);
  });
});
