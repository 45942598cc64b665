import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { todayIso } from '../src/shared/domain/dates';
import { addMonth } from '../src/server/modules/charges/billing-calendar';
import { type FakeStripe, startFakeStripe } from '../test/support/fake-stripe';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewAdmin } from './support/admin';
import { PASSWORD } from './support/members';
import { latestLinkTokenTo, subjectsTo } from './support/outbox';
import { type OwnServer, startOwnServer } from './support/own-server';
import { expect, test } from './support/test';

/**
 * A pledge's whole life in the browser: set up with a card on the provider's page, charged
 * on two billing days, paused for hardship, resumed and cancelled. The billing days are played by
 * `npm run billing:day` against this spec's own server's data, through the same jobs the server runs
 * (never an HTTP route), with Stripe pointed at a fake started here.
 */
test.describe.configure({ mode: 'serial' });

let fake: FakeStripe;
let own: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  own = await startOwnServer({
    env: async (url) => {
      fake = await startFakeStripe({ webhookUrl: `${url}/api/payments/stripe/webhook` });
      return {
        STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_BASE: fake.url,
        RATE_LIMIT_SIGNUP: '1000/3600', RATE_LIMIT_LOGIN: '1000/900', RATE_LIMIT_EMAIL: '1000/3600',
      };
    },
  });
});

test.afterAll(async () => {
  await own?.stop();
  await fake?.close();
});

/** One billing day, as the script plays it for this server's install. */
async function billingDay(date: string) {
  const { stdout } = await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['scripts/billing-day.ts', '--date', date], { env: own.env });
  return stdout;
}

