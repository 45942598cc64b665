import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { auditOf, createMember, createTestApp, expectAdminOnly, keepPledgeWithOneMonth, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { setPhase } from '../../../../test/support/phase';
import type { NewLedgerEntry } from '../ledger/ledger.service';
import { distributionsRepository } from './distributions.repository';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
/** Prepares; `approver` and `neutral` approve; none of them is tied to anyone else here. */
let preparer: TestMember;
let approver: TestMember;
let neutral: TestMember;

/** A device fingerprint of its own: the harness gives every member the same one unless told otherwise. */
const device = () => createHash('sha256').update(randomUUID()).digest('hex');
const newAdmin = () => createMember(t, { admin: true, overrides: { device_hash: device() } });

beforeAll(async () => {
  t = await createTestApp();
  preparer = await newAdmin();
  approver = await newAdmin();
  neutral = await newAdmin();
  await setPhase(t, 2);
});
afterAll(async () => t.close());

let day = 0;
/** A member's application, approved by the preparer; members join one day apart, so the queue is in creation order. */
async function approvedApplication(member?: TestMember) {
  const m = member ?? (await createMember(t));
  day += 1;
  await t.db.kysely.updateTable('subscriptions').set({ created_at: new Date(Date.UTC(2020, 0, day)).toISOString() }).where('user_id', '=', m.id).execute();
  const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
  const applicationId = res.json().application.id as string;
  await keepPledgeWithOneMonth(t, m.id);
  expect((await t.app.inject({ method: 'PUT', url: API.adminApprove(applicationId), headers: { cookie: preparer.cookie } })).statusCode).toBe(200);
  return { member: m, applicationId };
}

let ref = 0;
async function ledgerRow(month: string, kind: NewLedgerEntry['kind'], cents: number) {
  ref += 1;
  await t.db.kysely.transaction().execute((trx) =>
    t.services.ledger.append(trx, { kind, amount_cents: cents, currency: 'USD', settled_cents: cents, month, member_id: randomUUID(), source: 'stripe', reference: `test-${ref}` }),
  );
}
/** Money held for the month: `cents` collected in one contribution. */
const collect = (month: string, cents: number) => ledgerRow(month, 'contribution', cents);

const waitingCount = async () =>
  Number((await t.db.kysely.selectFrom('beneficiaries').select((eb) => eb.fn.countAll().as('n')).where('approved', '=', 1).where('distribution_id', 'is', null).executeTakeFirstOrThrow()).n);
const prepare = (payload: object, admin = preparer) => t.app.inject({ method: 'POST', url: API.adminDistributions, headers: { cookie: admin.cookie }, payload });
const approve = (id: string, admin: TestMember) => t.app.inject({ method: 'POST', url: API.adminDistributionApproval(id), headers: { cookie: admin.cookie } });
const preview = (id: string, admin: TestMember, query = '') => t.app.inject({ method: 'GET', url: `${API.adminDistributionPreview(id)}${query}`, headers: { cookie: admin.cookie } });
const paidApplications = async () => Number((await t.db.kysely.selectFrom('beneficiaries').select((eb) => eb.fn.countAll().as('n')).where('distribution_id', 'is not', null).executeTakeFirstOrThrow()).n);
const publicMonths = async () => ((await t.app.inject({ method: 'GET', url: API.distributions })).json().items as { month_year: string }[]).map((r) => r.month_year);

/** Prepares a month paying everyone waiting, from `cents` collected; returns its id. */
async function prepared(month: string, cents = 100_000) {
  await collect(month, cents);
  const res = await prepare({ month_year: month, beneficiaries_count: await waitingCount() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().distribution.id as string;
}

describe('Phase 1: nothing is collected, so nothing is distributed', () => {
  it('refuses to prepare a month in Phase 1 and writes nothing', async () => {
    await approvedApplication();
    await collect('2025-01', 50_000);
    await setPhase(t, 1);
    try {
      const res = await prepare({ month_year: '2025-01', beneficiaries_count: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Distributions begin in Phase 2. Nothing is collected before the community reaches its goal, so there is nothing to distribute.');
      expect(await t.db.kysely.selectFrom('fund_distributions').select('id').execute()).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: API.adminDistributions, headers: { cookie: preparer.cookie } })).json()).toMatchObject({ total: 0, phase: 1 });
    } finally {
      await setPhase(t, 2);
    }
  });

  it('refuses to approve in Phase 1 a month prepared in Phase 2', async () => {
    const id = await prepared('2025-02');
    await setPhase(t, 1);
    try {
      const res = await approve(id, approver);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/^Distributions begin in Phase 2/);
      expect((await preview(id, approver)).json().approval_refusal).toMatch(/^Distributions begin in Phase 2/);
      expect(await paidApplications()).toBe(0);
    } finally {
      await setPhase(t, 2);
    }
    expect((await approve(id, approver)).statusCode).toBe(200);
  });
});

