import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { firstVisit } from '../scripts/bench/page-weight';
import { CLIENT_DIR, packagesIn, sourcesIn, watchScripts } from './support/bundle';

/** Each public page and a piece of its own content that must be in the HTML before any JavaScript runs. */
const PAGES = [
  { path: '/', heading: 'Helping one another,', title: 'Riba-Free Community: interest-free mutual aid' },
  { path: '/auth', heading: 'Join the community', title: 'Sign up or log in | Riba-Free Community' },
  { path: '/transparency', heading: 'Transparency Reports', title: 'Transparency reports | Riba-Free Community' },
  { path: '/resources', heading: 'Resources &amp; Support', title: 'Resources &amp; FAQ | Riba-Free Community' },
  { path: '/shariah-compliance', heading: 'Shariah Compliance Framework', title: 'Shariah compliance | Riba-Free Community' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact us | Riba-Free Community' },
  { path: '/terms', heading: 'Terms of Service', title: 'Terms of service | Riba-Free Community' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy policy | Riba-Free Community' },
  { path: '/ambassador', heading: 'Ambassador Program', title: 'Ambassador program | Riba-Free Community' },
  { path: '/reviews', heading: 'Community Reviews', title: 'Community reviews | Riba-Free Community' },
  { path: '/poster', heading: 'Printable Poster', title: 'Printable poster | Riba-Free Community' },
];

/** Console errors and CSP violations while a page loads and hydrates. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return problems;
}

test('every public page arrives as HTML with its content, title, description, canonical and social tags', async ({ request, baseURL }) => {
  for (const page of PAGES) {
    const response = await request.get(page.path);
    expect(response.status(), page.path).toBe(200);
    const html = await response.text();
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body, page.path).toContain(page.heading);
    expect(html, page.path).toContain(`<title>${page.title}</title>`);
    expect(html, page.path).toMatch(/<meta name="description" content="[^"]{10,}"/);
    expect(html, page.path).toContain(`<link rel="canonical" href="${baseURL}${page.path}" />`);
    expect(html, page.path).toContain(`<meta property="og:url" content="${baseURL}${page.path}" />`);
    expect(html, page.path).toContain(`<meta property="og:title" content="${page.title}" />`);
    expect(html, page.path).toContain('<meta property="og:type" content="website" />');
    expect(html, page.path).toContain('<meta property="og:site_name" content="Riba-Free Community" />');
    expect(html, page.path).toContain(`<meta property="og:image" content="${baseURL}/social-card.png" />`);
    expect(html, page.path).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html, page.path).not.toMatch(/%[A-Z_]+%/);
  }
  const card = await request.get('/social-card.png');
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});

test('a shared referral link previews as the home page', async ({ request, baseURL }) => {
  const html = await (await request.get('/?ref=ABCD1234')).text();
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/" />`);
  expect(html).toContain(`<meta property="og:image" content="${baseURL}/social-card.png" />`);
  expect(html).toContain('<meta property="og:description" content="Join a riba-free');
});

test('the home page HTML carries the current counter figures and the same figures as data', async ({ request }) => {
  const stats = await (await request.get('/api/stats')).json();
  const html = await (await request.get('/')).text();
  const shown = (testId: string) => new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1];
  expect(shown('stats-total')).toBe(stats.total_subscribers.toLocaleString('en-US'));
  expect(shown('stats-goal')).toBe(stats.goal.toLocaleString('en-US'));
  expect(shown('stats-verified')).toBe(stats.verified_subscribers.toLocaleString('en-US'));
  expect(shown('stats-remaining')).toBe(Math.max(0, stats.goal - stats.verified_subscribers).toLocaleString('en-US'));
  const data = /<script type="application\/json" id="initial-stats">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(data ?? 'null')).toEqual(stats);
});

test('the contact details the server is configured with are in the first HTML', async ({ request }) => {
  const body = (html: string) => html.slice(html.indexOf('<div id="root">'));
  const contact = await (await request.get('/contact')).text();
  expect(body(contact)).toContain('href="mailto:support@community.example"');
  expect(body(contact)).toContain('+1 (410) 555-0142');
  const home = await (await request.get('/')).text();
  expect(body(home)).toContain('href="https://chat.community.example/join"');
});

test('without JavaScript the home page still shows its content and the counter', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Helping one another');
  await expect(page.getByTestId('stats-goal')).toHaveText(/^\d{1,3}(,\d{3})*$/);
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await context.close();
});

test('public pages hydrate without console errors or CSP violations and respond to clicks', async ({ page }) => {
  const problems = await watchProblems(page);
  for (const { path: pagePath } of PAGES) {
    await page.goto(pagePath);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  // A click handled by React, not the browser: the app moves to sign-up with the e-mail carried over.
  await page.getByLabel('Your e-mail address').fill('hydrated@example.org');
  await page.getByRole('button', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(/\/auth\?email=hydrated%40example\.org$/);
  expect(problems).toEqual([]);
});

test('figures follow the page’s language, not the browser’s, and hydrate cleanly', async ({ browser }) => {
  // German is not one of the site's languages: the page is English, and so are its figures.
  for (const [locale, goal] of [['de-DE', '1,000,000'], ['fr-CA', new Intl.NumberFormat('fr-CA').format(1_000_000)]] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const problems = await watchProblems(page);
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    await expect(page.getByTestId('stats-goal')).toHaveText(goal);
    expect(problems).toEqual([]);
    await context.close();
  }
});

test('sign-up arrives prerendered at its bare address and is rendered afresh when the address carries more', async ({ page, request }) => {
  expect(await (await request.get('/auth?login')).text()).toContain('<div id="root"></div>');
  const problems = await watchProblems(page);
  await page.goto('/auth?login');
  await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/auth#verify=not-a-real-token');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
  expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
});

/**
 * Whether the elements a selector finds after hydration are the very nodes the HTML arrived with: a
 * part that React could not hydrate in place would be built again, losing focus and typed text.
 */
async function keptFromHtml(page: Page, pagePath: string, selector: string) {
  await page.addInitScript((sel) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { arrived?: Element[] }).arrived = [...document.querySelectorAll(sel)];
    });
  }, selector);
  await page.goto(pagePath);
  return page.evaluate((sel) => {
    const { arrived = [] } = window as unknown as { arrived?: Element[] };
    const now = [...document.querySelectorAll(sel)];
    return { arrived: arrived.length, kept: now.length === arrived.length && now.every((node, i) => node === arrived[i]) };
  }, selector);
}

