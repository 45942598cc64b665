import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { e2eDatabase } from './support/db';
import { signInNewMember } from './support/members';

const REASON = 'Our landlord raised the rent by a third and my hours were cut, so we are two months behind.';

test('a visitor who opens the application is sent to sign in', async ({ page }) => {
  await page.goto('/beneficiary-application');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/beneficiary');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a member applies, sees the application, and later their place in the queue', async ({ page }) => {
  const email = await signInNewMember(page, 'Maryam Yusuf');
  await page.goto('/beneficiary-application');
  // Before anyone types, the page says that no money moves in Phase 1.
  await expect(page.getByText('Money only flows in Phase 2')).toBeVisible();
  const form = page.getByRole('form', { name: 'Apply for assistance' });
  const reason = form.getByLabel('Why do you need help?');
  await reason.fill('Too short to be useful.');
  await expect(page.getByTestId('reason-counter')).toHaveText('23/1000');
  await form.getByLabel(/I confirm that I am 18 or older/).check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(form.getByText('Please provide more details (at least 50 characters)')).toBeVisible();

  await reason.fill(REASON);
  await expect(page.getByTestId('reason-counter')).toHaveText(`${REASON.length}/1000`);
  // The amount, what it is for and how to be paid are asked too.
  await expect(form.getByText('Choose what the help is for')).toBeVisible();
  await form.getByLabel('Amount needed (USD)').fill('1800');
  await form.getByLabel('What is the help for?').selectOption('rent');
  // No payment provider is configured here, so only a payment outside the platform is offered.
  const method = form.getByLabel('How do you want to be paid?');
  await expect(method.getByRole('option', { name: 'Paid outside the platform' })).toBeAttached();
  await expect(method.getByRole('option', { name: 'Bank transfer through the provider' })).toHaveCount(0);
  await method.selectOption('outside');
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();
  await expect(page.getByText('Our team will review your application and contact you soon.')).toBeVisible();
  const item = page.getByRole('list', { name: 'Your applications' }).getByRole('listitem').first();
  await expect(item).toContainText('Under Review');
  await expect(item.getByText(/^Application #[0-9a-f]{8}$/)).toBeVisible();
  // The open application takes the place of a fresh form, with its status and date, after a reload too.
  const open = page.getByTestId('open-application');
  await expect(open).toContainText('Under Review');
  await expect(open).toContainText(/is under review/);
  await expect(form).toHaveCount(0);
  await page.reload();
  await expect(open).toContainText(new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date()));
  await expect(form).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/beneficiary');
  await expect(page.getByText('You are not in the queue.')).toBeVisible();

  // An admin approves it (the admin screen has its own test).
  const db = e2eDatabase();
  db.prepare('update beneficiaries set approved = 1, reviewed_at = ? where user_id = (select id from profiles where email = ?)').run(new Date().toISOString(), email);
  db.close();
  await page.reload();
  await expect(page.getByTestId('queue-position')).toContainText(/You are number \d+ of \d+ approved members waiting\./);
  await page.getByRole('button', { name: 'Move me down the list' }).click();
  await expect(page.getByText('You will be served after members who are waiting.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo: return to my place' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Undo: return to my place' }).click();
  await expect(page.getByText('You are back in your original place.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your applications' })).toContainText('Approved');
});