describe('preparing a month from the ledger', () => {
  it('takes the pool from the ledger (money in, less fees and refunds), keeps 1% and pays nobody yet', async () => {
    const queue = [await approvedApplication(), await approvedApplication(), await approvedApplication()];
    await ledgerRow('2025-03', 'contribution', 1_000);
    await ledgerRow('2025-03', 'contribution', 1_061);
    await ledgerRow('2025-03', 'fee', -61);
    await ledgerRow('2025-03', 'recorded_payment', 99_000);
    await ledgerRow('2025-03', 'refund', -1_000);
    await ledgerRow('2025-04', 'contribution', 5_000); // another month: not in this pool
    const res = await prepare({ month_year: '2025-03', beneficiaries_count: 2 });
    expect(res.statusCode).toBe(201);
    // Held: 1,000 + 1,061 + 99,000 - 61 - 1,000 = 100,000 cents; 1% is 1,000.
    expect(res.json()).toMatchObject({
      message: 'Distribution prepared',
      distribution: { month_year: '2025-03', status: 'prepared', total_pool_cents: 100_000, total_retained_cents: 1_000, total_distributed_cents: 99_000, beneficiaries_count: 2, collected_cents: 101_061, fees_cents: 61, refunds_cents: 1_000, approved_by_name: null },
    });
    const id = res.json().distribution.id as string;
    expect(await t.db.kysely.selectFrom('beneficiaries').select('id').where('distribution_id', '=', id).execute()).toEqual([]);
    expect(await publicMonths()).not.toContain('2025-03');

    const shown = (await preview(id, approver)).json();
    expect(shown).toMatchObject({ total: 2, approval_refusal: null, distribution: { id, status: 'prepared' } });
    expect(shown.items.map((i: { application_id: string; amount_cents: number; queue_position: number }) => [i.application_id, i.amount_cents, i.queue_position])).toEqual([
      [queue[0]!.applicationId, 49_500, 1], [queue[1]!.applicationId, 49_500, 2],
    ]);
    const audit = await auditOf(t, 'distribution', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'prepare', actor_id: preparer.id, after: { month_year: '2025-03', status: 'prepared', total_pool_cents: 100_000, fees_cents: 61 } });

    const approved = await approve(id, approver);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: 'Distribution approved', distribution: { status: 'completed' } });
    const allocations = (await t.app.inject({ method: 'GET', url: API.adminAllocations(id), headers: { cookie: approver.cookie } })).json();
    expect(allocations.items.map((a: { application_id: string; amount_cents: number }) => [a.application_id, a.amount_cents])).toEqual([[queue[0]!.applicationId, 49_500], [queue[1]!.applicationId, 49_500]]);
    expect((await t.app.inject({ method: 'GET', url: API.myApplications, headers: { cookie: queue[0]!.member.cookie } })).json().items[0]).toMatchObject({ status: 'approved', amount_received_cents: 49_500 });
    expect((await auditOf(t, 'distribution', id)).map((a) => [a.action, a.actor_id])).toEqual([['prepare', preparer.id], ['approve', approver.id]]);
    const report = (await t.app.inject({ method: 'GET', url: API.distributions })).json().items.find((r: { month_year: string }) => r.month_year === '2025-03');
    // Published as approved, not completed: both payouts are still pending.
    expect(report).toMatchObject({ total_pool_cents: 100_000, total_distributed_cents: 99_000, total_retained_cents: 1_000, collected_cents: 101_061, fees_cents: 61, refunds_cents: 1_000, status: 'approved', paid_cents: 0, pending_cents: 99_000 });
    const list = (await t.app.inject({ method: 'GET', url: API.adminDistributions, headers: { cookie: neutral.cookie } })).json();
    expect(list.items.find((d: { id: string }) => d.id === id)).toMatchObject({ prepared_by_name: 'Amina Rahman', approved_by_name: 'Amina Rahman', status: 'completed' });
    // The third in the queue waits for next month; pay them so later tests start from an empty queue.
    await approve(await prepared('2025-04'), approver);
  });

  it.each([
    ['a month that is not over', () => new Date().toISOString().slice(0, 7), 400, 'A month can be prepared once it is over: its contributions are still coming in.'],
    ['a month in the future', () => '2999-01', 400, 'A month can be prepared once it is over: its contributions are still coming in.'],
    ['a month whose ledger holds nothing', () => '2024-06', 409, 'The ledger holds no money for this month, so there is nothing to distribute.'],
  ])('refuses %s', async (_name, month, status, message) => {
    await approvedApplication();
    const res = await prepare({ month_year: month(), beneficiaries_count: 1 });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(await t.db.kysely.selectFrom('fund_distributions').select('id').where('month_year', '=', month()).execute()).toEqual([]);
  });

  it('refuses a pool too small for one cent each, and more beneficiaries than are waiting', async () => {
    await collect('2024-07', 1);
    const small = await prepare({ month_year: '2024-07', beneficiaries_count: 2 });
    expect(small.statusCode).toBe(400);
    expect(small.json().error.message).toBe('The pool is too small to give each beneficiary at least one cent.');
    await collect('2024-08', 10_000);
    const many = await prepare({ month_year: '2024-08', beneficiaries_count: (await waitingCount()) + 1 });
    expect(many.statusCode).toBe(409);
    expect(many.json().error.message).toMatch(/^Only \d+ approved application(s qualify| qualifies) for a share/);
  });

  it('has no pool to type: the request is refused with one', async () => {
    const res = await prepare({ month_year: '2024-08', total_pool: '1000000', beneficiaries_count: 1 });
    expect(res.statusCode).toBe(400);
    expect(await t.db.kysely.selectFrom('fund_distributions').select('id').where('month_year', '=', '2024-08').execute()).toEqual([]);
  });

  it('prepares a prepared month again, its pool closed to money arriving after it was prepared, and never an approved one', async () => {
    const id = await prepared('2024-09', 10_000);
    await collect('2024-09', 5_000);
    const again = await prepare({ month_year: '2024-09', beneficiaries_count: await waitingCount() }, neutral);
    expect(again.statusCode).toBe(201);
    expect(again.json().distribution).toMatchObject({ id, total_pool_cents: 10_000, status: 'prepared' });
    expect((await t.services.ledger.monthTotals('2024-10')).net_cents).toBe(5_000);
    expect((await auditOf(t, 'distribution', id)).map((a) => [a.action, a.actor_id, a.before?.total_pool_cents ?? null])).toEqual([['prepare', preparer.id, null], ['prepare', neutral.id, 10_000]]);
    // Prepared last by `neutral`: the first preparer may now approve it.
    expect((await approve(id, preparer)).statusCode).toBe(200);
    const res = await prepare({ month_year: '2024-09', beneficiaries_count: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A distribution for September 2024 already exists. Distributions are never edited or replaced.');
  });
});

