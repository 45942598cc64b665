import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { expectControlsFit } from './support/overflow';
import { signInNewAdmin } from './support/admin';
import { e2eDatabase } from './support/db';
import { type ShownLocale, translatorFor } from './support/catalog';
import { englishIn, pageWords, recordApiData } from './support/english';
import { signInNewMember, uniqueEmail } from './support/members';
import { ASKED_FOR } from '../test/support/application-request';

/**
 * Every screen, and the tabs and dialogs a route leads to, in French and in Arabic: the document's
 * language and direction, nothing for axe, and no English left in the interface (support/english.ts
 * says what counts). French runs on a desktop and Arabic on a 375 px phone, so both the tables and
 * the cards that replace them are read.
 */

type Translate = (id: string) => string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A button whose name starts like the message before its first placeholder: "View {name}" finds "Voir Amélie …". */
const namedFor = (t: Translate, id: string) => new RegExp(`^${escapeRegExp(t(id).split(/\{\w+\}/)[0] ?? '')}`);

type Sessions = { member: Awaited<ReturnType<BrowserContext['storageState']>>; admin: Awaited<ReturnType<BrowserContext['storageState']>> };

/** What the screens need, made through the API as the people themselves would. */
async function seed(browser: Browser): Promise<Sessions> {
  const tag = randomUUID().slice(0, 6);
  const visitorContext = await browser.newContext();
  const visitor = visitorContext.request;
  // The contact form refuses a message sent back sooner than a person could write it.
  const form = (await (await visitor.get('/api/contact/form')).json()) as { form_token: string };
  const formOpened = Date.now();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInNewMember(member, `Yusuf Sweep ${tag}`);
  expect((await member.request.post('/api/applications', { data: { reason: `Sweep ${tag}: rent is due and my hours were cut this month, so I am asking for help.`, eligibility_confirmed: true, ...ASKED_FOR } })).status()).toBe(201);
  expect((await member.request.post('/api/reviews', { data: { title: `Sweep review ${tag}`, content: 'Volunteers answered every question I had, quickly and kindly.', rating: 5 } })).status()).toBe(201);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInNewAdmin(admin, `Sumayyah Sweep ${tag}`);
  // Inactive, so the store other tests look at does not change.
  const product = { name: `Sweep prayer mat ${tag}`, description: 'Soft and foldable.', price: '25.00', stock_quantity: '4', image_url: '', digital_file_url: '', product_type: 'physical', is_active: false };
  expect((await admin.request.post('/api/admin/products', { data: product })).status()).toBe(201);

  // A settings change, so the audit log holds an entry whose record and fields are settings' own words.
  const campaign = (await (await admin.request.get('/api/campaign')).json()) as { ambassador_goal: number; ambassador_deadline: string | null };
  const deadline = campaign.ambassador_deadline === '2099-12-31' ? null : '2099-12-31';
  expect((await admin.request.put('/api/admin/settings/campaign', { data: { ambassador_goal: campaign.ambassador_goal, ambassador_deadline: deadline } })).status()).toBe(200);

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, 3_500 - (Date.now() - formOpened))));
  const sent = await visitor.post('/api/contact', {
    data: { name: `Khadija Sweep ${tag}`, email: uniqueEmail('sweep'), topic: 'membership', message: 'How do I change the e-mail address on my account, please?', form_token: form.form_token },
  });
  expect(sent.status()).toBe(201);

  // A past month's report for the screens that list them, written as transparency.spec.ts does: this
  // spec runs after every other (it is a .final spec), so no other spec's count of reports changes.
  const db = e2eDatabase();
  db.prepare(`insert or ignore into fund_distributions (id, month_year, total_pool_cents, total_distributed_cents, total_retained_cents, beneficiaries_count, status, created_by, created_at)
              values (?, '2025-11', 1234567, 1222222, 12345, 12, 'completed', null, ?)`).run(randomUUID(), new Date().toISOString());
  db.close();

  const sessions = { member: await memberContext.storageState(), admin: await adminContext.storageState() };
  await Promise.all([visitorContext.close(), memberContext.close(), adminContext.close()]);
  return sessions;
}

