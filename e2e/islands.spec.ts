import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, uniqueEmail } from './support/members';
import { latestLinkTokenTo } from './support/outbox';

/** Sentences from the home page's static sections (lib/static-section), in English. */
const STATIC_TEXT = ['Credit cards, payday loans and car loans charge interest', 'Many of us grew up watching our parents avoid loans', 'Help one another in goodness and in mindfulness of God.'];

/** React's errors and warnings (a hydration mismatch is error #418 or #425 in the production build) and uncaught errors. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** A mark on the window: still there after a move within the app, gone after a page load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const windowStayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

test('the home page’s static sections are readable, its islands work, and it hydrates without a React error', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  for (const heading of ['The Problem', 'Our Solution', 'How It Works', 'Transparency & Trust', 'Built by the community, for the community']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  for (const text of STATIC_TEXT) await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByTestId('stats-total')).toHaveText(/^\d{1,3}(,\d{3})*$/);

  // The join form is hydrated: an empty address stays here, a filled one goes to sign-up with it.
  await page.getByRole('button', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('Your e-mail address').fill('island@example.org');
  await page.getByRole('button', { name: 'Join Now' }).click();
  await expect(page).toHaveURL(/\/auth\?email=island%40example\.org$/);
  expect(problems).toEqual([]);
});

test('a link inside a static section moves within the app, without loading a page', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await markWindow(page);
  await page.getByRole('link', { name: /^Live Dashboard/ }).click();
  await expect(page).toHaveURL(/\/transparency$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transparency Reports');
  expect(await windowStayed(page)).toBe(true);
  expect(problems).toEqual([]);
});

test('switching language shows the static sections in the new language too', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('S’entraider, sans intérêt');
  await expect(page.getByRole('heading', { name: 'Le problème', exact: true })).toBeVisible();
  await expect(page.getByText('Un mot de nos fondateurs')).toBeVisible();
  for (const text of STATIC_TEXT) await expect(page.getByText(text)).toHaveCount(0);
  // Rendered by React now: its links are the router's again.
  await markWindow(page);
  await page.getByRole('link', { name: /^Étape 1/ }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await windowStayed(page)).toBe(true);
  await page.context().clearCookies();
  expect(problems).toEqual([]);
});

test('the home page opened from another screen renders its static sections in the browser', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/resources');
  await markWindow(page);
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'The Problem', exact: true })).toBeVisible();
  for (const text of STATIC_TEXT) await expect(page.getByText(text)).toBeVisible();
  expect(await windowStayed(page)).toBe(true);
  expect(problems).toEqual([]);
});

test('the FAQ accordion, an island, opens', async ({ page }) => {
  await page.goto('/resources');
  const question = page.getByRole('button', { name: 'What is the Riba-Free Community?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});

test('the scripts the home page starts with do not hold the text of its static sections', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const urls = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const script = await (await request.get(url)).text();
    expect(script.length, url).toBeGreaterThan(1000);
    for (const text of STATIC_TEXT) expect(script.includes(text), `${url} holds “${text}”`).toBe(false);
  }
  // Nor does any script the first visit loads until it is idle (the language's catalog included).
  const loaded: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.push(response.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(loaded);
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) for (const text of STATIC_TEXT) expect(script.includes(text), `a loaded script holds “${text}”`).toBe(false);
  for (const text of STATIC_TEXT) expect(html).toContain(text);
});

test('a reading page keeps its article as it arrived: no document downloaded, links and language still work', async ({ page }) => {
  const problems = watchConsole(page);
  const loaded: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.push(response.text());
  });
  await page.goto('/terms');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('These terms explain how membership in the Riba-Free Community works')).toBeVisible();
  for (const script of await Promise.all(loaded)) expect(script.includes('These terms explain how membership in the Riba-Free Community works')).toBe(false);

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions d’utilisation');
  await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');

  // Opened from another screen, the article is rendered in the browser from its document.
  await markWindow(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByText('Last updated October 17, 2025')).toBeVisible();
  expect(await windowStayed(page)).toBe(true);
  await page.context().clearCookies();
  expect(problems).toEqual([]);
});

test('logging in from /auth lands on the dashboard without loading a page, and the header knows the member', async ({ page, playwright }) => {
  // Registered and verified from a context of its own, so the page itself arrives signed out.
  const email = uniqueEmail('islands');
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const registered = await api.post('/api/auth/register', {
    data: { full_name: 'Hafsa Idris', email, password: PASSWORD, gender: 'female', country: 'US', city: 'Chicago', state: 'Illinois', postal_code: '60601', marital_status: 'single', dob: '1990-05-05' },
  });
  expect(registered.status()).toBe(201);
  expect((await api.post('/api/auth/verify-email', { data: { token: await latestLinkTokenTo(email) } })).status()).toBe(200);
  await api.dispose();

  const problems = watchConsole(page);
  await page.goto('/auth?login');
  await markWindow(page);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/^Welcome to your dashboard./)).toBeVisible();
  expect(await windowStayed(page)).toBe(true);
  expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
});
