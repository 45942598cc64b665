import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewAdmin } from './support/admin';
import { signInNewMember } from './support/members';
import { ownServerForSpec } from './support/own-server';
import { ASKED_FOR } from '../test/support/application-request';

/**
 * Money decisions give the admin a pause: approving asks in a dialog that names the member and the
 * amount, Prepare shows the pool and the queue first, and a payment is checked by the server before
 * its confirmation. Phase 2 and a queue with a member who does not qualify: a server of its own.
 */
test.describe.configure({ mode: 'serial' });

const own = ownServerForSpec();

const REASON = 'The landlord raised the rent and my hours were cut, so this month I cannot cover both.';
const now = new Date();
const LAST = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const LAST_MONTH = LAST.toISOString().slice(0, 7);
const SHOTS = process.env.SCREENSHOT_DIR;

const newPage = own.newPage;

/** A member who applies through the API; `keeps` gives them an active pledge with one month given long ago. */
async function applicant(browser: Browser, name: string, keeps: boolean) {
  const page = await newPage(browser);
  const email = await signInNewMember(page, name);
  const res = await page.request.post('/api/applications', { data: { reason: REASON, eligibility_confirmed: true, ...ASKED_FOR } });
  expect(res.status()).toBe(201);
  await page.context().close();
  const db = own.database();
  const { id } = db.prepare('select id from users where email = ?').get(email) as { id: string };
  if (keeps) {
    db.prepare("update subscriptions set status = 'active' where user_id = ?").run(id);
    db.prepare(`insert into ledger_entries (id, kind, amount_cents, currency, settled_cents, month, member_id, source, reference, method, recorded_by, corrects_id, created_at)
      values (?, 'recorded_payment', 1000, 'USD', 1000, '2000-01', ?, 'recorded', ?, 'cash', null, null, ?)`).run(randomUUID(), id, `e2e-kept-${id}`, new Date().toISOString());
  }
  db.close();
  return { id, email };
}

/** An application approved before the pledge rule applied (Phase 1), from a member whose pledge never started. */
function approvedLongAgo(userId: string) {
  const db = own.database();
  db.prepare('update beneficiaries set approved = 1, reviewed_at = ? where user_id = ?').run(new Date().toISOString(), userId);
  db.close();
}

function moneyOfLastMonth(cents: number) {
  const db = own.database();
  db.prepare(`insert into ledger_entries (id, kind, amount_cents, currency, settled_cents, month, member_id, source, reference, method, recorded_by, corrects_id, created_at)
    values (?, 'contribution', ?, 'USD', ?, ?, ?, 'stripe', ?, null, null, null, ?)`).run(randomUUID(), cents, cents, LAST_MONTH, randomUUID(), `e2e-${randomUUID()}`, new Date().toISOString());
  db.close();
}