const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const monthName = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 7)}-01T00:00:00Z`));

/** Registers and verifies through the API with the page's own cookies: the page is then a signed-in, verified member. */
async function signInMember(page: Page, name = 'Khadija Noor') {
  const email = `lifecycle-${randomUUID().slice(0, 8)}@example.org`;
  const registered = await page.request.post(`${own.base}/api/auth/register`, {
    data: { full_name: name, email, password: PASSWORD, gender: 'female', marital_status: 'married', dob: '1985-07-07', country: 'US', city: 'Chicago', state: 'Illinois', postal_code: '60601' },
  });
  expect(registered.status()).toBe(201);
  const token = await latestLinkTokenTo(email);
  expect((await page.request.post(`${own.base}/api/auth/verify-email`, { data: { token } })).status()).toBe(200);
  return email;
}

test('a member sets up a pledge, is charged for two months, pauses keeping their place, resumes and cancels', async ({ page }) => {
  test.setTimeout(180_000);
  const email = await signInMember(page);
  const today = todayIso();
  const second = addMonth(today);

  // Phase 2: the dashboard says what to do next, and the home page says Phase 2 is live.
  await page.goto(`${own.base}/`);
  // The server learns of the goal its start-up wrote straight into the database on its next look at the file.
  await expect(page.getByText('Phase 2 is live: monthly contributions have started.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Go to my pledge' })).toBeVisible();
  await page.goto(`${own.base}/dashboard`);
  await expect(page.getByTestId('subscription-status')).toHaveText('Not started yet');
  await expect(page.getByText('Your next step: set up how your pledge of $10.00 a month is paid', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Set up my pledge' }).click();

  const form = page.getByRole('form', { name: 'Set up my pledge' });
  await form.getByRole('radio', { name: /Card/ }).check();
  await form.getByRole('button', { name: 'Continue to the secure payment page' }).click();
  await page.getByRole('button', { name: 'Save payment details' }).click();
  await expect(page.getByText('Your pledge is active', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('pledge-next-charge')).toHaveText(longDate(today));

  // Two billing days, a month apart: each charges the card once and e-mails a receipt.
  expect(await billingDay(today)).toContain('1 pledges due');
  expect(await billingDay(second)).toContain('1 pledges due');
  expect(subjectsTo(email)).toEqual(expect.arrayContaining([`Your pledge receipt for ${monthName(today)}`, `Your pledge receipt for ${monthName(second)}`]));
  await page.reload();
  await expect(page.getByTestId('pledge-next-charge')).toHaveText(longDate(addMonth(second)));
  await expect(page.getByTestId('eligibility-note')).toContainText('You have given 2 of 12 months.');
  await page.goto(`${own.base}/dashboard/contributions`);
  await expect(page.getByRole('heading', { name: monthName(today) })).toBeVisible();

  // A hardship pause right after a charge: the next charge is the one skipped, the dialog says so before
  // confirming, and the two months given stay counted.
  const skipped = addMonth(second);
  const resumesOn = addMonth(skipped);
  await page.goto(`${own.base}/dashboard/pledge`);
  await page.getByRole('button', { name: 'Pause for hardship' }).click();
  const pause = page.getByRole('dialog', { name: 'Pause for hardship' });
  await pause.getByRole('radio', { name: /^1 month/ }).check();
  await expect(pause.getByTestId('pause-plan')).toContainText(`${longDate(skipped)}: $10.00`);
  await expect(pause.getByTestId('pause-plan')).toContainText(`Charging resumes on ${longDate(resumesOn)}, with $10.00.`);
  await pause.getByRole('button', { name: 'Pause my pledge' }).click();
  await expect(page.getByTestId('pledge-status')).toHaveText('Paused');
  await expect(page.getByTestId('pledge-summary')).toContainText(`Paused until ${longDate(resumesOn)}.`);
  await expect.poll(() => subjectsTo(email)).toContain('Your pledge is paused');
  await expect(page.getByTestId('eligibility-note')).toContainText('You have given 2 of 12 months.');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Paused');
  await expect(page.getByText('is paused for hardship and you keep your place', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Manage my pledge' }).click();
  await page.getByRole('button', { name: 'Resume now' }).click();
  await page.getByRole('dialog', { name: 'Resume your pledge now?' }).getByRole('button', { name: 'Resume my pledge' }).click();
  await expect(page.getByTestId('pledge-status')).toHaveText('Active');

  await page.getByRole('button', { name: 'Cancel my pledge' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your pledge?' });
  await expect(cancel.getByTestId('cancel-warning')).toContainText('You have given 2 of 12 months.');
  await cancel.getByRole('button', { name: 'Yes, cancel my pledge' }).click();
  await expect(page.getByText('Your pledge is cancelled', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Cancelled');
  await expect(page.getByText('Your pledge is cancelled: nothing more is charged.')).toBeVisible();
  await expectNoAxeViolations(page);
});

/** A member whose card pledge is set up through the API and the fake's hosted page, first charge due today. */
async function memberWithCardPledge(page: Page, name: string) {
  await signInMember(page, name);
  const setup = await page.request.post(`${own.base}/api/me/pledge/setup`, { data: { monthly_amount: '10', method: 'card', cover_fee: false } });
  await fake.complete(/\/checkout\/pay\/([^/?]+)/.exec(((await setup.json()) as { url: string }).url)?.[1] ?? '');
  await expect.poll(async () => ((await (await page.request.get(`${own.base}/api/me/pledge`)).json()) as { pledge: { status: string } }).pledge.status).toBe('active');
}

test("an admin reads the Charges tab: pages, the failed filter and the bank's decline reason", async ({ page, browser }) => {
  test.setTimeout(240_000);
  // Eleven more pledges charged today, the bank refusing one: with the first test's two, thirteen charges.
  for (let i = 1; i <= 11; i += 1) {
    const context = await browser.newContext();
    await memberWithCardPledge(await context.newPage(), `Charged Member ${i}`);
    await context.close();
  }
  fake.declineNextCharge('insufficient_funds');
  expect(await billingDay(todayIso())).toContain('11 pledges due');

  await signInNewAdmin(page, 'Ruqayyah Admin', own);
  await page.goto(`${own.base}/admin/subscriptions`);
  await page.getByRole('tab', { name: 'Charges' }).click();
  const pages = page.getByRole('navigation', { name: 'Charge pages' });
  await expect(pages).toContainText('Page 1 of 2 · 13 results');
  await expect(page.getByTestId('charge')).toHaveCount(10);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 2 · 13 results');
  await expect(page.getByTestId('charge')).toHaveCount(3);

  await page.getByLabel('Charge status').selectOption({ label: 'Failed' });
  const failed = page.getByTestId('charge');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('Decline reason: insufficient_funds');
  await expect(failed).toContainText('Your card was declined.');
  await expect(pages).toContainText('Page 1 of 1 · 1 result');
  await expectNoAxeViolations(page);
});