async function contextIn(browser: Browser, locale: ShownLocale, storageState?: Sessions['member']) {
  const context = await browser.newContext({ ...(storageState ? { storageState } : {}), ...(locale === 'ar' ? { viewport: { width: 375, height: 812 } } : {}) });
  await context.addCookies([{ name: 'locale', value: locale, url: test.info().project.use.baseURL ?? '' }]);
  return { context, api: recordApiData(context), page: await context.newPage() };
}

/** Waits until nothing on the page is loading: no spinner, no busy list, no pending status line. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.animate-spin, [aria-busy="true"]')).toHaveCount(0);
}

async function expectSpoken(page: Page, locale: ShownLocale, api: ReturnType<typeof recordApiData>, where: string) {
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  const words = await pageWords(page);
  const data = await api.settled();
  const english = words.flatMap((text) => englishIn(text, locale, data).map((found) => `${found}  ←  ${text}`));
  // Soft, so one run lists every screen with English left rather than the first.
  expect.soft(english, `English left on ${where} (${locale})`).toEqual([]);
  if (locale === 'ar') {
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect.soft(widths.scroll, `${where} is wider than the phone`).toBeLessThanOrEqual(widths.inner);
  }
  await expectNoAxeViolations(page);
}

/** The admin screens whose Arabic phone layout is kept as a picture in the test's output, to be looked at. */
const PICTURED = new Set(['/transparency', '/admin/products', '/admin/transparency', '/admin/settings']);

const PUBLIC_SCREENS = ['/', '/auth', '/admin/login', '/transparency', '/resources', '/shariah-compliance', '/reviews', '/contact', '/terms', '/privacy', '/poster', '/ambassador', '/no-such-page'];
const MEMBER_SCREENS = ['/dashboard', '/beneficiary', '/beneficiary-application', '/ambassador', '/store', '/reviews', '/two-step'];
const ADMIN_SCREENS = ['/admin', '/admin/subscribers', '/admin/subscriptions', '/admin/transparency', '/admin/store', '/admin/products', '/admin/reviews', '/admin/audit', '/admin/messages', '/admin/settings'];

