import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { approveApplicationsUnderReview, signInNewAdmin } from './support/admin';
import { signInNewMember } from './support/members';
import { ownServerForSpec } from './support/own-server';
import { ASKED_FOR } from '../test/support/application-request';

/**
 * The live queue on the public page, and a note of encouragement from the pledge screen through
 * moderation to the beneficiary who is paid. Paying needs Phase 2 and changes the queue, so it runs
 * on a server of its own.
 */
test.describe.configure({ mode: 'serial' });

const own = ownServerForSpec();

const now = new Date();
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const MONTH = last.toISOString().slice(0, 7);
const MONTH_LABEL = `${last.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${last.getUTCFullYear()}`;
const NOTE = 'You are not alone. We are thinking of you and your family.';

const newPage = own.newPage;

/** A pledge kept, and a month of money long ago: what Phase 2 asks of a member before approval, and of a note's writer. */
function keepsPledge(email: string) {
  const db = own.database();
  const { id } = db.prepare('select id from users where email = ?').get(email) as { id: string };
  db.prepare("update subscriptions set status = 'active' where user_id = ?").run(id);
  db.prepare(`insert into ledger_entries (id, kind, amount_cents, currency, settled_cents, month, member_id, source, reference, method, recorded_by, corrects_id, created_at)
    values (?, 'recorded_payment', 1000, 'USD', 1000, '2000-01', ?, 'recorded', ?, 'cash', null, null, ?)`).run(randomUUID(), id, `e2e-kept-${id}`, new Date().toISOString());
  db.close();
}

function moneyOfTheMonth() {
  const db = own.database();
  db.prepare(`insert into ledger_entries (id, kind, amount_cents, currency, settled_cents, month, member_id, source, reference, method, recorded_by, corrects_id, created_at)
    values (?, 'recorded_payment', 50000, 'USD', 50000, ?, ?, 'recorded', ?, 'cheque', null, null, ?)`).run(randomUUID(), MONTH, randomUUID(), `e2e-${randomUUID()}`, new Date().toISOString());
  db.close();
}

test('the public page shows how many wait, says there is no pool history yet, and states the shortfall rule', async ({ browser }) => {
  const visitor = await newPage(browser);
  await visitor.goto('/transparency');
  const section = visitor.getByRole('region', { name: 'The queue' });
  await expect(section.getByTestId('queue-waiting')).toHaveText('0');
  await expect(section.getByTestId('queue-estimate')).toHaveText('No month has been shared yet, so there is no pool history to estimate from.');
  await expect(section.getByTestId('queue-shortfall')).toHaveText('When a month’s pool cannot cover everyone waiting, the first in line are paid and the rest keep their place and wait for the next month’s pool.');
  await expectNoAxeViolations(visitor);
  await visitor.context().close();
});

test('a member writes a note with their pledge, an admin approves it, and the beneficiary paid next reads it', async ({ browser }) => {
  // Two admins enrol in two-step verification and two people sign up: more than the default minute on a busy machine.
  test.setTimeout(240_000);
  const beneficiary = await newPage(browser);
  const beneficiaryEmail = await signInNewMember(beneficiary, 'Hafsa Waiting');
  keepsPledge(beneficiaryEmail);
  expect((await beneficiary.request.post('/api/applications', { data: { reason: 'My hours were cut and the rent is due before the next pay cheque arrives.', eligibility_confirmed: true, ...ASKED_FOR } })).status()).toBe(201);

  const writer = await newPage(browser);
  keepsPledge(await signInNewMember(writer, 'Idris Giving'));
  await writer.goto('/dashboard/pledge');
  const form = writer.getByRole('form', { name: 'Write a note of encouragement' });
  await form.getByLabel('Your note').fill(NOTE);
  await expectNoAxeViolations(writer);
  await form.getByRole('button', { name: 'Send my note' }).click();
  await expect(writer.getByText('Waiting for an admin')).toBeVisible();
  await expect(writer.getByText('Your last note has not been given yet. You can write another once it has been.')).toBeVisible();

  const moderator = await newPage(browser);
  await signInNewAdmin(moderator, 'Zaynab Moderator');
  await approveApplicationsUnderReview(moderator);
  await moderator.goto('/admin/reviews');
  await moderator.getByRole('tab', { name: 'Notes of encouragement' }).click();
  const list = moderator.getByRole('list', { name: 'Notes waiting for moderation' });
  const item = list.getByRole('listitem').filter({ hasText: NOTE });
  await expect(item).toBeVisible();
  await expect(item).not.toContainText('Idris');
  await expectNoAxeViolations(moderator);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(moderator.getByText('Note approved')).toBeVisible();
  await expect(moderator.getByText('No notes waiting for moderation.')).toBeVisible();

  // The month is closed by two admins (its screens have a test of their own).
  moneyOfTheMonth();
  const prepared = await moderator.request.post('/api/admin/distributions', { data: { month_year: MONTH, beneficiaries_count: 1 } });
  expect(prepared.status()).toBe(201);
  const approver = await newPage(browser);
  await signInNewAdmin(approver, 'Umar Approver');
  expect((await approver.request.post(`/api/admin/distributions/${(await prepared.json()).distribution.id}/approval`, { data: {} })).status()).toBe(200);

  await beneficiary.goto('/beneficiary');
  // Paid, they have left the queue, and the page does not tell them to wait for an approval they already had.
  await expect(beneficiary.getByText('You are not waiting in the queue. When an application of yours is approved, your place shows here until its share is paid.')).toBeVisible();
  const notes = beneficiary.getByRole('region', { name: 'Notes of encouragement' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('listitem')).toContainText(NOTE);
  await expect(notes.getByRole('listitem')).toContainText(`With the distribution of ${MONTH_LABEL}`);
  await expect(notes).not.toContainText('Idris');
  await expectNoAxeViolations(beneficiary);

  await writer.reload();
  await expect(writer.getByText(`Given with the distribution of ${MONTH_LABEL}`)).toBeVisible();

  // With a month shared, the public page estimates from it.
  await writer.goto('/transparency');
  await expect(writer.getByTestId('queue-estimate')).toContainText(`Method: the last pool shared (${MONTH_LABEL}) paid 1 member.`);
  await expect(writer.getByTestId('queue-estimate')).toContainText('Nobody is waiting now.');
});
