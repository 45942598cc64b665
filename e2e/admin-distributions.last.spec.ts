import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewAdmin } from './support/admin';
import { signInNewMember } from './support/members';
import { ASKED_FOR } from '../test/support/application-request';

const REASON = 'The car I need for work broke down and the repair costs more than a month of wages.';

/** A member applies through the API; returns their name so the admin can find the row. */
async function memberApplies(browser: import('@playwright/test').Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInNewMember(page, name);
  const res = await page.request.post('/api/applications', { data: { reason: REASON, eligibility_confirmed: true, ...ASKED_FOR } });
  expect(res.status()).toBe(201);
  await context.close();
}

test('an admin reviews applications, and in Phase 1 cannot prepare a distribution', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await memberApplies(browser, 'Hafsa Rahim');
  await memberApplies(browser, 'Tariq Noor');
  await signInNewAdmin(page);
  await page.goto('/admin/transparency');
  await expect(page.getByRole('heading', { name: 'Transparency management' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'View application of Hafsa Rahim' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(REASON)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(dialog).toContainText('Member since');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve the application of Hafsa Rahim?' });
  await expect(confirm).toContainText('Hafsa Rahim asks for $500.00 (Rent).');
  await confirm.getByRole('button', { name: 'Approve application' }).click();
  await expect(page.getByText('Application approved')).toBeVisible();
  await expect(page.getByText('Beneficiary has been approved')).toBeVisible();

  await page.getByRole('button', { name: 'Reject application of Tariq Noor' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Reject this application?');
  await page.getByRole('button', { name: 'Reject application', exact: true }).click();
  await expect(page.getByText('Application rejected')).toBeVisible();
  await expect(page.getByText('Application has been removed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject application of Tariq Noor' })).toHaveCount(0);

  // The shared server is in Phase 1: nothing is collected, so the screen explains why no month can be prepared.
  await page.getByRole('tab', { name: 'Fund Distributions' }).click();
  await expect(page.getByText('No distributions in Phase 1')).toBeVisible();
  await expect(page.getByText('Distributions begin in Phase 2. Nothing is collected before the community reaches its goal, so there is nothing to distribute.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prepare', exact: true })).toBeDisabled();
  await expectNoAxeViolations(page);
  const refused = await page.request.post('/api/admin/distributions', { data: { month_year: '2020-01', beneficiaries_count: 1 } });
  expect(refused.status()).toBe(409);
});

test('a member cannot open the admin screen', async ({ page }) => {
  await signInNewMember(page, 'Curious Member');
  await page.goto('/admin/transparency');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByText('You must be an admin to access this page')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a visitor is asked to sign in', async ({ page }) => {
  await page.goto('/admin/transparency');
  await expect(page.getByText('Authentication required')).toBeVisible();
  await expect(page.getByText('Please sign in to access admin panel')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
