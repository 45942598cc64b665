import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { authLinkToken } from '../src/shared/auth-links';
import { addMonthsIso } from '../src/shared/domain/pledge-rules';
import { issuePledgeLink } from '../src/server/modules/payments/pledge-link-token';
import { type FakeStripe, startFakeStripe } from '../test/support/fake-stripe';
import { expectNoAxeViolations } from './support/a11y';
import { PASSWORD } from './support/members';
import { type OwnServer, startOwnServer } from './support/own-server';
import { expect, test } from './support/test';

/**
 * The member runs their own pledge: pause and resume, cancel after the warning, and the receipt's
 * signed link. Like pledge-setup.spec.ts, it needs Phase 2 and a provider, so it starts its own
 * server (goal of 1) with Stripe pointed at a fake, and a known secret to sign links with.
 */
test.describe.configure({ mode: 'serial' });

const AUTH_SECRET = 'e2e-pledge-manage-secret-0123456789abcdef';
let fake: FakeStripe;
let own: OwnServer;
let base: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  own = await startOwnServer({
    env: async (url) => {
      fake = await startFakeStripe({ webhookUrl: `${url}/api/payments/stripe/webhook` });
      return {
        AUTH_SECRET, STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_BASE: fake.url,
        RATE_LIMIT_SIGNUP: '1000/3600', RATE_LIMIT_LOGIN: '1000/900', RATE_LIMIT_EMAIL: '1000/3600',
      };
    },
  });
  ({ base, dataDir } = own);
});

test.afterAll(async () => {
  await own?.stop();
  await fake?.close();
});

function lastLinkTo(email: string): string | undefined {
  let files: string[] = [];
  try {
    files = readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return undefined;
  }
  const message = files.map((f) => JSON.parse(readFileSync(path.join(dataDir, 'outbox', f), 'utf8')) as { to: string; text: string }).filter((m) => m.to === email).at(-1);
  return message?.text.match(/https?:\/\/\S+/)?.[0];
}

/** A verified member, signed in on this page, whose bank-debit pledge is set up through the fake provider; answers their id. */
async function memberWithPledge(page: Page): Promise<string> {
  const email = `manage-${randomUUID().slice(0, 8)}@example.org`;
  const registered = await page.request.post(`${base}/api/auth/register`, {
    data: { full_name: 'Yusuf Rahman', email, password: PASSWORD, gender: 'male', marital_status: 'single', dob: '1990-05-05', country: 'US', city: 'Chicago', state: 'Illinois', postal_code: '60601' },
  });
  expect(registered.status()).toBe(201);
  await expect.poll(() => lastLinkTo(email)).toBeTruthy();
  expect((await page.request.post(`${base}/api/auth/verify-email`, { data: { token: authLinkToken(new URL(lastLinkTo(email)!), 'verify') } })).status()).toBe(200);
  const setup = await page.request.post(`${base}/api/me/pledge/setup`, { data: { monthly_amount: '10', method: 'bank', cover_fee: false } });
  const sessionId = /\/checkout\/pay\/([^/?]+)/.exec(((await setup.json()) as { url: string }).url)?.[1] ?? '';
  await fake.complete(sessionId);
  await expect.poll(async () => ((await (await page.request.get(`${base}/api/me/pledge`)).json()) as { pledge: { status: string } }).pledge.status).toBe('active');
  return ((await (await page.request.get(`${base}/api/me`)).json()) as { profile: { id: string } }).profile.id;
}

const today = () => new Date().toISOString().slice(0, 10);
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

