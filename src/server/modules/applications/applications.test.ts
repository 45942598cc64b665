import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestApp, keepPledgeWithOneMonth, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const REASON = 'My husband lost his job last month and we cannot cover the rent for our two children.';
const apply = (m: TestMember, payload: object = { reason: REASON, eligibility_confirmed: true, ...ASKED_FOR }) =>
  t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload });
const mine = (m: TestMember) => t.app.inject({ method: 'GET', url: API.myApplications, headers: { cookie: m.cookie } });
const status = async (m: TestMember) => (await t.app.inject({ method: 'GET', url: API.beneficiaryStatus, headers: { cookie: m.cookie } })).json();
const approve = (id: string) => t.db.kysely.updateTable('beneficiaries').set({ approved: 1, reviewed_at: new Date().toISOString() }).where('id', '=', id).execute();
const subscribedAt = (m: TestMember, iso: string) => t.db.kysely.updateTable('subscriptions').set({ created_at: iso }).where('user_id', '=', m.id).execute();

describe('assistance applications', () => {
  it('submits an application under review and lists it for its owner only', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const res = await apply(a);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Application submitted successfully!', application: { status: 'under_review', reason: REASON } });
    const listA = (await mine(a)).json();
    expect(listA.items).toHaveLength(1);
    expect(listA.items[0]).toMatchObject({ status: 'under_review', amount_received_cents: null });
    expect((await mine(b)).json().items).toEqual([]);
  });

  it('allows one application under review at a time', async () => {
    const a = await createMember(t);
    await apply(a);
    const second = await apply(a);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('You already have an application under review. We will contact you about it soon.');
  });

  it('keeps one open application when ten are sent at once, so a distribution pays the member once', async () => {
    const a = await createMember(t);
    const admin = await createMember(t, { admin: true });
    const results = await Promise.all(Array.from({ length: 10 }, () => apply(a)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error.message).toBe('You already have an application under review. We will contact you about it soon.');
    }
    const rows = await t.db.kysely.selectFrom('beneficiaries').select('id').where('user_id', '=', a.id).execute();
    expect(rows).toHaveLength(1);

    for (const row of rows) await t.app.inject({ method: 'PUT', url: API.adminApprove(row.id), headers: { cookie: admin.cookie } });
    const again = await apply(a);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Your application is approved and waiting for the next distribution, so there is no need to apply again.');
    const waitingMembers = await t.db.kysely.selectFrom('beneficiaries').select('user_id').where('approved', '=', 1).where('distribution_id', 'is', null).execute();
    const waiting = waitingMembers.length;
    // A distribution pays only members who keep their pledge (the 12-month rule); these were approved in Phase 1.
    for (const { user_id } of waitingMembers) await keepPledgeWithOneMonth(t, user_id);
    // A distribution is prepared in Phase 2 from the month's money in the ledger, and approved by a second admin.
    const { verified_subscribers } = await t.db.kysely.selectFrom('subscriber_stats').select('verified_subscribers').executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('subscriber_stats').set({ goal: Math.max(1, Number(verified_subscribers)), phase: 2 }).execute();
    await t.db.kysely.transaction().execute((trx) => t.services.ledger.append(trx, {
      kind: 'contribution', amount_cents: 100_000, currency: 'USD', settled_cents: 100_000, month: '2025-06', member_id: a.id, source: 'stripe', reference: 'applications-test',
    }));
    const made = await t.app.inject({ method: 'POST', url: API.adminDistributions, headers: { cookie: admin.cookie }, payload: { month_year: '2025-06', beneficiaries_count: waiting } });
    expect(made.statusCode).toBe(201);
    const approver = await createMember(t, { admin: true, overrides: { device_hash: 'b'.repeat(64) } });
    expect((await t.app.inject({ method: 'POST', url: API.adminDistributionApproval(made.json().distribution.id), headers: { cookie: approver.cookie } })).statusCode).toBe(200);
    await t.db.kysely.updateTable('subscriber_stats').set({ goal: 1_000_000, phase: 1 }).execute();
    const shares = await t.db.kysely.selectFrom('distribution_allocations').select('user_id').where('user_id', '=', a.id).execute();
    expect(shares).toHaveLength(1);
  });

  it('refuses a duplicate open application in the database itself', async () => {
    const a = await createMember(t);
    await apply(a);
    const row = { id: crypto.randomUUID(), user_id: a.id, reason: REASON, approved: 0 as const, reviewed_by: null, reviewed_at: null, amount_received_cents: null, move_down: 0 as const, distribution_id: null, created_at: new Date().toISOString() };
    await expect(t.db.kysely.insertInto('beneficiaries').values(row).execute()).rejects.toThrow();
    // A closed (rejected or paid) application does not count.
    await expect(t.db.kysely.insertInto('beneficiaries').values({ ...row, reviewed_at: row.created_at }).execute()).resolves.toBeDefined();
  });

  it.each([
    [{ reason: `  ${'x'.repeat(49)}  `, eligibility_confirmed: true, ...ASKED_FOR }, 'Please provide more details (at least 50 characters)'],
    [{ reason: 'x'.repeat(1001), eligibility_confirmed: true, ...ASKED_FOR }, 'Reason must not exceed 1000 characters'],
    [{ reason: REASON, eligibility_confirmed: false, ...ASKED_FOR }, 'Please confirm that you meet the eligibility requirements'],
    [{ reason: REASON, eligibility_confirmed: true, ...ASKED_FOR, user_id: '00000000-0000-4000-8000-000000000000' }, 'Unrecognized key: "user_id"'],
  ])('rejects %# with "%s" and stores nothing', async (payload, message) => {
    const a = await createMember(t);
    const res = await apply(a, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await mine(a)).json().total).toBe(0);
  });

  it('is refused to visitors', async () => {
    expect((await t.app.inject({ method: 'POST', url: API.applications, payload: { reason: REASON, eligibility_confirmed: true, ...ASKED_FOR } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: API.myApplications })).statusCode).toBe(401);
  });

  it('shows an approved application with the amount received', async () => {
    const a = await createMember(t);
    const id = (await apply(a)).json().application.id;
    await t.db.kysely.updateTable('beneficiaries').set({ approved: 1, amount_received_cents: 49_500 }).where('id', '=', id).execute();
    expect((await mine(a)).json().items[0]).toMatchObject({ status: 'approved', amount_received_cents: 49_500 });
  });
});