/** The tabs and dialogs of a screen, each opened and read in turn; `check` reads what is open. */
const VIEWS: Record<string, (page: Page, t: Translate, check: (what: string) => Promise<void>) => Promise<void>> = {
  '/auth': async (page, t, check) => {
    await page.getByRole('tab', { name: t('Sign Up') }).click();
    // The button waits for the terms with aria-disabled, which Playwright counts as disabled; a person can still press it.
    await page.getByRole('button', { name: t('Create my free account') }).click({ force: true });
    await check('the sign-up form with its messages');
  },
  '/transparency': async (page, t, check) => {
    // The chart loads when it scrolls near, so its legend and labels are read once it is in view. A
    // wider viewport (the overflow check's) may have brought it near already: then the chart is there.
    const chart = page.getByRole('figure', { name: t('Chart of the monthly pool and the amount distributed') });
    await page.getByText(t('Loading chart...')).or(chart).first().scrollIntoViewIfNeeded();
    await expect(chart).toBeVisible();
    await check('the chart of the monthly reports');
  },
  '/contact': async (page, t, check) => {
    await page.getByRole('button', { name: t('Send message') }).click();
    await check('the contact form with its messages');
  },
  '/dashboard': async (page, t, check) => {
    for (const [button, what] of [['Edit profile', 'the profile dialog'], ['Change password', 'the password dialog'], ['Add a phone number', 'the phone dialog'], ['Turn on', 'the two-step dialog'], ['Close my account', 'the close-account dialog']] as const) {
      await page.getByRole('button', { name: t(button), exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(what);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  },
  '/reviews': async (page, t, check) => {
    const submit = page.getByRole('tab', { name: t('Submit Review') });
    if ((await submit.count()) === 0) return;
    await submit.click();
    await check('the review form');
  },
  '/admin/subscribers': async (page, t, check) => {
    await page.getByRole('button', { name: namedFor(t, 'View {name}') }).first().click();
    await check('a subscriber’s details');
  },
  '/admin/subscriptions': async (page, t, check) => {
    await page.getByRole('button', { name: namedFor(t, 'Edit the subscription of {name}') }).first().click();
    await check('the subscription dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    for (const tab of ['Charges', 'Ledger']) {
      await page.getByRole('tab', { name: t(tab) }).click();
      await check(`the ${tab.toLowerCase()} tab`);
    }
  },
  '/admin/transparency': async (page, t, check) => {
    await page.getByRole('button', { name: namedFor(t, 'View application of {name}') }).first().click();
    await check('an application');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: t('Fund Distributions') }).click();
    await check('the distributions tab');
    // The past report the seed wrote is always there to open; the Prepare dialog needs Phase 2, which
    // phase-two.final.spec.ts may switch on beside this spec, so it is read by the close's own spec.
    await page.getByRole('button', { name: namedFor(t, 'Review the distribution of {month}') }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('a distribution under review');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: t('Payouts') }).click();
    await check('the payouts tab');
  },
  '/admin/store': async (page, t, check) => {
    await page.getByRole('button', { name: t('Add Product') }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('Add Product') }).click();
    await check('the product form with its message');
  },
  '/admin/reviews': async (page, t, check) => {
    await page.getByRole('button', { name: t('Reject'), exact: true }).first().click();
    await check('the reject-review confirmation');
  },
  '/admin/messages': async (page, t, check) => {
    await page.getByRole('button', { name: t('Open message') }).first().click();
    await check('a contact message');
  },
};

/** Who visits which screens, and with whose session. */
const VISITS = [
  { who: 'a visitor', screens: PUBLIC_SCREENS, session: undefined },
  { who: 'a member', screens: MEMBER_SCREENS, session: 'member' },
  { who: 'an admin', screens: ADMIN_SCREENS, session: 'admin' },
] as const;

async function sweep(browser: Browser, locale: ShownLocale, visit: (typeof VISITS)[number]) {
  const t = await translatorFor(locale);
  // Seeded for the visitor too: the public screens then show a report, its chart and a review.
  const sessions = await seededOnce(browser);
  const storageState = visit.session && sessions[visit.session];
  const { context, api, page } = await contextIn(browser, locale, storageState);
  for (const path of visit.screens) {
    await page.goto(path);
    const check = (what: string) => expectSpoken(page, locale, api, `${path} for ${visit.who}: ${what}`);
    await check('the screen');
    await expectControlsFit(page, `${path} for ${visit.who} (${locale})`);
    if (locale === 'ar' && PICTURED.has(path)) await page.screenshot({ path: test.info().outputPath(`${path.slice(1).replace('/', '-')}-ar-375.png`), fullPage: true });
    await VIEWS[path]?.(page, t, check);
  }
  await context.close();
}

/** The member and the admin are made once per worker, for both languages. */
let seeded: Promise<Sessions> | undefined;
const seededOnce = (browser: Browser) => (seeded ??= seed(browser));

test.describe('every screen in French and in Arabic', () => {
  // Up to twenty screens and dialogs per test, each read and given to axe and measured at three widths,
  // after an admin's two-step enrollment.
  test.describe.configure({ timeout: 300_000 });
  // A control that never becomes usable fails its step, not the whole test.
  test.use({ actionTimeout: 15_000 });

  for (const locale of ['fr-CA', 'ar'] as const) {
    for (const visit of VISITS) {
      test(`what ${visit.who} sees, in ${locale === 'ar' ? 'Arabic' : 'French'}`, async ({ browser }) => {
        await sweep(browser, locale, visit);
      });
    }
  }
});
