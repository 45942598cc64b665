import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { e2eDatabase } from './support/db';
import { PASSWORD, signInNewMember, uniqueEmail } from './support/members';
import { completeEnrollment, freshTotpCode } from './support/two-step';

const adminEmail = uniqueEmail('subscribers-admin');
/** The admin's authenticator key, from the enrollment they go through once per worker. */
let adminSecret = '';

async function passwordStep(page: Page) {
  await page.goto('/admin/login');
  const form = page.getByRole('form', { name: 'Sign In as Admin' });
  await form.getByLabel('E-mail').fill(adminEmail);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In as Admin' }).click();
}

test.beforeAll(async ({ browser }) => {
  execFileSync('npx', ['tsx', 'scripts/admin-create.ts', '--email', adminEmail, '--password', PASSWORD, '--name', 'Maryam Admin'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'silent' },
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await passwordStep(page);
  await expect(page).toHaveURL(/\/two-step$/);
  adminSecret = (await completeEnrollment(page)).secret;
  await context.close();
});

async function signInAsAdmin(page: Page) {
  await passwordStep(page);
  const codeForm = page.getByRole('form', { name: 'Two-step verification' });
  await codeForm.getByLabel('Verification code').fill(await freshTotpCode(adminSecret));
  await codeForm.getByRole('button', { name: 'Verify and Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A verified member signed up in a browser of their own, so the admin's session is left alone. */
async function newMember(browser: Browser, name: string) {
  const context = await browser.newContext();
  const email = await signInNewMember(await context.newPage(), name);
  await context.close();
  return email;
}

async function openSubscribers(page: Page) {
  await page.goto('/admin/subscribers');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
  // The search waits for a pause in typing, then the address follows.
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

const rowOf = (page: Page, email: string) => page.getByTestId('subscriber-row').filter({ hasText: email });
const readNumber = async (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test('visitors are sent to sign in and members to their dashboard', async ({ page, browser }) => {
  await page.goto('/admin/subscribers');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Authentication required')).toBeVisible();

  const context = await browser.newContext();
  const member = await context.newPage();
  await signInNewMember(member);
  await member.goto('/admin/subscribers');
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(member.getByText('Access denied')).toBeVisible();
  await context.close();
});

test('an admin finds a new member, reads the details and verifies them again while the home counter follows', async ({ page, browser }) => {
  const email = await newMember(browser, 'Safiya Qamar');
  // Paused for hardship: the details say when charging starts again.
  const db = e2eDatabase();
  db.prepare("update subscriptions set status = 'paused', paused_until = '2027-02-14' where user_id = (select id from users where email = ?)").run(email);
  db.close();
  await signInAsAdmin(page);
  await openSubscribers(page);
  await expect(page.getByTestId('counter-total')).not.toHaveText('…');
  await expect(page.getByTestId('subscriber-row').first().locator('td').first()).toHaveText('1');
  await expectNoAxeViolations(page);

  await search(page, email);
  const row = rowOf(page, email);
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('subscriber-row')).toHaveCount(1);
  await expect(row).toContainText('Safiya Qamar');
  await expect(row).toContainText('Verified');
  await expect(row).toContainText('Illinois');

  await row.getByRole('button', { name: 'View Safiya Qamar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Safiya Qamar' });
  for (const text of [email, 'Chicago', 'Illinois', 'United States', 'Male', 'Single', 'Mar 3, 1991', 'Not provided', 'Referrals (0)', 'Applications (0)', 'Pledge', '$10.00', 'Paused until', 'Feb 14, 2027']) {
    await expect(dialog.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(dialog.getByText(/Other accounts on the same device \(\d+\)/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The public counter, open in another browser, moves with each change.
  const homeContext = await browser.newContext();
  const home = await homeContext.newPage();
  await home.goto('/');
  const verified = home.getByTestId('stats-verified');
  await expect(verified).toBeVisible();
  // Other specs verify members at the same time, so the page is compared with the server's count at
  // each moment rather than with a fixed number: it must catch up without a reload.
  const shownMatchesServer = async () => {
    const server = (await (await home.request.get('/api/stats')).json()) as { verified_subscribers: number };
    return (await readNumber(await verified.textContent())) === server.verified_subscribers;
  };

  const badge = dialog.getByTestId('verified-badge');
  await expect(badge).toHaveText('Verified');
  await dialog.getByRole('button', { name: 'Unverify', exact: true }).click();
  await expect(page.getByText('Safiya Qamar is now pending verification')).toBeVisible();
  await expect(badge).toHaveText('Pending');
  await expect.poll(shownMatchesServer).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('Pending', { exact: true }).first()).toBeVisible();

  await row.getByRole('button', { name: 'View Safiya Qamar' }).click();
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Safiya Qamar is now verified')).toBeVisible();
  await expect(badge).toHaveText('Verified');
  await expect.poll(shownMatchesServer).toBe(true);
  await homeContext.close();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Verified');
});

test('Group by State counts members per state on the server', async ({ page, browser }) => {
  await newMember(browser, 'Idris Wardak');
  await signInAsAdmin(page);
  await openSubscribers(page);
  const toggle = page.getByRole('button', { name: 'Group by State' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const illinois = page.getByTestId('state-row').filter({ hasText: 'Illinois' });
  await expect(illinois).toHaveCount(1);
  await expect(illinois.locator('td').nth(1)).toHaveText('United States');
  expect(await readNumber(await illinois.locator('td').nth(2).textContent())).toBeGreaterThanOrEqual(1);
  // Admins made from the command line have no state yet.
  await expect(page.getByTestId('state-row').filter({ hasText: 'No State' })).toHaveCount(1);
  await expectNoAxeViolations(page);

  await search(page, 'Idris Wardak');
  await expect(page.getByTestId('state-row')).toHaveCount(1);
  await expect(illinois.locator('td').nth(2)).toHaveText(/^\d+$/);
  await toggle.click();
  await expect(page.getByTestId('subscriber-row').first()).toContainText('Idris Wardak');
});

test('deleting a subscriber asks first, then removes them from the list', async ({ page, browser }) => {
  const email = await newMember(browser, 'Tariq Leaving');
  await signInAsAdmin(page);
  await openSubscribers(page);
  await search(page, email);
  await rowOf(page, email).getByRole('button', { name: 'View Tariq Leaving' }).click();
  await page.getByRole('dialog', { name: 'Tariq Leaving' }).getByRole('button', { name: 'Delete subscriber' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Delete this subscriber?' });
  await expect(confirm).toContainText('their profile and all associated data');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Tariq Leaving' })).toBeVisible();

  await page.getByRole('dialog', { name: 'Tariq Leaving' }).getByRole('button', { name: 'Delete subscriber' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this subscriber?' }).getByRole('button', { name: 'Delete subscriber' }).click();
  await expect(page.getByText('Subscriber deleted')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(rowOf(page, email)).toHaveCount(0);
  await expect(page.getByText('No subscribers match this search and these filters.')).toBeVisible();
});

test('the CSV export downloads the filtered list with its header row', async ({ page, browser }) => {
  const email = await newMember(browser, 'Hafsa Export');
  await signInAsAdmin(page);
  await openSubscribers(page);
  await search(page, email);
  await page.getByLabel('Verification').selectOption('verified');
  await expect(rowOf(page, email)).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('#,full_name,email,phone,city,state,country,postal_code,verified,referral_code,subscription_status,joined_at');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Hafsa Export,${email},,Chicago,Illinois,United States,60601,true,`);
});

test('a search too broad to count in full says "at least" and asks to refine it', async ({ page, browser }) => {
  await newMember(browser, 'Rumaysa Broadwell');
  await signInAsAdmin(page);
  // The server marks a lower bound only past 20,000 search terms; here the list's answer is marked as
  // one, as the server does for a broad search, to check what the page makes of it.
  await page.route(/\/api\/admin\/subscribers\?/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), total_is_lower_bound: true } });
  });
  await openSubscribers(page);
  await search(page, 'Rumaysa Broadwell');
  const pager = page.getByRole('navigation', { name: 'Subscriber pages' });
  await expect(pager).toContainText(/Page 1 of at least 1 · at least \d+ results/);
  await expect(pager).toContainText('refine your search for an exact count');
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('Next asks for the rows after the last one shown, and Previous comes back to the same page', async ({ page, baseURL }) => {
  const surname = `Pagewell${randomUUID().slice(0, 6)}`;
  for (let i = 0; i < 21; i++) {
    const res = await page.request.post('/api/auth/register', {
      headers: { origin: baseURL! },
      data: {
        full_name: `Member${i} ${surname}`, email: uniqueEmail('pager'), password: PASSWORD, gender: 'female', country: 'US',
        city: 'Baltimore', state: 'Maryland', postal_code: '21201', marital_status: 'single', dob: '1990-04-12',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await signInAsAdmin(page);
  await openSubscribers(page);
  await search(page, surname);
  const pager = page.getByRole('navigation', { name: 'Subscriber pages' });
  await expect(pager).toContainText('Page 1 of 2 · 21 results');
  const firstPage = await page.getByTestId('subscriber-row').allInnerTexts();
  const nextRequest = page.waitForRequest((r) => r.url().includes('/api/admin/subscribers?') && r.url().includes('page=2'));
  await pager.getByRole('button', { name: 'Next' }).click();
  expect(new URL((await nextRequest).url()).searchParams.get('after')).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z~[0-9a-f-]{36}$/);
  await expect(pager).toContainText('Page 2 of 2');
  await expect(page.getByTestId('subscriber-row')).toHaveCount(1);
  await expect(page.getByTestId('subscriber-row')).toContainText('Member20');
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1 of 2');
  expect(await page.getByTestId('subscriber-row').allInnerTexts()).toEqual(firstPage);
});
