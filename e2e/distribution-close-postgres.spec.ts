import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { startPostgresCluster, type PostgresCluster } from '../test/support/postgres-cluster';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { signInNewAdmin } from './support/admin';
import { signInNewMember } from './support/members';
import { subjectsTo } from './support/outbox';
import { newPageOn, type OwnServer, startOwnServer } from './support/own-server';
import { ASKED_FOR } from '../test/support/application-request';

/**
 * One month end to end on PostgreSQL, with two admins: prepared by one, approved by the other, its
 * payouts sent and confirmed or failed, and the failed one's money seen in the next month's pool.
 * The server and its PostgreSQL cluster are the spec's own.
 */
test.describe.configure({ mode: 'serial' });

let cluster: PostgresCluster;
let own: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startPostgresCluster();
  own = await startOwnServer({ databaseUrl: cluster.url });
});
test.afterAll(async () => {
  await own?.stop();
  cluster?.stop();
});

async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const REASON = 'My hours were cut this winter and the rent is due before the next pay cheque arrives.';
const now = new Date();
const monthAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
/** The month closed here (two months ago) and the next one, over too, whose pool gets the failed payout back. */
const [FIRST, NEXT] = [monthAgo(2), monthAgo(1)];
const key = (d: Date) => d.toISOString().slice(0, 7);
const label = (d: Date) => `${d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${d.getUTCFullYear()}`;

const newPage = (browser: Browser) => newPageOn(browser, own.base);

const collect = (month: string, cents: number) =>
  sql(`insert into ledger_entries (id, kind, amount_cents, currency, settled_cents, month, member_id, source, reference, created_at)
    values ($1, 'contribution', $2, 'USD', $2, $3, $4, 'stripe', $5, $6)`, [randomUUID(), cents, month, randomUUID(), `e2e-${randomUUID()}`, new Date().toISOString()]);

/** Phase 2 approves only members who keep their pledge and have given a month: money from long ago leaves these months' pools alone. */
async function keepsPledgeWithOneMonth(email: string) {
  const [{ id }] = await sql('select id from users where email = $1', [email]);
  await sql("update subscriptions set status = 'active' where user_id = $1", [id]);
  await sql(`insert into ledger_entries (id, kind, amount_cents, currency, settled_cents, month, member_id, source, reference, method, created_at)
    values ($1, 'recorded_payment', 1000, 'USD', 1000, '2000-01', $2, 'recorded', $3, 'cash', $4)`, [randomUUID(), id, `e2e-kept-${id}`, new Date().toISOString()]);
}

/** A member who applies and whose application the admin approves; their page stays open. */
async function approvedBeneficiary(browser: Browser, admin: Page, name: string) {
  const page = await newPage(browser);
  const email = await signInNewMember(page, name);
  const applied = await page.request.post('/api/applications', { data: { reason: REASON, eligibility_confirmed: true, ...ASKED_FOR } });
  expect(applied.status()).toBe(201);
  await keepsPledgeWithOneMonth(email);
  expect((await admin.request.put(`/api/admin/applications/${(await applied.json()).application.id}/approve`, { data: {} })).status()).toBe(200);
  return { page, email };
}

async function prepare(admin: Page, month: Date, count: number) {
  await admin.goto('/admin/transparency');
  await admin.getByRole('tab', { name: 'Fund Distributions' }).click();
  await admin.getByRole('button', { name: 'Prepare', exact: true }).click();
  const form = admin.getByRole('form', { name: 'Prepare a distribution' });
  await form.getByLabel('Month', { exact: true }).selectOption({ label: month.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }) });
  await form.getByLabel('Year').selectOption(String(month.getUTCFullYear()));
  await form.getByLabel('Number of beneficiaries').fill(String(count));
  await form.getByRole('button', { name: 'Prepare', exact: true }).click();
  return admin.getByRole('dialog', { name: `Distribution of ${label(month)}` });
}

async function movePayout(admin: Page, name: string, status: string, fill: { reference?: string; note?: string } = {}) {
  await admin.getByRole('button', { name: `Payout of ${name} for ${label(FIRST)}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Payout of ${name} for ${label(FIRST)}` });
  const form = dialog.getByRole('form', { name: 'Update the payout' });
  await form.getByLabel('New status').selectOption({ label: status });
  if (status === 'Sent') await form.getByLabel('Method').selectOption({ label: 'Paid outside the platform' });
  if (fill.reference) await form.getByLabel('Reference').fill(fill.reference);
  if (fill.note) await form.getByLabel('Note').fill(fill.note);
  await form.getByRole('button', { name: 'Update the payout' }).click();
  await expect(dialog).toHaveCount(0);
}

