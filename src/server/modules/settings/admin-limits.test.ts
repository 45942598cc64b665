import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { ADMIN_LIMITS_API, type AdminLimits } from '../../../shared/admin-limits';
import { API, type AdminPayout } from '../../../shared/api';
import { auditOf, createMember, createTestApp, keepPledgeWithOneMonth, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { ASKED_FOR } from '../../../../test/support/application-request';
import { setPhase } from '../../../../test/support/phase';

/**
 * Per-admin caps over any 24 hours on approving applications and distributions and on marking
 * payouts as sent: set in Settings (audited), each refusal in the security log with a message naming
 * the cap and when it frees up, counted inside the approval's transaction.
 */

const NO_LIMITS: AdminLimits = { application_approvals: null, distribution_cents: null, payouts_sent: null, payout_cents_sent: null };
const device = () => createHash('sha256').update(randomUUID()).digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;
const minuteUtc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

let t: TestApp;
let settingsAdmin: TestMember;

const newAdmin = () => createMember(t, { admin: true, overrides: { device_hash: device() } });
const setLimits = (limits: Partial<AdminLimits>, who: TestMember = settingsAdmin) =>
  t.app.inject({ method: 'PUT', url: ADMIN_LIMITS_API, headers: { cookie: who.cookie }, payload: { ...NO_LIMITS, ...limits } });
const approveApplication = (admin: TestMember, id: string) => t.app.inject({ method: 'PUT', url: API.adminApprove(id), headers: { cookie: admin.cookie } });
const usageOf = (admin: TestMember) => t.db.kysely.selectFrom('admin_limit_usage').selectAll().where('admin_id', '=', admin.id).orderBy('created_at').execute();
const refusalsOf = async (admin: TestMember) =>
  (await t.db.kysely.selectFrom('audit_log').selectAll().where('entity_type', '=', 'security').where('action', '=', 'daily_limit').where('actor_id', '=', admin.id).execute())
    .map((r) => JSON.parse(r.after_json ?? '{}') as Record<string, unknown>);

let day = 0;
/** An application from a member eligible in Phase 2, waiting for review; answers its id. */
async function application(): Promise<string> {
  const m = await createMember(t);
  day += 1;
  await t.db.kysely.updateTable('subscriptions').set({ created_at: new Date(Date.UTC(2019, 0, day)).toISOString() }).where('user_id', '=', m.id).execute();
  const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
  expect(res.statusCode, res.body).toBe(201);
  await keepPledgeWithOneMonth(t, m.id);
  return res.json().application.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  settingsAdmin = await newAdmin();
  await setPhase(t, 2);
});
afterAll(async () => t.close());
afterEach(async () => {
  expect((await setLimits(NO_LIMITS)).statusCode).toBe(200);
});