describe('four eyes: who may approve', () => {
  /** The refusal, the same reason in the preview, nothing paid; then an admin with no tie approves. */
  async function expectRefused(id: string, admin: TestMember, status: number, message: string) {
    const res = await approve(id, admin);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect((await preview(id, admin)).json().approval_refusal).toBe(message);
    expect((await t.db.kysely.selectFrom('fund_distributions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('prepared');
    expect(await t.db.kysely.selectFrom('distribution_allocations').select('id').where('distribution_id', '=', id).execute()).toEqual([]);
    expect((await auditOf(t, 'distribution', id)).map((a) => a.action)).toEqual(['prepare']);
    expect((await approve(id, neutral)).statusCode).toBe(200);
  }

  it('refuses the admin who prepared it', async () => {
    await approvedApplication();
    const id = await prepared('2024-01');
    await expectRefused(id, preparer, 403, 'You prepared this distribution, so a different admin must approve it.');
  });

  it('refuses an admin whose own application it pays', async () => {
    const self = await newAdmin();
    await approvedApplication(self);
    const id = await prepared('2024-02');
    await expectRefused(id, self, 403, 'This distribution pays your own application, so a different admin must approve it.');
  });

  it('refuses an admin who referred someone it pays', async () => {
    const sponsor = await newAdmin();
    const { referral_code } = await t.db.kysely.selectFrom('profiles').select('referral_code').where('id', '=', sponsor.id).executeTakeFirstOrThrow();
    const referred = await createMember(t, { overrides: { referral_code, device_hash: device() } });
    expect((await t.db.kysely.selectFrom('profiles').select('referred_by').where('id', '=', referred.id).executeTakeFirstOrThrow()).referred_by).toBe(sponsor.id);
    await approvedApplication();
    await approvedApplication(referred);
    const id = await prepared('2024-03');
    await expectRefused(id, sponsor, 403, 'This distribution pays someone you referred, so a different admin must approve it.');
  });

  it('refuses an admin who shares a device fingerprint with someone it pays', async () => {
    const hash = device();
    const twin = await createMember(t, { admin: true, overrides: { device_hash: hash } });
    await approvedApplication(await createMember(t, { overrides: { device_hash: hash } }));
    const id = await prepared('2024-04');
    await expectRefused(id, twin, 403, 'This distribution pays someone who signed up from the same device as you, so a different admin must approve it.');
  });

  it('lets an admin approve when their referral or device twin is still waiting but not paid this month', async () => {
    const sponsor = await newAdmin();
    const { referral_code } = await t.db.kysely.selectFrom('profiles').select('referral_code').where('id', '=', sponsor.id).executeTakeFirstOrThrow();
    const first = await approvedApplication();
    const referred = await approvedApplication(await createMember(t, { overrides: { referral_code } }));
    await collect('2024-05', 10_000);
    const id = (await prepare({ month_year: '2024-05', beneficiaries_count: 1 })).json().distribution.id as string;
    expect((await approve(id, sponsor)).statusCode).toBe(200);
    expect((await t.db.kysely.selectFrom('beneficiaries').select(['id', 'distribution_id']).where('id', 'in', [first.applicationId, referred.applicationId]).orderBy('created_at').execute()).map((r) => r.distribution_id)).toEqual([id, null]);
    await approve(await prepared('2023-12'), neutral);
  });
});

describe('four eyes whatever the order of the requests', () => {
  it("refuses an approval whose admin re-prepared the month between the approval's check and its update", async () => {
    await approvedApplication();
    const id = await prepared('2021-06');
    // The approval reads the month and checks it: prepared by someone else.
    const checked = (await distributionsRepository.findById(t.db.kysely, id))!;
    expect(checked.prepared_by).toBe(preparer.id);
    // The same admin's re-preparation of the month lands next, changing nothing but who prepared it.
    expect((await prepare({ month_year: '2021-06', beneficiaries_count: await waitingCount() }, approver)).statusCode).toBe(201);
    const now = (await distributionsRepository.findById(t.db.kysely, id))!;
    expect([now.prepared_by, now.recipients_digest, now.total_pool_cents]).toEqual([approver.id, checked.recipients_digest, checked.total_pool_cents]);
    // Then the approval's update, with what it checked.
    const approved = await distributionsRepository.markApproved(t.db.kysely, id, approver.id, new Date().toISOString(), {
      digest: checked.recipients_digest ?? '', pool: Number(checked.total_pool_cents), preparedBy: checked.prepared_by,
    });
    expect(approved).toBe(false);
    expect(await t.db.kysely.selectFrom('fund_distributions').select(['status', 'approved_by']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'prepared', approved_by: null });
    // Asked again, the approval sees its own preparation; the first preparer may now approve it.
    expect((await approve(id, approver)).statusCode).toBe(403);
    expect((await approve(id, preparer)).statusCode).toBe(200);
  });

  it('never lets the preparer approve, even with the check skipped', async () => {
    await approvedApplication();
    const id = await prepared('2022-07');
    const row = (await distributionsRepository.findById(t.db.kysely, id))!;
    const approved = await distributionsRepository.markApproved(t.db.kysely, id, preparer.id, new Date().toISOString(), {
      digest: row.recipients_digest ?? '', pool: Number(row.total_pool_cents), preparedBy: row.prepared_by,
    });
    expect(approved).toBe(false);
    expect((await approve(id, neutral)).statusCode).toBe(200);
  });
});

describe('approval pays exactly what was prepared', () => {
  it('pays what was prepared: a row written for the month after it was prepared counts in the next open month', async () => {
    await approvedApplication();
    const id = await prepared('2023-01', 10_000);
    await ledgerRow('2023-01', 'refund', -1_000);
    expect((await t.services.ledger.monthTotals('2023-01')).net_cents).toBe(10_000);
    expect((await t.services.ledger.monthTotals('2023-02')).refunds_cents).toBe(1_000);
    expect((await approve(id, approver)).json().distribution).toMatchObject({ total_pool_cents: 10_000, status: 'completed' });
  });

  it('refuses when the queue changed since the month was prepared', async () => {
    await approvedApplication();
    const id = await prepared('2023-02');
    // Someone who subscribed earlier is approved now and comes first in the queue.
    const earlier = await approvedApplication();
    await t.db.kysely.updateTable('subscriptions').set({ created_at: '2019-01-01T00:00:00.000Z' }).where('user_id', '=', earlier.member.id).execute();
    const res = await approve(id, approver);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('The queue changed since this distribution was prepared. Prepare it again, then ask another admin to approve it.');
    await prepare({ month_year: '2023-02', beneficiaries_count: await waitingCount() });
    expect((await approve(id, approver)).statusCode).toBe(200);
    expect(await waitingCount()).toBe(0);
  });

  it('pays once when two admins approve at the same moment', async () => {
    await approvedApplication();
    await approvedApplication();
    const id = await prepared('2023-03');
    const results = await Promise.all([approve(id, approver), approve(id, neutral)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe('This distribution is already approved. Distributions are never edited or replaced.');
    expect(await t.db.kysely.selectFrom('distribution_allocations').select('id').where('distribution_id', '=', id).execute()).toHaveLength(2);
  });

  it('keeps one distribution for a month that two admins prepare at the same moment', async () => {
    await approvedApplication();
    await collect('2023-04', 1_000);
    const results = await Promise.all([prepare({ month_year: '2023-04', beneficiaries_count: 1 }), prepare({ month_year: '2023-04', beneficiaries_count: 1 }, neutral)]);
    // The later one replaces the earlier proposal, or, when both found the month free, the unique index refuses it.
    expect(results.map((r) => r.statusCode)).toContain(201);
    for (const r of results.filter((r) => r.statusCode !== 201)) expect(r.json().error.message).toBe('A distribution for April 2023 already exists. Distributions are never edited or replaced.');
    expect(await t.db.kysely.selectFrom('fund_distributions').select('id').where('month_year', '=', '2023-04').execute()).toHaveLength(1);
  });

  it('answers 404 for an unknown distribution', async () => {
    const res = await approve(randomUUID(), approver);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Distribution not found');
  });

  it('has no way to edit or delete a distribution', async () => {
    const id = (await t.db.kysely.selectFrom('fund_distributions').select('id').executeTakeFirstOrThrow()).id;
    const stored = () => Promise.all([
      t.db.kysely.selectFrom('fund_distributions').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      t.db.kysely.selectFrom('distribution_allocations').selectAll().where('distribution_id', '=', id).orderBy('id').execute(),
    ]);
    const before = await stored();
    // Every path that names distributions, with every writing method but the two that exist: prepare and approve.
    const paths = [
      API.adminDistributions, `${API.adminDistributions}/${id}`, API.adminDistributionPreview(id), API.adminDistributionApproval(id),
      API.adminAllocations(id), API.adminDistributionOutlook, API.distributions, API.distributionsCsv,
    ];
    const payload = { month_year: before[0].month_year, beneficiaries_count: 1, status: 'cancelled', total_pool_cents: 0 };
    for (const url of paths) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        if (method === 'POST' && (url === API.adminDistributions || url === API.adminDistributionApproval(id))) continue;
        const res = await t.app.inject({ method, url, headers: { cookie: preparer.cookie }, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('is for admins only', async () => {
    const id = (await t.db.kysely.selectFrom('fund_distributions').select('id').executeTakeFirstOrThrow()).id;
    await expectAdminOnly(t, await createMember(t), [
      { method: 'GET', url: API.adminDistributions },
      { method: 'POST', url: API.adminDistributions, payload: { month_year: '2022-01', beneficiaries_count: 1 } },
      { method: 'GET', url: API.adminDistributionPreview(id) },
      { method: 'POST', url: API.adminDistributionApproval(id) },
    ]);
  });
});

describe('before preparing: the month\'s pool, the queue, and who does not qualify', () => {
  const outlook = (month: string, admin = preparer) =>
    t.app.inject({ method: 'GET', url: `${API.adminDistributionOutlook}?month_year=${month}&page=1&page_size=20`, headers: { cookie: admin.cookie } });

  it('shows the pool and the queue in order, flags a member whose pledge never started, and passes over them when preparing', async () => {
    if ((await waitingCount()) > 0) expect((await approve(await prepared('2019-05'), approver)).statusCode).toBe(200);
    const first = await approvedApplication();
    // Approved in Phase 1, when the pledge rule did not apply yet; the pledge was never started.
    await setPhase(t, 1);
    const unstarted = await createMember(t, { overrides: { full_name: 'Pledge Never Started' } });
    day += 1;
    await t.db.kysely.updateTable('subscriptions').set({ created_at: new Date(Date.UTC(2020, 0, day)).toISOString() }).where('user_id', '=', unstarted.id).execute();
    const applied = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: unstarted.cookie }, payload: { reason: 'y'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
    const unstartedApp = applied.json().application.id as string;
    expect((await t.app.inject({ method: 'PUT', url: API.adminApprove(unstartedApp), headers: { cookie: preparer.cookie } })).statusCode).toBe(200);
    await setPhase(t, 2);
    const last = await approvedApplication();
    await collect('2019-06', 10_000);

    const seen = await outlook('2019-06');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ month_year: '2019-06', collected_cents: 10_000, fees_cents: 0, refunds_cents: 0, pool_cents: 10_000, retained_cents: 100, distributed_cents: 9_900, total: 3, qualifying: 2 });
    expect(seen.json().items.map((i: { application_id: string; queue_position: number; applicant_name: string; pledge_status: string; eligibility: string; qualifies: boolean }) =>
      [i.application_id, i.queue_position, i.pledge_status, i.eligibility, i.qualifies])).toEqual([
      [first.applicationId, 1, 'active', 'keeping', true],
      [unstartedApp, 2, 'pending', 'not_started', false],
      [last.applicationId, 3, 'active', 'keeping', true],
    ]);
    expect(seen.json().items[1].applicant_name).toBe('Pledge Never Started');

    const tooMany = await prepare({ month_year: '2019-06', beneficiaries_count: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toBe('Only 2 approved applications qualify for a share, so 3 beneficiaries cannot be paid. Approve more applications or lower the count.');

    const res = await prepare({ month_year: '2019-06', beneficiaries_count: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().distribution.id as string;
    const shown = (await preview(id, approver)).json();
    expect(shown).toMatchObject({ total: 2, passed_over: 1, approval_refusal: null });
    expect(shown.items.map((i: { application_id: string; pledge_status: string }) => [i.application_id, i.pledge_status])).toEqual([[first.applicationId, 'active'], [last.applicationId, 'active']]);
    expect((await approve(id, approver)).statusCode).toBe(200);
    // Passed over, not dropped: the application keeps its place, first in line now, until its member qualifies.
    const kept = await t.db.kysely.selectFrom('beneficiaries').select(['approved', 'distribution_id']).where('id', '=', unstartedApp).executeTakeFirstOrThrow();
    expect(kept).toEqual({ approved: 1, distribution_id: null });
    expect((await outlook('2019-06')).json().items.map((i: { application_id: string }) => i.application_id)).toEqual([unstartedApp]);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(t, await createMember(t), [{ method: 'GET', url: `${API.adminDistributionOutlook}?month_year=2019-06` }]);
  });
});