test('two admins close a month on PostgreSQL and follow its payouts to the end', async ({ browser }) => {
  test.setTimeout(300_000);
  const preparer = await newPage(browser);
  await signInNewAdmin(preparer, 'Khadija Preparer');
  const maryam = await approvedBeneficiary(browser, preparer, 'Maryam Paid');
  const yahya = await approvedBeneficiary(browser, preparer, 'Yahya Waiting');
  // 100.00 held: 1.00 for operations, 99.00 shared as two payouts of 49.50.
  await collect(key(FIRST), 10_000);

  const review = await prepare(preparer, FIRST, 2);
  await expect(review.getByTestId('preview-pool')).toHaveText('$100.00');
  await expect(review).toContainText('You prepared this distribution, so a different admin must approve it.');
  await preparer.keyboard.press('Escape');

  const approver = await newPage(browser);
  await signInNewAdmin(approver, 'Bilal Approver');
  await approver.goto('/admin/transparency');
  await approver.getByRole('tab', { name: 'Fund Distributions' }).click();
  await approver.getByRole('button', { name: `Review the distribution of ${label(FIRST)}` }).click();
  await approver.getByRole('dialog', { name: `Distribution of ${label(FIRST)}` }).getByRole('button', { name: 'Approve distribution' }).click();
  await expect(approver.getByText('Distribution approved')).toBeVisible();

  // The payouts: pending, one per share; one is sent outside the platform and confirmed, the other fails.
  await approver.reload();
  await approver.getByRole('tab', { name: 'Payouts' }).click();
  const rows = approver.getByTestId('payout-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Maryam Paid' })).toContainText('Pending');
  await expect(rows.filter({ hasText: 'Maryam Paid' })).toContainText('$49.50');
  await expectNoAxeViolations(approver);

  await movePayout(approver, 'Maryam Paid', 'Sent', { reference: 'Cheque 501' });
  await expect(rows.filter({ hasText: 'Maryam Paid' })).toContainText('Sent');
  await expect(rows.filter({ hasText: 'Maryam Paid' })).toContainText('Cheque 501');
  await approver.getByRole('button', { name: `Payout of Maryam Paid for ${label(FIRST)}` }).click();
  const history = approver.getByRole('dialog', { name: `Payout of Maryam Paid for ${label(FIRST)}` });
  await expect(history.getByTestId('payout-history').getByRole('listitem')).toHaveCount(2);
  await expect(history.getByTestId('payout-history')).toContainText('Bilal Approver');
  await expectNoAxeViolations(approver);
  await approver.keyboard.press('Escape');
  await movePayout(approver, 'Maryam Paid', 'Confirmed');
  await expect(rows.filter({ hasText: 'Maryam Paid' })).toContainText('Confirmed');
  await movePayout(approver, 'Yahya Waiting', 'Failed', { note: 'The account number was closed' });
  await expect(rows.filter({ hasText: 'Yahya Waiting' })).toContainText('Failed');

  // On a phone each payout is a card with its button in view, not a table row scrolled off to the side.
  await approver.setViewportSize({ width: 375, height: 800 });
  await expect(rows.first()).toBeHidden();
  const card = approver.getByTestId('payout-card').filter({ hasText: 'Maryam Paid' });
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('Cheque 501');
  const box = await card.getByRole('button', { name: `Payout of Maryam Paid for ${label(FIRST)}` }).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375, JSON.stringify(box)).toBe(true);
  await expectNoAxeViolations(approver);
  await approver.setViewportSize({ width: 1280, height: 720 });

  // The beneficiary sees where their payout stands, and had an e-mail at each step.
  await maryam.page.goto('/beneficiary');
  const payout = maryam.page.getByTestId('my-payout');
  await expect(payout).toContainText(`Payout for ${label(FIRST)}`);
  await expect(payout).toContainText('Confirmed');
  await expectNoAxeViolations(maryam.page);
  const month = label(FIRST);
  await expect.poll(() => subjectsTo(maryam.email), { timeout: 0 }).toEqual(expect.arrayContaining([
    `Your assistance for ${month} is approved`, `Your assistance for ${month} has been sent`, `Your assistance for ${month} has arrived`,
  ]));
  await expect.poll(() => subjectsTo(yahya.email), { timeout: 0 }).toContain(`Your assistance for ${month} could not be sent`);

  // The failed 49.50 is back in the next month's pool, beside that month's own 50.00.
  await approvedBeneficiary(browser, preparer, 'Zaynab Next');
  await collect(key(NEXT), 5_000);
  const next = await prepare(preparer, NEXT, 1);
  await expect(next.getByTestId('preview-pool')).toHaveText('$99.50');
  await expect(next.getByTestId('preview-distributed')).toHaveText('$98.51');
});