describe('the daily limits setting', () => {
  it('starts with no limit, is changed by an admin with an audit entry, and refuses values that are not whole positive numbers', async () => {
    const read = await t.app.inject({ method: 'GET', url: ADMIN_LIMITS_API, headers: { cookie: settingsAdmin.cookie } });
    expect(read.json()).toEqual(NO_LIMITS);

    for (const bad of [{ application_approvals: 0 }, { payouts_sent: 1.5 }, { distribution_cents: -100 }, { payout_cents_sent: 2_000_000_001 }]) {
      const res = await setLimits(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const limits = { application_approvals: 20, distribution_cents: 2_500_000, payouts_sent: 50, payout_cents_sent: 1_000_000 };
    const saved = await setLimits(limits);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(limits);
    expect((await t.app.inject({ method: 'GET', url: ADMIN_LIMITS_API, headers: { cookie: settingsAdmin.cookie } })).json()).toEqual(limits);
    await setLimits(limits);
    const audit = await auditOf(t, 'settings', 'admin_limits');
    expect(audit.at(-1)).toMatchObject({ action: 'update', actor_id: settingsAdmin.id, after: limits });
    expect(audit.filter((a) => JSON.stringify(a.after) === JSON.stringify(limits))).toHaveLength(1);
  });
});

describe('approving applications', () => {
  it('refuses the approval past the cap with the cap and when it frees up, logs it, and changes nothing; the 24 hours roll', async () => {
    const capped = await newAdmin();
    const other = await newAdmin();
    await setLimits({ application_approvals: 2 });
    const [first, second, third] = [await application(), await application(), await application()];
    expect((await approveApplication(capped, first)).statusCode).toBe(200);
    expect((await approveApplication(capped, second)).statusCode).toBe(200);

    const refused = await approveApplication(capped, third);
    expect(refused.statusCode).toBe(409);
    const firstAt = (await usageOf(capped))[0]!.created_at;
    const freesAt = new Date(Date.parse(firstAt) + DAY_MS).toISOString();
    expect(refused.json().error).toEqual({
      code: 'daily_limit_reached',
      message: `Daily limit reached: you may approve at most 2 applications in any 24 hours, and you have approved 2. You can approve another from ${minuteUtc(freesAt)}.`,
    });
    expect(await t.db.kysely.selectFrom('beneficiaries').select(['approved', 'reviewed_at']).where('id', '=', third).executeTakeFirstOrThrow()).toEqual({ approved: 0, reviewed_at: null });
    expect(await usageOf(capped)).toHaveLength(2);
    expect(await refusalsOf(capped)).toEqual([{ action: 'application_approval', cap: 'application_approvals', limit: 2, used: 2, frees_at: freesAt, on: third }]);

    // Rejecting is never limited, and the cap is each admin's own.
    expect((await t.app.inject({ method: 'PUT', url: API.adminReject(await application()), headers: { cookie: capped.cookie } })).statusCode).toBe(200);
    const fourth = await application();
    expect((await approveApplication(other, fourth)).statusCode).toBe(200);

    // A day after the first approval, there is room for one more.
    await t.db.kysely.updateTable('admin_limit_usage').set({ created_at: new Date(Date.now() - DAY_MS - 1000).toISOString() }).where('admin_id', '=', capped.id).where('created_at', '=', firstAt).execute();
    expect((await approveApplication(capped, third)).statusCode).toBe(200);
  });
});

describe('distributions and payouts', () => {
  let preparer: TestMember;
  let approver: TestMember;
  let ref = 0;

  beforeAll(async () => {
    preparer = await newAdmin();
    approver = await newAdmin();
  });

  /** Two beneficiaries waiting and `cents` collected for `month`, prepared; answers the distribution's id. */
  async function prepared(month: string, cents: number): Promise<string> {
    for (const id of [await application(), await application()]) expect((await approveApplication(preparer, id)).statusCode).toBe(200);
    ref += 1;
    await t.db.kysely.transaction().execute((trx) =>
      t.services.ledger.append(trx, { kind: 'contribution', amount_cents: cents, currency: 'USD', settled_cents: cents, month, member_id: randomUUID(), source: 'stripe', reference: `limits-test-${ref}` }),
    );
    const waiting = Number((await t.db.kysely.selectFrom('beneficiaries').select((eb) => eb.fn.countAll().as('n')).where('approved', '=', 1).where('distribution_id', 'is', null).executeTakeFirstOrThrow()).n);
    const res = await t.app.inject({ method: 'POST', url: API.adminDistributions, headers: { cookie: preparer.cookie }, payload: { month_year: month, beneficiaries_count: waiting } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().distribution.id as string;
  }
  const approve = (id: string) => t.app.inject({ method: 'POST', url: API.adminDistributionApproval(id), headers: { cookie: approver.cookie } });

  it('refuses approving a distribution above the money cap, even alone, until a higher cap is set', async () => {
    const id = await prepared('2023-01', 10_000);
    await setLimits({ distribution_cents: 5_000 });
    const refused = await approve(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(
      /^Daily limit reached: you may approve at most \$50\.00 of distributions in any 24 hours; you have approved \$0\.00 in the last 24 hours and this one is \$99\.00\. This one alone is above the limit/,
    );
    expect((await t.db.kysely.selectFrom('fund_distributions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('prepared');
    expect(await t.db.kysely.selectFrom('payouts').select('id').where('distribution_id', '=', id).execute()).toEqual([]);
    expect(await refusalsOf(approver)).toContainEqual({ action: 'distribution_approval', cap: 'distribution_cents', limit: 5_000, used: 0, frees_at: null, on: id });

    await setLimits({ distribution_cents: 10_000 });
    expect((await approve(id)).statusCode).toBe(200);
  });

  it('refuses marking a payout as sent past the money cap, naming when there is room again', async () => {
    const id = await prepared('2023-02', 10_000);
    expect((await approve(id)).statusCode).toBe(200);
    const mover = await newAdmin();
    const payouts = (await t.app.inject({ method: 'GET', url: `${API.adminPayouts}?month=2023-02`, headers: { cookie: mover.cookie } })).json().items as AdminPayout[];
    expect(payouts.map((p) => p.amount_cents)).toEqual([4950, 4950]);
    await setLimits({ payout_cents_sent: 6_000 });
    const send = (payoutId: string) =>
      t.app.inject({ method: 'POST', url: API.adminPayoutMoves(payoutId), headers: { cookie: mover.cookie }, payload: { status: 'sent', method: 'outside', reference: `Cheque ${payoutId.slice(0, 4)}` } });
    expect((await send(payouts[0]!.id)).statusCode).toBe(200);

    const refused = await send(payouts[1]!.id);
    expect(refused.statusCode).toBe(409);
    const freesAt = new Date(Date.parse((await usageOf(mover))[0]!.created_at) + DAY_MS).toISOString();
    expect(refused.json().error.message).toBe(
      `Daily limit reached: you may mark as sent at most $60.00 of payouts in any 24 hours; you have marked as sent $49.50 in the last 24 hours and this one is $49.50. There is room for it from ${minuteUtc(freesAt)}.`,
    );
    expect((await t.db.kysely.selectFrom('payouts').select('status').where('id', '=', payouts[1]!.id).executeTakeFirstOrThrow()).status).toBe('pending');
    expect(await refusalsOf(mover)).toEqual([{ action: 'payout_sent', cap: 'payout_cents_sent', limit: 6_000, used: 4950, frees_at: freesAt, on: payouts[1]!.id }]);
    // Confirming what was sent is not limited.
    expect((await t.app.inject({ method: 'POST', url: API.adminPayoutMoves(payouts[0]!.id), headers: { cookie: mover.cookie }, payload: { status: 'confirmed' } })).statusCode).toBe(200);
  });
});

/*
 * Two approvals at once only interleave on PostgreSQL, whose connections run transactions side by side
 * (SQLite runs one writing transaction at a time), so this part needs it.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('two approvals at once on PostgreSQL', () => {
  it('lets only one of two simultaneous approvals through a cap of one', async () => {
    const racer = await newAdmin();
    await setLimits({ application_approvals: 1 });
    const ids = [await application(), await application()];
    // This test holds both applications' rows, so each approval stops at its update, after it has
    // counted: both are in flight at the same time, whatever the machine's speed.
    const answers = await t.db.kysely.transaction().execute(async (trx) => {
      await sql`select id from beneficiaries where id in (${ids[0]}, ${ids[1]}) for update`.execute(trx);
      const inFlight = ids.map((id) => approveApplication(racer, id));
      for (;;) {
        const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db.kysely);
        if (Number(rows[0]!.n) >= 2) break;
        await pause(5);
      }
      return inFlight;
    });
    const statuses = (await Promise.all(answers)).map((a) => a.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await usageOf(racer)).toHaveLength(1);
    expect(await t.db.kysely.selectFrom('beneficiaries').select('id').where('id', 'in', ids).where('approved', '=', 1).execute()).toHaveLength(1);
  });
});