/** The dialog at a phone's, a tablet's and a desktop's width, for a person to look at. */
async function shoot(page: Page, dialog: Locator, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('approving asks first, naming the member and the amount, and the decided row stays where it was', async ({ browser }) => {
  test.setTimeout(240_000);
  await applicant(browser, 'Maryam Keeps', true);
  await applicant(browser, 'Zainab Pending', false);
  const admin = await newPage(browser);
  await signInNewAdmin(admin, 'Aisha Reviewer', own);
  await admin.goto('/admin/transparency');

  const row = admin.getByRole('row', { name: /Maryam Keeps/ });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('1 month given');
  const approveButton = admin.getByRole('button', { name: 'Approve application of Maryam Keeps' });
  await approveButton.click();
  const confirm = admin.getByRole('alertdialog', { name: 'Approve the application of Maryam Keeps?' });
  await expect(confirm).toContainText('Maryam Keeps joins the queue of approved members');
  await expect(confirm).toContainText('Maryam Keeps asks for $500.00 (Rent).');
  await expect(confirm).toContainText('Qualifies: pledge kept');
  await expectNoAxeViolations(admin);
  await admin.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(approveButton).toBeFocused();
  expect(await (await admin.request.get('/api/admin/applications?status=approved')).json()).toMatchObject({ total: 0 });

  await approveButton.press('Enter');
  await expect(confirm).toBeVisible();
  await shoot(admin, confirm, 'approve-dialog');
  await confirm.getByRole('button', { name: 'Approve application' }).click();
  await expect(admin.getByText('Application approved')).toBeVisible();
  // The decided row stays, with its new status, so the next row's buttons do not slide under the pointer.
  await expect(row).toContainText('Approved');
  await expect(admin.getByRole('row', { name: /Zainab Pending/ })).toBeVisible();
  await expect(admin.getByText('One application decided: it stays in the list until you refresh.')).toBeVisible();
  await admin.getByRole('button', { name: 'Refresh the list' }).click();
  await expect(row).toHaveCount(0);

  await admin.getByRole('button', { name: 'View application of Zainab Pending' }).click();
  const view = admin.getByRole('dialog', { name: /^Application #/ });
  await expect(view).toContainText('Member since');
  await expect(view).toContainText('Pending');
  await expect(view).toContainText('0 months given');
  await expect(view.getByTestId('application-eligibility')).toHaveText('Does not qualify: pledge never started');
  await expectNoAxeViolations(admin);
  await shoot(admin, view, 'application-view');
  await admin.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
});

test('Prepare shows the month\'s pool and the queue first, and flags a member whose pledge never started', async ({ browser }) => {
  test.setTimeout(240_000);
  const unstarted = await applicant(browser, 'Idris Unstarted', false);
  approvedLongAgo(unstarted.id);
  moneyOfLastMonth(100_000);
  const admin = await newPage(browser);
  await signInNewAdmin(admin, 'Khalid Preparer', own);
  await admin.goto('/admin/transparency');
  await admin.getByRole('tab', { name: 'Fund Distributions' }).click();
  const prepareButton = admin.getByRole('button', { name: 'Prepare', exact: true });
  await prepareButton.click();
  const dialog = admin.getByRole('dialog', { name: 'Prepare a distribution' });
  await expect(dialog.getByTestId('outlook-pool-held')).toHaveText('$1,000.00');
  await expect(dialog.getByTestId('outlook-queue')).toHaveText('2 approved applications wait, and 1 of them qualify for a share.');
  await expect(dialog.getByRole('row', { name: /Maryam Keeps/ })).toContainText('Can be paid');
  await expect(dialog.getByRole('row', { name: /Idris Unstarted/ })).toContainText('Passed over: Does not qualify: pledge never started');
  await expect(dialog.getByText('Some members do not qualify')).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(prepareButton).toBeFocused();
  await prepareButton.press('Enter');
  await expect(dialog.getByTestId('outlook-pool-held')).toHaveText('$1,000.00');
  await shoot(admin, dialog, 'prepare-dialog');
});

test('Record a payment is checked by the server before its confirmation', async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await newPage(browser);
  await signInNewAdmin(admin, 'Hamza Treasurer', own);
  await admin.goto(`/admin/subscriptions?q=${encodeURIComponent('Maryam Keeps')}`);
  await admin.getByRole('button', { name: 'Payments of Maryam Keeps' }).click();
  await admin.getByRole('dialog', { name: 'Payments of Maryam Keeps' }).getByRole('button', { name: 'Record a payment' }).click();
  const form = admin.getByRole('dialog', { name: 'Record a payment' });
  await form.getByLabel('Month').fill(LAST_MONTH);
  await form.getByLabel('Amount', { exact: true }).fill('20');
  await form.getByLabel('Reference').fill(`CHQ-${randomUUID().slice(0, 8)}`);
  await form.getByRole('button', { name: 'Continue' }).click();
  // Maryam joined this month: a rule only the server knows, refused before any confirmation.
  await expect(form.getByText('The month cannot be before the member joined')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Confirm and record' })).toHaveCount(0);
  await expectNoAxeViolations(admin);
  await shoot(admin, form, 'record-payment-refused');
  await form.getByLabel('Month').fill(now.toISOString().slice(0, 7));
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText(/^Record \$20\.00 from Maryam Keeps for /)).toBeVisible();
  await expectNoAxeViolations(admin);
  await shoot(admin, form, 'record-payment-confirm');
  await form.getByRole('button', { name: 'Confirm and record' }).click();
  await expect(admin.getByText('Payment recorded')).toBeVisible();
});