describe('the first-come, first-served queue', () => {
  it('orders approved members by subscription date, lets one move down, and undo it', async () => {
    const fresh = await createTestApp();
    const original = t;
    t = fresh;
    try {
      const early = await createMember(t);
      const middle = await createMember(t);
      const late = await createMember(t);
      await subscribedAt(early, '2026-01-01T00:00:00.000Z');
      await subscribedAt(middle, '2026-02-01T00:00:00.000Z');
      await subscribedAt(late, '2026-03-01T00:00:00.000Z');
      // Applied in the opposite order: the subscription date decides, not the application date.
      const ids: Record<string, string> = {};
      for (const [name, m] of [['late', late], ['middle', middle], ['early', early]] as const) {
        ids[name] = (await apply(m)).json().application.id;
        await approve(ids[name]!);
      }
      expect((await status(early)).waiting).toMatchObject({ position: 1, waiting_total: 3 });
      expect((await status(middle)).waiting).toMatchObject({ position: 2 });
      expect((await status(late)).waiting).toMatchObject({ position: 3 });

      const down = await t.app.inject({ method: 'PUT', url: API.moveDown(ids.early!), headers: { cookie: early.cookie }, payload: { move_down: true } });
      expect(down.statusCode).toBe(200);
      expect((await status(early)).waiting).toMatchObject({ position: 3, move_down: true });
      expect((await status(middle)).waiting).toMatchObject({ position: 1 });

      await t.app.inject({ method: 'PUT', url: API.moveDown(ids.early!), headers: { cookie: early.cookie }, payload: { move_down: false } });
      expect((await status(early)).waiting).toMatchObject({ position: 1, move_down: false });

      // Nobody can move someone else.
      const other = await t.app.inject({ method: 'PUT', url: API.moveDown(ids.early!), headers: { cookie: late.cookie }, payload: { move_down: true } });
      expect(other.statusCode).toBe(404);
      expect((await status(early)).waiting).toMatchObject({ move_down: false });
    } finally {
      t = original;
      await fresh.close();
    }
  });

  it('reports no place for a member who is not waiting', async () => {
    const a = await createMember(t);
    expect(await status(a)).toEqual({ open: null, waiting: null });
  });

  it('reports the open application with its date, under review then waiting, and none once it is rejected', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const application = (await apply(a)).json().application;
    expect((await status(a)).open).toEqual({ id: application.id, state: 'under_review', created_at: application.created_at });
    expect((await status(b)).open).toBeNull();
    await approve(application.id);
    expect((await status(a)).open).toMatchObject({ id: application.id, state: 'waiting' });
    await t.db.kysely.updateTable('beneficiaries').set({ approved: 0 }).where('id', '=', application.id).execute();
    expect((await status(a)).open).toBeNull();
  });

  it.each([
    ['not-a-uuid', { move_down: true }, 'Application not found'],
    ['00000000-0000-4000-8000-000000000000', { move_down: 'yes' }, 'Choose whether to move down the list'],
  ])('validates move-down for %s', async (id, payload, message) => {
    const a = await createMember(t);
    const res = await t.app.inject({ method: 'PUT', url: API.moveDown(id), headers: { cookie: a.cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});

describe('queue after a pledge record is deleted', () => {
  it('keeps the member in the queue by the date they joined', async () => {
    const m = await createMember(t);
    const id = (await apply(m)).json().application.id;
    await approve(id);
    await t.db.kysely.deleteFrom('subscriptions').where('user_id', '=', m.id).execute();
    expect((await status(m)).waiting).toMatchObject({ application_id: id });
  });
});
