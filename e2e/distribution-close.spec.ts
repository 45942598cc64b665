import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { approveApplicationsUnderReview, signInNewAdmin } from './support/admin';
import { signInNewMember } from './support/members';
import { ownServerForSpec } from './support/own-server';
import { ASKED_FOR } from '../test/support/application-request';

/**
 * The monthly close with two admins. It needs Phase 2 and pays the queue, so it runs on a server of
 * its own rather than changing what the specs beside it see.
 */
test.describe.configure({ mode: 'serial' });

const own = ownServerForSpec();

const REASON = 'My hours were cut this winter and the rent is due before the next pay cheque arrives.';
/** Last month, which is over: only a month that has ended can be prepared. */
const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const MONTH = last.toISOString().slice(0, 7);
const MONTH_NAME = last.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
const MONTH_LABEL = `${MONTH_NAME} ${last.getUTCFullYear()}`;

const newPage = own.newPage;

/** The month's money as the charging jobs and an admin would have written it: 1,010.61 in, 0.61 in fees, 10.00 refunded. */
function ledgerOfTheMonth() {
  const db = own.database();
  const insert = db.prepare(`insert into ledger_entries (id, kind, amount_cents, currency, settled_cents, month, member_id, source, reference, method, recorded_by, corrects_id, created_at)
    values (?, ?, ?, 'USD', ?, ?, ?, ?, ?, ?, null, null, ?)`);
  const at = new Date().toISOString();
  const row = (kind: string, cents: number, source: string, method: string | null = null) => insert.run(randomUUID(), kind, cents, cents, MONTH, randomUUID(), source, `e2e-${randomUUID()}`, method, at);
  row('contribution', 1_061, 'stripe');
  row('fee', -61, 'stripe');
  row('contribution', 1_000, 'stripe');
  row('refund', -1_000, 'stripe');
  row('recorded_payment', 99_000, 'recorded', 'cheque');
  db.close();
}

/** Phase 2 approves only members who keep their pledge and have given a month: money from long ago, so this month's pool is unchanged. */
function keepsPledgeWithOneMonth(email: string) {
  const db = own.database();
  const { id } = db.prepare('select id from users where email = ?').get(email) as { id: string };
  db.prepare("update subscriptions set status = 'active' where user_id = ?").run(id);
  db.prepare(`insert into ledger_entries (id, kind, amount_cents, currency, settled_cents, month, member_id, source, reference, method, recorded_by, corrects_id, created_at)
    values (?, 'recorded_payment', 1000, 'USD', 1000, '2000-01', ?, 'recorded', ?, 'cash', null, null, ?)`).run(randomUUID(), id, `e2e-kept-${id}`, new Date().toISOString());
  db.close();
}

test('two admins close a month: one prepares it from the ledger, another approves and pays it', async ({ browser }) => {
  // Two admins enrol in two-step verification and three people sign up: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  for (const name of ['Maryam Waiting', 'Yahya Waiting']) {
    const member = await newPage(browser);
    const email = await signInNewMember(member, name);
    expect((await member.request.post('/api/applications', { data: { reason: REASON, eligibility_confirmed: true, ...ASKED_FOR } })).status()).toBe(201);
    await member.context().close();
    keepsPledgeWithOneMonth(email);
  }
  ledgerOfTheMonth();

  const preparer = await newPage(browser);
  await signInNewAdmin(preparer, 'Khadija Preparer');
  await approveApplicationsUnderReview(preparer);

  await preparer.goto('/admin/transparency');
  await preparer.getByRole('tab', { name: 'Fund Distributions' }).click();
  await preparer.getByRole('button', { name: 'Prepare', exact: true }).click();
  const form = preparer.getByRole('form', { name: 'Prepare a distribution' });
  await expect(form.getByLabel('Total pool (USD)')).toHaveCount(0);
  await form.getByLabel('Month', { exact: true }).selectOption({ label: MONTH_NAME });
  await form.getByLabel('Year').selectOption(String(last.getUTCFullYear()));
  await form.getByLabel('Number of beneficiaries').fill('2');
  await expectNoAxeViolations(preparer);
  await form.getByRole('button', { name: 'Prepare', exact: true }).click();
  await expect(preparer.getByText('Distribution prepared')).toBeVisible();

  // The preview: the pool is what the ledger holds, 1% to the cent, and the two shares.
  const review = preparer.getByRole('dialog', { name: `Distribution of ${MONTH_LABEL}` });
  await expect(review.getByTestId('preview-pool')).toHaveText('$1,000.00');
  await expect(review.getByTestId('preview-operations')).toHaveText('$10.00');
  await expect(review.getByTestId('preview-distributed')).toHaveText('$990.00');
  await expect(review).toContainText('$0.61');
  await expect(review.getByRole('row').filter({ hasText: '$495.00' })).toHaveCount(2);
  await expect(review).toContainText('You prepared this distribution, so a different admin must approve it.');
  await expect(review.getByRole('button', { name: 'Approve distribution' })).toHaveCount(0);
  await expectNoAxeViolations(preparer);
  await preparer.keyboard.press('Escape');
  const row = preparer.getByRole('row', { name: new RegExp(MONTH_LABEL) });
  await expect(row).toContainText('prepared');
  // Nothing is public before a second admin approves.
  expect(JSON.stringify(await (await preparer.request.get('/api/transparency/distributions')).json())).not.toContain(MONTH);

  const approver = await newPage(browser);
  await signInNewAdmin(approver, 'Bilal Approver');
  await approver.goto('/admin/transparency');
  await approver.getByRole('tab', { name: 'Fund Distributions' }).click();
  await approver.getByRole('button', { name: `Review the distribution of ${MONTH_LABEL}` }).click();
  const dialog = approver.getByRole('dialog', { name: `Distribution of ${MONTH_LABEL}` });
  await expect(dialog).toContainText('Prepared by Khadija Preparer');
  await expect(dialog.getByRole('cell', { name: 'Maryam Waiting' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Yahya Waiting' })).toBeVisible();
  await expectNoAxeViolations(approver);
  await dialog.getByRole('button', { name: 'Approve distribution' }).click();
  await expect(approver.getByText('Distribution approved')).toBeVisible();
  const approved = approver.getByRole('row', { name: new RegExp(MONTH_LABEL) });
  await expect(approved).toContainText('completed');
  await expect(approved).toContainText('$1,000.00');

  await approver.goto('/transparency');
  const report = approver.getByRole('list', { name: 'Monthly reports' }).getByRole('listitem').filter({ hasText: MONTH_LABEL });
  await expect(report).toContainText('$1,000.00');
  await expect(report.getByTestId('report-ledger')).toHaveText('From the ledger: $1,010.61 collected, less $0.61 in provider fees and $10.00 in refunds.');
  await expectNoAxeViolations(approver);
});