test('the sign-up form, hydrated in a task after the rest of the page, keeps the HTML it arrived in and works', async ({ page }) => {
  const problems = await watchProblems(page);
  expect(await keptFromHtml(page, '/auth', 'form[aria-label="Sign up"], form [name="fullName"], form [name="country"]')).toEqual({ arrived: 3, kept: true });
  // Answered by the form's own code: the states follow the country.
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Country').selectOption({ label: 'Canada' });
  await expect(form.getByLabel('Province or territory').locator('option', { hasText: 'Ontario' })).toHaveCount(1);
  await form.getByLabel(/I have read and accept/).check();
  await form.getByRole('button', { name: 'Create my free account' }).click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the home page’s sections below the first screen, hydrated after it, keep the HTML they arrived in', async ({ page }) => {
  const problems = await watchProblems(page);
  // The hero, the counter inside it and the five sections after them.
  expect(await keptFromHtml(page, '/', 'main section[aria-labelledby]')).toEqual({ arrived: 7, kept: true });
  await page.getByRole('link', { name: 'Learn more: The Problem and How It Works' }).click();
  await expect(page).toHaveURL(/#problem$/);
  expect(problems).toEqual([]);
});

test('nothing on a public page moves as its data arrives (layout shift at most 0.02)', async ({ browser }) => {
  for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const { path: pagePath } of PAGES) {
      await page.goto(pagePath);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift, `${pagePath} at ${viewport.width} px`).toBeLessThanOrEqual(0.02);
    }
    await context.close();
  }
});

test('the 404 page is prerendered and sent with status 404', async ({ request, page }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html.slice(html.indexOf('<div id="root">'))).toContain('Oops! Page not found');
  expect(html).toContain('<meta name="robots" content="noindex" />');
  const problems = await watchProblems(page);
  await page.goto('/no/such/page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The only errors are the 404 status itself and the line the 404 page logs on purpose.
  expect(problems.filter((p) => !p.startsWith('404: a page that does not exist') && !p.includes('status of 404'))).toEqual([]);
});

test('hashed assets are sent precompressed with a year-long immutable cache', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const brotli = await request.get(entry!, { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['vary']).toMatch(/accept-encoding/i);
  expect(brotli.headers()['cache-control']).toContain('immutable');
  expect(brotli.headers()['cache-control']).toContain('max-age=31536000');
  const gzip = await request.get(entry!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(entry!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

/**
 * All the JavaScript `/` loads (the entry with its preloads; the toaster comes with the first toast),
 * counted as gzip bytes of the built files, held to the 110 KB goal. The query cache loads with the
 * first screen that reads through it, never with the home page.
 */
const HOME_JS_BUDGET_GZIP = 110 * 1024;

test('the home page loads a bounded amount of JavaScript', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Your e-mail address').fill('x');
  const gzipBytes = [...scripts].reduce((sum, script) => sum + gzipSync(readFileSync(path.join(CLIENT_DIR, script)), { level: 9 }).length, 0);
  console.log(`JavaScript for /: ${(gzipBytes / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
  expect(gzipBytes).toBeLessThanOrEqual(HOME_JS_BUDGET_GZIP);
  expect(packagesIn(scripts).has('zod')).toBe(false);
  expect(packagesIn(scripts).has('@tanstack/query-core')).toBe(false);
});

/** Everything a first visit to `/` downloads, compressed, headers included, as the browser counts it. */
const HOME_BYTES_BUDGET = 120 * 1024;

test('a first visit to the home page downloads at most 120 KB, headers included', async ({ browser, baseURL }) => {
  const transfers = await firstVisit(browser, `${baseURL}/`);
  const total = transfers.reduce((sum, t) => sum + t.bytes, 0);
  console.log(`first visit to /: ${(total / 1024).toFixed(1)} KB in ${transfers.length} responses`);
  expect(transfers.length).toBeGreaterThan(2);
  expect(total).toBeLessThanOrEqual(HOME_BYTES_BUDGET);
});

test('sign-up and log-in load zod only once a form is used, and then validate with it', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', { name: 'Log In' }).click();
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(0);
  expect(packagesIn(scripts).has('zod')).toBe(false);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  expect(packagesIn(scripts).has('zod')).toBe(true);
});

test('the browser runs the production build of React Router, not the development one', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  const router = sourcesIn(scripts).filter((source) => source.includes('node_modules/react-router/'));
  expect(router.length).toBeGreaterThan(0);
  expect(router.filter((source) => !source.includes('/dist/production/'))).toEqual([]);
});

test('a page that shows no toast loads no toaster code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/transparency');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /\/toaster-/.test(s))).toEqual([]);
});
