import { createHash, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AID_LIMITS_API, AID_LIMITS_API, AID_LIMITS_MESSAGES, type AidLimits, addMonths } from '../../../shared/aid-limits';
import { API } from '../../../shared/api';
import { monthOf } from '../../../shared/domain/ledger';
import { auditOf, createMember, createTestApp, keepPledgeWithOneMonth, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { ASKED_FOR } from '../../../../test/support/application-request';
import { setPhase } from '../../../../test/support/phase';

/**
 * The fair limits on assistance: admin settings (audited), applied when a member applies, when an
 * admin approves and when a distribution pays, each refusal and each member passed over in the audit log.
 */

const NO_LIMITS: AidLimits = { min_membership_days: null, payout_gap_months: null, yearly_cap_cents: null };
const DAY_MS = 24 * 60 * 60 * 1000;
const device = () => createHash('sha256').update(randomUUID()).digest('hex');
const thisMonth = () => monthOf(new Date().toISOString());

let t: TestApp;
let settingsAdmin: TestMember;
let preparer: TestMember;
let approver: TestMember;

const newAdmin = () => createMember(t, { admin: true, overrides: { device_hash: device() } });
const setLimits = (limits: Partial<AidLimits>, who: TestMember = settingsAdmin) =>
  t.app.inject({ method: 'PUT', url: ADMIN_AID_LIMITS_API, headers: { cookie: who.cookie }, payload: { ...NO_LIMITS, ...limits } });
const apply = (m: TestMember) => t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
const limitEntries = async (where: { actor?: string; entity?: string }) =>
  (await t.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'aid_limit').execute())
    .filter((r) => (where.actor === undefined || r.actor_id === where.actor) && (where.entity === undefined || r.entity_id === where.entity))
    .map((r) => ({ entity_type: r.entity_type, entity_id: r.entity_id, ...(JSON.parse(r.after_json ?? '{}') as Record<string, unknown>) }));

let queueDay = 0;
/** A member Phase 2's pledge rule accepts, who joined `joinedDaysAgo` days ago; earlier members come first in the queue. */
async function member(joinedDaysAgo = 400): Promise<TestMember> {
  const m = await createMember(t);
  queueDay += 1;
  await t.db.kysely.updateTable('subscriptions').set({ created_at: new Date(Date.UTC(2019, 0, queueDay)).toISOString() }).where('user_id', '=', m.id).execute();
  await t.db.kysely.updateTable('profiles').set({ created_at: new Date(Date.now() - joinedDaysAgo * DAY_MS).toISOString() }).where('id', '=', m.id).execute();
  await keepPledgeWithOneMonth(t, m.id);
  return m;
}

/** Records that the member was paid `cents` from the pool of `month` (an application decided and paid before). */
async function paidEarlier(m: TestMember, month: string, cents: number) {
  const found = await t.db.kysely.selectFrom('fund_distributions').select('id').where('month_year', '=', month).executeTakeFirst();
  const distributionId = found?.id ?? randomUUID();
  const at = new Date().toISOString();
  if (!found) {
    await t.db.kysely.insertInto('fund_distributions').values({
      id: distributionId, month_year: month, total_pool_cents: cents, total_distributed_cents: cents, total_retained_cents: 0, beneficiaries_count: 1, status: 'completed',
      created_by: null, created_at: at, prepared_by: null, prepared_at: null, approved_by: null, approved_at: at, collected_cents: null, fees_cents: null, refunds_cents: null, recipients_digest: null,
    }).execute();
  }
  await t.db.kysely.insertInto('beneficiaries').values({
    id: randomUUID(), user_id: m.id, reason: 'y'.repeat(60), approved: 1, reviewed_by: null, reviewed_at: at, amount_received_cents: cents, move_down: 0, distribution_id: distributionId, created_at: at,
  }).execute();
}

/** Applies and is approved (with no limit set), so the member waits in the queue; answers the application's id. */
async function waiting(m: TestMember): Promise<string> {
  const res = await apply(m);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().application.id as string;
  expect((await t.app.inject({ method: 'PUT', url: API.adminApprove(id), headers: { cookie: preparer.cookie } })).statusCode).toBe(200);
  return id;
}

