import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewMember } from './support/members';

/** Waits until the service worker has stored the page and every build file it loaded. */
async function keptForOffline(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const files = performance.getEntriesByType('resource').map((e) => e.name).filter((n) => new URL(n).pathname.startsWith('/assets/'));
          const stored = await Promise.all([location.pathname, ...files].map((url) => caches.match(url, { ignoreVary: true })));
          return stored.every(Boolean);
        }),
      { timeout: 0 },
    )
    .toBe(true);
}

/** Every URL in every cache the site keeps. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)))).flat());

test('the app is installable: a manifest with its icons, and a theme colour for each scheme', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ name: 'Riba-Free Community', short_name: 'Riba-Free', start_url: '/', display: 'standalone', theme_color: '#065f46', background_color: '#fbfaf5' });
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const size = Number(icon.sizes.split('x')[0]);
    const drawn = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, icon.src);
    expect(drawn, icon.src).toEqual([size, size]);
  }
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(1);
  const worker = await request.get('/service-worker.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('a public page read once opens again without a network', async ({ page, context }) => {
  await page.goto('/transparency');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('transparency-pool')).toBeVisible();
  await keptForOffline(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Transparency Reports' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
});

test('a page opened through the app\'s own links is also kept for offline reading', async ({ page, context }) => {
  await page.goto('/');
  await keptForOffline(page);
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await keptForOffline(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await context.setOffline(false);
});

test('a member page opened offline shows no stored member data, and nothing from the API is stored', async ({ page, context }) => {
  const email = await signInNewMember(page, 'Hamza Offline');
  await page.goto('/dashboard');
  await expect(page.getByText(email).first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Once more while the worker controls the page, so the dashboard really goes through it.
  await page.reload();
  await expect(page.getByText(email).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.setOffline(false);

  const urls = await cachedUrls(page);
  expect(urls.filter((u) => u.startsWith('/api/') || u === '/dashboard')).toEqual([]);
});

test('the offline notice appears on any page when the network goes and leaves when it is back', async ({ page, context }) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The notice is the app's: it appears once the page's own code is running.
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test('the counter says it is retrying after a failed load, then shows the figures', async ({ page }) => {
  let failures = 0;
  await page.route(/\/api\/stats$/, async (route) => {
    if (failures++ < 2) return route.fulfill({ status: 503, json: { error: { code: 'busy', message: 'Busy' } } });
    return route.continue();
  });
  // The stream would bring the figures by itself, so it stays down while the load is failing.
  await page.route(/\/api\/stats\/stream$/, (route) => (failures < 2 ? route.abort() : route.continue()));
  // A page loaded from the server already carries the figures, so the counter loads when the app moves to home.
  await page.goto('/resources');
  await expect(page.locator('html[data-interactive]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Riba-Free Community Interest-free mutual aid (home page)' }).click();
  await expect(page.getByText('Could not load the figures. Trying again...')).toBeVisible();
  await expect(page.getByTestId('stats-goal')).toHaveText('1,000,000');
  await expect(page.getByTestId('stats-status')).toHaveCount(0);
});

test('the live stream is opened again after the server refuses it', async ({ page }) => {
  let refusals = 0;
  let attempts = 0;
  await page.route(/\/api\/stats\/stream$/, async (route) => {
    attempts++;
    if (refusals++ < 2) return route.fulfill({ status: 429, json: { error: { code: 'too_many', message: 'Too many' } } });
    return route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('stats-goal')).toHaveText('1,000,000');
  await expect(page.getByText('Live updates were interrupted: showing the last known figures while we reconnect.')).toBeVisible();
  await expect.poll(() => attempts, { timeout: 0 }).toBe(3);
  await expect(page.getByTestId('stats-status')).toHaveCount(0);
});

test('a screen whose code cannot be fetched says so and loads on "Try again", instead of a raw error', async ({ browser }) => {
  // Without the service worker, so that the page's own requests can be cut.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/');
  await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Transparency Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute('**/assets/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transparency Reports' })).toBeVisible();
  await context.close();
});