test('a member pauses for two months, keeps the dashboard informed, and resumes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await memberWithPledge(page);
  await page.goto(`${base}/dashboard/pledge`);
  await expect(page.getByTestId('pledge-status')).toHaveText('Active');
  await expect(page.getByTestId('eligibility-note')).toContainText('once your first contribution settles');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Pause for hardship' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause for hardship' });
  await dialog.getByRole('radio', { name: /^2 months/ }).check();
  // The first charge is due today and not yet taken: today's and next month's are the two skipped.
  await expect(dialog.getByTestId('pause-plan').getByRole('listitem')).toHaveText([`${longDate(today())}: $10.00`, `${longDate(addMonthsIso(today(), 1))}: $10.00`]);
  await expect(dialog.getByTestId('pause-plan')).toContainText(`Charging resumes on ${longDate(addMonthsIso(today(), 2))}, with $10.00.`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Pause my pledge' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('pledge-status')).toHaveText('Paused');
  await expect(page.getByTestId('pledge-summary')).toContainText(`Paused until ${longDate(addMonthsIso(today(), 2))}.`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Paused');
  await expect(page.getByTestId('pledge-card-next')).toBeVisible();
  await page.getByRole('link', { name: 'Manage my pledge' }).click();

  // With the keyboard: the resume button, then its confirmation.
  await page.getByRole('button', { name: 'Resume now' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Resume your pledge now?' });
  await confirm.getByRole('button', { name: 'Resume my pledge' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pledge-status')).toHaveText('Active');
  await expect(page.getByRole('button', { name: 'Pause for hardship' })).toHaveCount(0);
  await expect(page.getByText('one pause in 12 months', { exact: false })).toBeVisible();
});

test('a member cancels after reading what it means for them', async ({ page }) => {
  await memberWithPledge(page);
  await page.goto(`${base}/dashboard/pledge`);
  await page.getByRole('button', { name: 'Cancel my pledge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your pledge?' });
  await expect(dialog.getByTestId('cancel-warning')).toContainText('Cancellation is allowed at any time, but leaving before 12 months may delay or revoke redistribution eligibility.');
  await expect(dialog.getByTestId('cancel-warning')).toContainText('You have given 0 of 12 months. If you cancel now, you can no longer be approved for assistance.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep my pledge' }).click();
  await expect(page.getByTestId('pledge-status')).toHaveText('Active');

  await page.getByRole('button', { name: 'Cancel my pledge' }).click();
  await page.getByRole('dialog', { name: 'Cancel your pledge?' }).getByRole('button', { name: 'Yes, cancel my pledge' }).click();
  await expect(page.getByText('Your pledge is cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Set up my pledge' })).toBeVisible();
  await expect(page.getByTestId('eligibility-note')).toContainText('Your pledge was cancelled after 0 of 12 months');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Cancelled');
});

test('the signed link of a receipt pauses the pledge without signing in, and a forged one is refused', async ({ page, browser }) => {
  const userId = await memberWithPledge(page);
  const visitor = await browser.newContext();
  const linkPage = await visitor.newPage();
  await linkPage.goto(`${base}/pledge/manage?token=${encodeURIComponent(issuePledgeLink(AUTH_SECRET, userId))}`);
  await expect(linkPage.getByRole('heading', { name: 'Pause or cancel my pledge', level: 1 })).toBeVisible();
  await expect(linkPage.getByTestId('pledge-status')).toHaveText('Active');
  await expect(linkPage.getByRole('button', { name: 'Resume now' })).toHaveCount(0);
  await expectNoAxeViolations(linkPage);
  await linkPage.getByRole('button', { name: 'Pause for hardship' }).click();
  const dialog = linkPage.getByRole('dialog', { name: 'Pause for hardship' });
  await dialog.getByRole('radio', { name: /^1 month/ }).check();
  await dialog.getByRole('button', { name: 'Pause my pledge' }).click();
  await expect(linkPage.getByTestId('pledge-status')).toHaveText('Paused');
  await expect(linkPage.getByTestId('pledge-paused-until')).toHaveText(longDate(addMonthsIso(today(), 1)));

  const forged = issuePledgeLink('another-secret-0123456789abcdef-0123456789', userId);
  await linkPage.goto(`${base}/pledge/manage?token=${encodeURIComponent(forged)}`);
  await expect(linkPage.getByText('This link is not valid.', { exact: false })).toBeVisible();
  await expect(linkPage.getByRole('button', { name: 'Cancel my pledge' })).toHaveCount(0);
  await expectNoAxeViolations(linkPage);
  await visitor.close();
});
