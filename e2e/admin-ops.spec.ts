import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { auditRowsBy, newMember, signInNewAdmin } from './support/admin';
import { e2eDatabase } from './support/db';
import { signInNewMember } from './support/members';

test('an admin edits a subscription, filters by status, and finds the change in the audit log', async ({ page, browser }) => {
  const member = await newMember(browser, 'Yasmin');
  const admin = await signInNewAdmin(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Manage Subscriptions' }).click();
  await expect(page.getByRole('heading', { name: 'Subscriptions', level: 1 })).toBeVisible();
  for (const counter of ['total', 'active', 'pending', 'paused', 'cancelled']) await expect(page.getByTestId(`count-${counter}`)).toHaveText(/^\d[\d,]*$/);
  for (const label of ['Total', 'Active', 'Pending', 'Paused', 'Cancelled']) await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  // The spec's four statuses, then Phase 2's past due (a pledge whose charge failed three times).
  await expect(page.getByLabel('Status').locator('option')).toHaveText(['All', 'Active', 'Pending', 'Cancelled', 'Paused', 'Past due']);
  await expectNoAxeViolations(page);

  await page.getByLabel('Search').fill(member.name);
  const row = page.getByRole('row', { name: new RegExp(member.name) });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('$10.00');

  await page.getByRole('button', { name: `Edit the subscription of ${member.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit subscription' });
  await dialog.getByLabel('Status').selectOption('active');
  await dialog.getByLabel('Monthly amount (USD)').fill('12.345');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Monthly amount can have at most 2 decimals')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Monthly amount (USD)').fill('12.50');
  await dialog.getByLabel('Next billing date').fill('2026-03-01');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Subscription updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('$12.50');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Mar 1, 2026');

  // The status filter narrows on the server, together with the search.
  await page.getByLabel('Status').selectOption('active');
  await expect(row).toHaveCount(1);
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page.getByText('No subscriptions match these filters.')).toBeVisible();

  const rows = await auditRowsBy(page, admin, 'Subscription');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Update');
  // Names and readable changes, not ids and JSON; the raw record stays one click away.
  await expect(rows).toContainText(`Subscription: ${member.name}`);
  await expect(rows).toContainText('Sumayyah Admin');
  await expect(rows.getByTestId('audit-changes')).toContainText(/Monthly amount: \$10\.00 →\s*changed to \$12\.50/);
  await expect(rows.getByTestId('audit-changes')).toContainText(/Status: Pending →\s*changed to Active/);
  await rows.getByText('Before and after').click();
  await expect(rows.getByText('"monthly_amount_cents": 1250')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Record type').selectOption({ label: 'Review' });
  await expect(page.getByTestId('audit-row').filter({ hasText: admin })).toHaveCount(0);
  await member.close();
});

test('an admin deletes a subscription after the warning, and the audit log keeps it', async ({ page, browser }) => {
  const member = await newMember(browser, 'Dawud');
  const admin = await signInNewAdmin(page);
  await page.goto(`/admin/subscriptions?q=${encodeURIComponent(member.name)}`);
  await expect(page.getByRole('row', { name: new RegExp(member.name) })).toHaveCount(1);
  await page.getByRole('button', { name: `Delete the subscription of ${member.name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete subscription' }).click();
  await expect(page.getByText('Subscription deleted')).toBeVisible();
  await expect(page.getByText('No subscriptions match these filters.')).toBeVisible();

  const rows = await auditRowsBy(page, admin, 'Subscription');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Delete');
  await rows.getByText('Before and after').click();
  await expect(rows.getByText('"monthly_amount_cents": 1000')).toBeVisible();
  await member.close();
});

/** A member's pending review, written through the API as the reviews page would send it. */
async function pendingReviewBy(browser: Browser, first: string) {
  const author = await newMember(browser, first);
  const title = `Patient and kind ${randomUUID().slice(0, 6)}`;
  const res = await author.page.request.post('/api/reviews', { data: { title, content: 'The volunteers answered every question I had, and quickly.', rating: 4 } });
  expect(res.status()).toBe(201);
  await author.close();
  return { title, author: author.name };
}

test('an admin approves a review from the dashboard button, and it appears on /reviews', async ({ page, browser }) => {
  const review = await pendingReviewBy(browser, 'Sakina');
  const admin = await signInNewAdmin(page);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Moderate Reviews' }).click();
  await expect(page.getByRole('heading', { name: 'Review moderation', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: review.title });
  await expect(card).toContainText(review.author);
  await expect(card).toContainText('The volunteers answered every question I had, and quickly.');
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Review approved')).toBeVisible();
  await expect(card).toHaveCount(0);

  const visitor = await browser.newPage();
  try {
    await visitor.goto('/reviews');
    await expect(visitor.getByRole('heading', { name: review.title })).toBeVisible();
  } finally {
    await visitor.close();
    // Other specs expect a public list without reviews they did not write; this one has been seen.
    const db = e2eDatabase();
    db.prepare('delete from reviews where title = ?').run(review.title);
    db.close();
  }
  const rows = await auditRowsBy(page, admin, 'Review');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Approve');
});

test('an admin rejects a review after confirming, and it never appears on /reviews', async ({ page, browser }) => {
  const review = await pendingReviewBy(browser, 'Yahya');
  const admin = await signInNewAdmin(page);
  await page.goto('/admin/reviews');
  const card = page.getByRole('article', { name: review.title });
  await card.getByRole('button', { name: 'Reject' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reject this review?' });
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Reject review' }).click();
  await expect(page.getByText('Review rejected')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: 'Recent Reviews' })).toBeVisible();
  await expect(page.getByText('Loading reviews...')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: review.title })).toHaveCount(0);
  const rows = await auditRowsBy(page, admin, 'Review');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Reject');
});

test('a member opening /admin/reviews is told access is denied and lands on the dashboard', async ({ page }) => {
  await signInNewMember(page);
  await page.goto('/admin/reviews');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Moderate Reviews' })).toHaveCount(0);
});