let ref = 0;
/** Puts `cents` in the pool of `month`, prepares it for one beneficiary and has a second admin approve it. */
async function distribute(month: string, cents: number): Promise<string> {
  ref += 1;
  await t.db.kysely.transaction().execute((trx) =>
    t.services.ledger.append(trx, { kind: 'contribution', amount_cents: cents, currency: 'USD', settled_cents: cents, month, member_id: randomUUID(), source: 'stripe', reference: `aid-limits-${ref}` }),
  );
  const prepared = await t.app.inject({ method: 'POST', url: API.adminDistributions, headers: { cookie: preparer.cookie }, payload: { month_year: month, beneficiaries_count: 1 } });
  expect(prepared.statusCode, prepared.body).toBe(201);
  const id = prepared.json().distribution.id as string;
  const approved = await t.app.inject({ method: 'POST', url: API.adminDistributionApproval(id), headers: { cookie: approver.cookie } });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

const paidBy = async (applicationId: string) =>
  (await t.db.kysely.selectFrom('beneficiaries').select('distribution_id').where('id', '=', applicationId).executeTakeFirstOrThrow()).distribution_id;

beforeAll(async () => {
  t = await createTestApp();
  settingsAdmin = await newAdmin();
  preparer = await newAdmin();
  approver = await newAdmin();
  await setPhase(t, 2);
});
afterAll(async () => t.close());
afterEach(async () => {
  expect((await setLimits(NO_LIMITS)).statusCode).toBe(200);
});

describe('the fair limits setting', () => {
  it('starts with no limit, is read by anyone, changed by an admin with an audit entry, and refuses values out of range', async () => {
    expect((await t.app.inject({ method: 'GET', url: AID_LIMITS_API })).json()).toEqual(NO_LIMITS);
    for (const bad of [{ min_membership_days: 0 }, { payout_gap_months: 1.5 }, { yearly_cap_cents: -1 }, { yearly_cap_cents: 2_000_000_001 }, { payout_gap_months: 121 }]) {
      expect((await setLimits(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const limits = { min_membership_days: 90, payout_gap_months: 12, yearly_cap_cents: 150_000 };
    const saved = await setLimits(limits);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: AID_LIMITS_API })).json()).toEqual(limits);
    await setLimits(limits);
    const audit = await auditOf(t, 'settings', 'aid_limits');
    expect(audit.filter((a) => JSON.stringify(a.after) === JSON.stringify(limits))).toEqual([expect.objectContaining({ action: 'update', actor_id: settingsAdmin.id, before: NO_LIMITS })]);
  });
});

describe('the membership period', () => {
  it('refuses a member who joined too recently, with the reason and an audit entry, and stores nothing', async () => {
    await setLimits({ min_membership_days: 30 });
    const newcomer = await member(29);
    const refused = await apply(newcomer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(AID_LIMITS_MESSAGES.tooNew);
    expect(await t.db.kysely.selectFrom('beneficiaries').select('id').where('user_id', '=', newcomer.id).execute()).toEqual([]);
    expect(await limitEntries({ actor: newcomer.id })).toEqual([expect.objectContaining({ entity_type: 'application', entity_id: null, rule: 'membership', stage: 'apply', user_id: newcomer.id })]);
  });

  it('lets a member apply once the period is over', async () => {
    await setLimits({ min_membership_days: 30 });
    const settled = await member(31);
    expect((await apply(settled)).statusCode).toBe(201);
    expect(await limitEntries({ actor: settled.id })).toEqual([]);
  });

  it('refuses an approval while the member is too new, and allows it when no period is set', async () => {
    const newcomer = await member(5);
    const res = await apply(newcomer);
    const id = res.json().application.id as string;
    await setLimits({ min_membership_days: 30 });
    const refused = await t.app.inject({ method: 'PUT', url: API.adminApprove(id), headers: { cookie: preparer.cookie } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(AID_LIMITS_MESSAGES.adminTooNew);
    expect((await t.db.kysely.selectFrom('beneficiaries').select('reviewed_at').where('id', '=', id).executeTakeFirstOrThrow()).reviewed_at).toBeNull();
    expect(await limitEntries({ entity: id })).toEqual([expect.objectContaining({ rule: 'membership', stage: 'approve', user_id: newcomer.id })]);

    await setLimits(NO_LIMITS);
    const approved = await t.app.inject({ method: 'PUT', url: API.adminApprove(id), headers: { cookie: preparer.cookie } });
    expect(approved.statusCode, approved.body).toBe(200);
    // The distribution tests below pay one member at a time from the front: this one steps back to the end.
    expect((await t.app.inject({ method: 'PUT', url: API.moveDown(id), headers: { cookie: newcomer.cookie }, payload: { move_down: true } })).statusCode).toBe(200);
  });
});

describe('one payout in a set number of months', () => {
  it('refuses applying again too soon after a payout, and allows it once the months have passed', async () => {
    await setLimits({ payout_gap_months: 12 });
    const recent = await member();
    await paidEarlier(recent, addMonths(thisMonth(), -11), 5_000);
    const refused = await apply(recent);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(AID_LIMITS_MESSAGES.tooSoon);
    expect(await limitEntries({ actor: recent.id })).toEqual([expect.objectContaining({ rule: 'payout_gap', stage: 'apply' })]);

    const earlier = await member();
    await paidEarlier(earlier, addMonths(thisMonth(), -12), 5_000);
    expect((await apply(earlier)).statusCode).toBe(201);
  });

  it('passes over a member paid too recently at a distribution, audited, who keeps their place; without the limit they are paid', async () => {
    const first = await member();
    const second = await member();
    const firstApplication = await waiting(first);
    const secondApplication = await waiting(second);
    await paidEarlier(first, '2024-01', 5_000);
    await setLimits({ payout_gap_months: 6 });

    const june = await distribute('2024-06', 10_000);
    expect(await paidBy(firstApplication)).toBeNull();
    expect(await paidBy(secondApplication)).toBe(june);
    expect(await limitEntries({ entity: firstApplication })).toEqual([
      expect.objectContaining({ rule: 'payout_gap', stage: 'distribution', user_id: first.id, distribution_id: june, month_year: '2024-06' }),
    ]);

    await setLimits(NO_LIMITS);
    expect(await paidBy(firstApplication)).toBeNull();
    const march = await distribute('2024-03', 10_000);
    expect(await paidBy(firstApplication)).toBe(march);
    expect(await limitEntries({ entity: firstApplication })).toHaveLength(1);
  });
});

describe('the most per member in 12 months', () => {
  it('refuses applying once the member has received the yearly most, and allows it below', async () => {
    await setLimits({ yearly_cap_cents: 10_000 });
    const full = await member();
    await paidEarlier(full, addMonths(thisMonth(), -2), 10_000);
    const refused = await apply(full);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(AID_LIMITS_MESSAGES.capReached);
    expect(await limitEntries({ actor: full.id })).toEqual([expect.objectContaining({ rule: 'yearly_cap', stage: 'apply' })]);

    const partly = await member();
    await paidEarlier(partly, addMonths(thisMonth(), -2), 9_999);
    expect((await apply(partly)).statusCode).toBe(201);
  });

  it('passes over a member whose share would go past the most at a distribution; a share that fits is paid', async () => {
    const first = await member();
    const second = await member();
    const firstApplication = await waiting(first);
    const secondApplication = await waiting(second);
    await paidEarlier(first, '2025-01', 6_000);
    // 10,000 collected: 1% kept, 9,900 shared; 6,000 + 9,900 is past 15,000.
    await setLimits({ yearly_cap_cents: 15_000 });

    const february = await distribute('2025-02', 10_000);
    expect(await paidBy(firstApplication)).toBeNull();
    expect(await paidBy(secondApplication)).toBe(february);
    expect(await limitEntries({ entity: firstApplication })).toEqual([expect.objectContaining({ rule: 'yearly_cap', stage: 'distribution', distribution_id: february })]);

    await setLimits({ yearly_cap_cents: 15_900 });
    const march = await distribute('2025-03', 10_000);
    expect(await paidBy(firstApplication)).toBe(march);
  });
});
