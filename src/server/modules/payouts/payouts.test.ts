import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AdminPayout, type MyPayout, type PayoutEvent } from '../../../shared/api';
import { auditOf, createMember, createTestApp, expectAdminOnly, keepPledgeWithOneMonth, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { setPhase } from '../../../../test/support/phase';
import { createTestAppWithStripe } from '../../../../test/support/fake-stripe-harness';
import type { TableQueue } from '../../jobs/table-queue';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
let preparer: TestMember;
let approver: TestMember;
let mover: TestMember;

const device = () => createHash('sha256').update(randomUUID()).digest('hex');
const newAdmin = (app: TestApp) => createMember(app, { admin: true, overrides: { device_hash: device() } });

/** The harness runs jobs (here: the payout e-mails) only when a test asks. */
const runJobs = (app: TestApp) => (app.services.jobs as TableQueue).runDue(new Date());

let day = 0;
async function approvedApplication(app: TestApp, admin: TestMember) {
  const m = await createMember(app);
  day += 1;
  await app.db.kysely.updateTable('subscriptions').set({ created_at: new Date(Date.UTC(2019, 0, day)).toISOString() }).where('user_id', '=', m.id).execute();
  const res = await app.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
  await keepPledgeWithOneMonth(app, m.id);
  expect((await app.app.inject({ method: 'PUT', url: API.adminApprove(res.json().application.id as string), headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  return m;
}

let ref = 0;
async function collect(app: TestApp, month: string, cents: number) {
  ref += 1;
  await app.db.kysely.transaction().execute((trx) =>
    app.services.ledger.append(trx, { kind: 'contribution', amount_cents: cents, currency: 'USD', settled_cents: cents, month, member_id: randomUUID(), source: 'stripe', reference: `payouts-test-${ref}` }),
  );
}

const waiting = async (app: TestApp) =>
  Number((await app.db.kysely.selectFrom('beneficiaries').select((eb) => eb.fn.countAll().as('n')).where('approved', '=', 1).where('distribution_id', 'is', null).executeTakeFirstOrThrow()).n);

/** Prepares `month` from `cents` collected for everyone waiting, and has a second admin approve it. */
async function closeMonth(app: TestApp, month: string, cents: number, admins: [TestMember, TestMember]) {
  await collect(app, month, cents);
  const prepared = await app.app.inject({ method: 'POST', url: API.adminDistributions, headers: { cookie: admins[0].cookie }, payload: { month_year: month, beneficiaries_count: await waiting(app) } });
  expect(prepared.statusCode, prepared.body).toBe(201);
  const id = prepared.json().distribution.id as string;
  const approved = await app.app.inject({ method: 'POST', url: API.adminDistributionApproval(id), headers: { cookie: admins[1].cookie } });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

const list = async (app: TestApp, admin: TestMember, query = ''): Promise<{ items: AdminPayout[]; total: number; provider_available: boolean }> =>
  (await app.app.inject({ method: 'GET', url: `${API.adminPayouts}${query}`, headers: { cookie: admin.cookie } })).json();
const move = (app: TestApp, admin: TestMember, id: string, payload: object) => app.app.inject({ method: 'POST', url: API.adminPayoutMoves(id), headers: { cookie: admin.cookie }, payload });
const history = async (id: string): Promise<PayoutEvent[]> => (await t.app.inject({ method: 'GET', url: API.adminPayoutHistory(id), headers: { cookie: mover.cookie } })).json().items;
const mine = async (member: TestMember): Promise<MyPayout[]> => (await t.app.inject({ method: 'GET', url: API.myPayouts, headers: { cookie: member.cookie } })).json().items;
const returnsOf = (payoutId: string) => t.db.kysely.selectFrom('ledger_entries').selectAll().where('source', '=', 'payout').where('reference', '=', payoutId).execute();

beforeAll(async () => {
  t = await createTestApp();
  preparer = await newAdmin(t);
  approver = await newAdmin(t);
  mover = await newAdmin(t);
  await setPhase(t, 2);
});
afterAll(async () => t.close());

describe('approving a distribution creates its payouts', () => {
  let beneficiaries: TestMember[];
  let payouts: AdminPayout[];

  beforeAll(async () => {
    beneficiaries = [await approvedApplication(t, preparer), await approvedApplication(t, preparer)];
    await closeMonth(t, '2024-01', 10_001, [preparer, approver]);
    payouts = (await list(t, mover, '?month=2024-01')).items;
  });

  it('makes one pending payout per share, in queue order, with a first history row by the approving admin', async () => {
    // 10,001 held: 100 kept, 9,901 shared as 4,951 + 4,950.
    expect(payouts.map((p) => [p.beneficiary_name, p.amount_cents, p.status, p.method])).toEqual([
      ['Amina Rahman', 4_951, 'pending', null], ['Amina Rahman', 4_950, 'pending', null],
    ]);
    const events = await history(payouts[0]!.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ from_status: null, to_status: 'pending', actor_name: 'Amina Rahman' });
  });

  it('tells each beneficiary by e-mail, with a plain-text part, once the approval is committed', async () => {
    await runJobs(t);
    const mail = t.mailsTo(beneficiaries[0]!.email).find((m) => m.subject === 'Your assistance for January 2024 is approved');
    expect(mail?.text).toMatch(/The community fund will send you USD\s49\.51 from the pool of January 2024\./);
    expect(mail?.text).toContain('/beneficiary');
  });

  it('shows the beneficiary their own payout and its steps, and nobody else’s', async () => {
    const own = await mine(beneficiaries[0]!);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ id: payouts[0]!.id, month_year: '2024-01', amount_cents: 4_951, status: 'pending', steps: [{ status: 'pending' }] });
    expect(JSON.stringify(own)).not.toContain('Amina');
    expect(await mine(await createMember(t))).toEqual([]);
  });

  it('sends outside the platform only with a reference, then confirms; each move is history, audit and an e-mail', async () => {
    const id = payouts[0]!.id;
    const noMethod = await move(t, mover, id, { status: 'sent' });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().error.fields.method).toBe('Choose how the payout is sent');
    const noReference = await move(t, mover, id, { status: 'sent', method: 'outside', reference: '  ' });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().error.fields.reference).toBe('Type the reference of the payment made outside the platform');

    const badDigits = await move(t, mover, id, { status: 'sent', method: 'outside', reference: 'Cheque 1042', account_last4: '48a1' });
    expect(badDigits.statusCode).toBe(400);
    expect(badDigits.json().error.fields.account_last4).toBe('Type the last four digits of the account, or leave it empty');

    const sent = await move(t, mover, id, { status: 'sent', method: 'outside', reference: 'Cheque 1042', account_last4: '4821', note: 'Handed over at the masjid' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'Payout updated', payout: { id, status: 'sent', method: 'outside', reference: 'Cheque 1042' } });
    const confirmed = await move(t, mover, id, { status: 'confirmed' });
    expect(confirmed.json().payout).toMatchObject({ status: 'confirmed', method: 'outside', reference: 'Cheque 1042' });

    expect((await history(id)).map((e) => [e.from_status, e.to_status, e.reference, e.note])).toEqual([
      [null, 'pending', null, null], ['pending', 'sent', 'Cheque 1042', 'Handed over at the masjid'], ['sent', 'confirmed', null, null],
    ]);
    expect((await auditOf(t, 'payout', id)).map((a) => [a.action, a.actor_id, a.before?.status, a.after?.status])).toEqual([
      ['payout_move', mover.id, 'pending', 'sent'], ['payout_move', mover.id, 'sent', 'confirmed'],
    ]);
    await runJobs(t);
    const subjects = t.mailsTo(beneficiaries[0]!.email).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Your assistance for January 2024 has been sent', 'Your assistance for January 2024 has arrived']));
    const sentMail = t.mailsTo(beneficiaries[0]!.email).find((m) => m.subject.endsWith('has been sent'))?.text;
    expect(sentMail).toContain('How it was sent: Paid outside the platform');
    expect(sentMail).toContain('It went to your account ending in 4821.');
    expect((await mine(beneficiaries[0]!))[0]!.steps.map((s) => s.status)).toEqual(['pending', 'sent', 'confirmed']);
    expect(await returnsOf(id)).toEqual([]);
  });

  it('refuses a move the status does not allow, and a payout that does not exist', async () => {
    const id = payouts[0]!.id;
    const back = await move(t, mover, id, { status: 'sent', method: 'outside', reference: 'again' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe('This payout cannot move to that status from where it is now. Reload the list to see where it stands.');
    expect((await move(t, mover, randomUUID(), { status: 'confirmed' })).statusCode).toBe(404);
    expect((await move(t, mover, 'not-an-id', { status: 'confirmed' })).statusCode).toBe(400);
  });

  it('refuses the provider method where no payment provider is configured', async () => {
    expect((await list(t, mover)).provider_available).toBe(false);
    const res = await move(t, mover, payouts[1]!.id, { status: 'sent', method: 'provider_transfer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('No payment provider is configured, so a payout can only be paid outside the platform.');
  });

  it('filters by status and pages on the server', async () => {
    expect((await list(t, mover, '?month=2024-01&status=confirmed')).items.map((p) => p.id)).toEqual([payouts[0]!.id]);
    const first = await list(t, mover, '?month=2024-01&page_size=1');
    expect(first.total).toBe(2);
    expect(first.items.map((p) => p.id)).toEqual([payouts[0]!.id]);
    expect((await list(t, mover, '?month=2024-01&page_size=1&page=2')).items.map((p) => p.id)).toEqual([payouts[1]!.id]);
  });
});

describe('a failed or returned payout goes back to the next open month’s pool, through the ledger, once', () => {
  it('writes one payout_return row in the next month, which that month’s preparation counts', async () => {
    const member = await approvedApplication(t, preparer);
    await closeMonth(t, '2024-03', 20_000, [preparer, approver]);
    const payout = (await list(t, mover, '?month=2024-03')).items[0]!;
    expect(payout.amount_cents).toBe(19_800);

    const failed = await move(t, mover, payout.id, { status: 'failed', note: 'Account closed' });
    expect(failed.statusCode, failed.body).toBe(200);
    const rows = await returnsOf(payout.id);
    expect(rows.map((r) => [r.kind, Number(r.amount_cents), r.month, r.member_id])).toEqual([['payout_return', 19_800, '2024-04', payout.id]]);
    expect((await move(t, mover, payout.id, { status: 'returned' })).statusCode).toBe(409);
    expect(await returnsOf(payout.id)).toHaveLength(1);

    await runJobs(t);
    const mail = t.mailsTo(member.email).find((m) => m.subject === 'Your assistance for March 2024 could not be sent');
    expect(mail?.text).toContain('The money has gone back to the next month’s pool.');

    // April's pool is its own money plus the failed payout: 5,000 + 19,800.
    await approvedApplication(t, preparer);
    await collect(t, '2024-04', 5_000);
    const april = await t.app.inject({ method: 'POST', url: API.adminDistributions, headers: { cookie: preparer.cookie }, payload: { month_year: '2024-04', beneficiaries_count: 1 } });
    expect(april.statusCode, april.body).toBe(201);
    expect(april.json().distribution).toMatchObject({ total_pool_cents: 24_800, collected_cents: 5_000 });
    expect(await t.services.ledger.monthTotals('2024-04')).toMatchObject({ returned_cents: 19_800, collected_cents: 5_000, net_cents: 24_800 });
    expect((await auditOf(t, 'payout', payout.id))[0]).toMatchObject({ action: 'payout_move', after: { status: 'failed', note: 'Account closed' } });
  });

  it('skips months already paid out: a payout returned after the next month closed goes to the month after', async () => {
    await approvedApplication(t, preparer);
    await closeMonth(t, '2024-06', 10_000, [preparer, approver]);
    const payout = (await list(t, mover, '?month=2024-06')).items[0]!;
    await approvedApplication(t, preparer);
    await closeMonth(t, '2024-07', 10_000, [preparer, approver]);

    expect((await move(t, mover, payout.id, { status: 'sent', method: 'outside', reference: 'Wire 77' })).statusCode).toBe(200);
    expect((await move(t, mover, payout.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await move(t, mover, payout.id, { status: 'returned', note: 'Bank sent it back' })).statusCode).toBe(200);
    expect((await returnsOf(payout.id)).map((r) => r.month)).toEqual(['2024-08']);
  });

  it('of two admins failing the same payout at once, one succeeds and the money comes back once', async () => {
    await approvedApplication(t, preparer);
    await closeMonth(t, '2024-10', 10_000, [preparer, approver]);
    const payout = (await list(t, mover, '?month=2024-10')).items[0]!;
    const answers = await Promise.all([move(t, mover, payout.id, { status: 'failed' }), move(t, approver, payout.id, { status: 'failed' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await returnsOf(payout.id)).toHaveLength(1);
  });
});

describe('access', () => {
  it('lets only admins list, read the history of and move payouts', async () => {
    const member = await createMember(t);
    const id = randomUUID();
    await expectAdminOnly(t, member, [
      { method: 'GET', url: API.adminPayouts },
      { method: 'GET', url: API.adminPayoutHistory(id) },
      { method: 'POST', url: API.adminPayoutMoves(id), payload: { status: 'confirmed' } },
    ]);
  });

  it('answers a visitor asking for their payouts 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: API.myPayouts })).statusCode).toBe(401);
  });
});

describe('with a payment provider configured', () => {
  it('offers the bank transfer through the provider and records the transfer request as sent', async () => {
    const s = await createTestAppWithStripe();
    try {
      const [a, b] = [await newAdmin(s), await newAdmin(s)];
      await setPhase(s, 2);
      await approvedApplication(s, a);
      await closeMonth(s, '2024-02', 10_000, [a, b]);
      const listed = await list(s, a);
      expect(listed.provider_available).toBe(true);
      const res = await move(s, a, listed.items[0]!.id, { status: 'sent', method: 'provider_transfer' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().payout).toMatchObject({ status: 'sent', method: 'provider_transfer', reference: null });
    } finally {
      await s.close();
    }
  });
});
