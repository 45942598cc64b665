import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { authLinkToken } from '../src/shared/auth-links';
import { type FakeStripe, startFakeStripe } from '../test/support/fake-stripe';
import { expectNoAxeViolations } from './support/a11y';
import { PASSWORD, signInNewMember } from './support/members';
import { type OwnServer, startOwnServer } from './support/own-server';
import { expect, test } from './support/test';

/**
 * Setting up a pledge needs Phase 2 and a payment provider. Switching the shared e2e server to Phase 2
 * would change what every other spec running beside this one sees, so this spec starts its own server
 * (own data directory, goal of 1) with Stripe pointed at a fake started here, whose hosted page and
 * signed webhooks stand in for Stripe's.
 */
test.describe.configure({ mode: 'serial' });

let fake: FakeStripe;
let own: OwnServer;
let base: string;
let dataDir: string;

test.describe('with a payment provider, on a server of its own', () => {
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    own = await startOwnServer({
      env: async (url) => {
        // A delay, as Stripe's deliveries lag behind the redirect: the page first waits, then confirms.
        fake = await startFakeStripe({ webhookUrl: `${url}/api/payments/stripe/webhook`, deliveryDelayMs: 5000 });
        return {
          STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_BASE: fake.url,
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

  function verifyLinkTo(email: string): string | undefined {
    const dir = path.join(dataDir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
    } catch {
      return undefined;
    }
    const message = files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; text: string }).filter((m) => m.to === email).at(-1);
    return message?.text.match(/https?:\/\/\S+/)?.[0];
  }

  /** Registers and verifies through the API with the page's own cookies: the page is then a signed-in, verified member. */
  async function signInMember(page: Page, location: { country: string; city: string; state: string; postal_code: string }) {
    const email = `pledge-${randomUUID().slice(0, 8)}@example.org`;
    const registered = await page.request.post(`${base}/api/auth/register`, {
      data: { full_name: 'Maryam Saleh', email, password: PASSWORD, gender: 'female', marital_status: 'married', dob: '1989-02-02', ...location },
    });
    expect(registered.status()).toBe(201);
    await expect.poll(() => verifyLinkTo(email)).toBeTruthy();
    const token = authLinkToken(new URL(verifyLinkTo(email)!), 'verify');
    expect((await page.request.post(`${base}/api/auth/verify-email`, { data: { token } })).status()).toBe(200);
  }

  const CHICAGO = { country: 'US', city: 'Chicago', state: 'Illinois', postal_code: '60601' };

  test('a member sets up a bank-debit pledge on the provider page and sees it active on the dashboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInMember(page, CHICAGO);
    await page.goto(`${base}/dashboard`);
    await expect(page.getByTestId('subscription-status')).toHaveText('Not started yet');
    await page.getByRole('link', { name: 'Set up my pledge' }).click();

    await expect(page.getByRole('heading', { name: 'My pledge', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Set up my pledge' });
    await expect(form.getByRole('radio', { name: /Bank debit \(ACH\)/ })).toBeChecked();
    await expect(form.getByText('Estimated fee: $0.08 on $10.00 (about 0.8%)')).toBeVisible();
    await expect(form.getByText('Estimated fee: $0.59 on $10.00 (about 5.9%)')).toBeVisible();
    await expect(page.getByTestId('pledge-charge-preview')).toHaveText('Each month you will be charged $10.00.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Continue to the secure payment page' }).click();
    await expect(page.getByRole('heading', { name: 'Fake Stripe checkout' })).toBeVisible();
    await expect(page.getByText('Test bank account •••• 6789 (ACH)', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Save payment details' }).click();

    await expect(page).toHaveURL(/\/dashboard\/pledge\?session=cs_test_/);
    await expect(page.getByText('Waiting for the payment provider')).toBeVisible();
    await expect(page.getByText('Your pledge is active', { exact: true })).toBeVisible({ timeout: 15_000 });
    const summary = page.getByTestId('pledge-summary');
    await expect(summary).toContainText('Bank debit (ACH)');
    await expect(page.getByTestId('pledge-charge-amount')).toHaveText('$10.00');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
    await expect(page.getByRole('link', { name: 'Manage my pledge' })).toBeVisible();
  });

  test('a card pledge chosen with the keyboard, covering the fee, is charged the higher amount', async ({ page }) => {
    await signInMember(page, CHICAGO);
    await page.goto(`${base}/dashboard/pledge`);
    const form = page.getByRole('form', { name: 'Set up my pledge' });
    await form.getByLabel('Monthly amount (USD)').fill('10');
    await form.getByRole('radio', { name: /Bank debit/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: /Card/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(form.getByRole('checkbox', { name: /Cover the card fee/ })).toBeChecked();
    await expect(page.getByTestId('pledge-charge-preview')).toHaveText('Each month you will be charged $10.61.');

    await form.getByLabel('Monthly amount (USD)').fill('9');
    await form.getByRole('button', { name: 'Continue to the secure payment page' }).click();
    await expect(form.getByText('The monthly pledge is at least $10')).toBeVisible();
    await form.getByLabel('Monthly amount (USD)').fill('10');
    await form.getByRole('button', { name: 'Continue to the secure payment page' }).click();

    // Leaving the provider's page without finishing saves nothing, and the member can start again.
    await expect(page.getByText('Test card •••• 4242')).toBeVisible();
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expect(page.getByText('Nothing was saved', { exact: true })).toBeVisible();
    await form.getByRole('radio', { name: /Card/ }).check();
    await form.getByRole('checkbox', { name: /Cover the card fee/ }).check();
    await form.getByRole('button', { name: 'Continue to the secure payment page' }).click();

    await expect(page.getByText('Test card •••• 4242')).toBeVisible();
    await page.getByRole('button', { name: 'Save payment details' }).click();
    await expect(page.getByText('Your pledge is active', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('pledge-charge-amount')).toHaveText('$10.61');
    await expect(page.getByText('Includes $0.61 to cover the card fee.')).toBeVisible();
    await expect(page.getByTestId('pledge-summary')).toContainText('Card');
  });
});

test('on a site without Stripe keys, the pledge page says plainly that payments are not set up', async ({ page }) => {
  // The shared e2e server runs without payment keys.
  await signInNewMember(page, 'Bilal Keys');
  await page.goto('/dashboard/pledge');
  await expect(page.getByText('Payments are not set up on this site yet')).toBeVisible();
  // The notice says it once, then what to do: the server's own message would repeat the title.
  await expect(page.getByText('Nothing can be charged until they are. Come back to this page then to set up your monthly pledge.')).toBeVisible();
  await expect(page.getByText('Payments are not configured yet.')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Set up my pledge' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
