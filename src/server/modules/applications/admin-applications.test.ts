import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestApp, keepPledgeWithOneMonth, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
let admin: TestMember;
let otherAdmin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  otherAdmin = await createMember(t, { admin: true });
});
afterAll(async () => t.close());

const REASON = 'A medical emergency left us with bills we cannot pay this month without borrowing.';
async function applicationOf(member: TestMember): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: member.cookie }, payload: { reason: REASON, eligibility_confirmed: true, ...ASKED_FOR } });
  return res.json().application.id;
}
const put = (url: string, who: TestMember) => t.app.inject({ method: 'PUT', url, headers: { cookie: who.cookie } });

describe('admin: applications', () => {
  it('lists applications newest first with the applicant, filtered by status', async () => {
    const a = await createMember(t, { overrides: { full_name: 'First Applicant' } });
    const b = await createMember(t, { overrides: { full_name: 'Second Applicant' } });
    await applicationOf(a);
    const second = await applicationOf(b);
    await t.db.kysely.updateTable('beneficiaries').set({ created_at: '2099-01-01T00:00:00.000Z' }).where('id', '=', second).execute();
    const res = (await t.app.inject({ method: 'GET', url: `${API.adminApplications}?status=under_review`, headers: { cookie: admin.cookie } })).json();
    expect(res.items[0]).toMatchObject({ applicant_name: 'Second Applicant', status: 'under_review', reason: REASON });
    expect(res.items.map((i: { applicant_name: string }) => i.applicant_name)).toContain('First Applicant');
    const bad = await t.app.inject({ method: 'GET', url: `${API.adminApplications}?status=paid`, headers: { cookie: admin.cookie } });
    expect(bad.json().error.message).toBe('Unknown status filter');
  });

  it("gives each application what the decision needs: the member's pledge, months given, when they joined, the rule's verdict and the latest share", async () => {
    const keeping = await createMember(t, { overrides: { full_name: 'Keeping Pledge' } });
    const unstarted = await createMember(t, { overrides: { full_name: 'Never Started' } });
    await keepPledgeWithOneMonth(t, keeping.id);
    await t.services.ledger.append(t.db.kysely, {
      kind: 'recorded_payment', amount_cents: 1000, currency: 'USD', settled_cents: 1000, month: '2000-02', member_id: keeping.id, source: 'recorded', reference: `second-${keeping.id}`, method: 'cash',
    });
    const [keepingApp, unstartedApp] = [await applicationOf(keeping), await applicationOf(unstarted)];
    const paid = await createMember(t);
    const paidApp = await applicationOf(paid);
    expect((await put(API.adminApprove(paidApp), admin)).statusCode).toBe(200);
    const distributionId = randomUUID();
    await t.db.kysely.insertInto('fund_distributions').values({
      id: distributionId, month_year: '2001-03', total_pool_cents: 1000, total_distributed_cents: 990, total_retained_cents: 10, beneficiaries_count: 1, status: 'completed',
      created_by: null, created_at: '2001-04-01T00:00:00.000Z', prepared_by: null, prepared_at: null, approved_by: null, approved_at: null, collected_cents: 1000, fees_cents: 0, refunds_cents: 0, recipients_digest: null,
    }).execute();
    await t.db.kysely.updateTable('beneficiaries').set({ distribution_id: distributionId, amount_received_cents: 990 }).where('id', '=', paidApp).execute();

    const list = async () => (await t.app.inject({ method: 'GET', url: `${API.adminApplications}?status=under_review&page_size=100`, headers: { cookie: admin.cookie } })).json();
    const joined = async (m: TestMember) => (await t.db.kysely.selectFrom('profiles').select('created_at').where('id', '=', m.id).executeTakeFirstOrThrow()).created_at;
    const byId = (page: { items: { id: string }[] }, id: string) => page.items.find((i) => i.id === id);

    const phaseOne = await list();
    expect(phaseOne.latest_share).toEqual({ month_year: '2001-03', amount_cents: 990 });
    expect(byId(phaseOne, keepingApp)).toMatchObject({ pledge_status: 'active', contributed_months: 2, joined_at: await joined(keeping), eligibility: 'phase_one', eligible: true });
    expect(byId(phaseOne, unstartedApp)).toMatchObject({ pledge_status: 'pending', contributed_months: 0, joined_at: await joined(unstarted), eligibility: 'phase_one', eligible: true });

    const { goal } = await t.db.kysely.selectFrom('subscriber_stats').select('goal').executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('subscriber_stats').set({ goal: 1, phase: 2 }).execute();
    try {
      const phaseTwo = await list();
      expect(byId(phaseTwo, keepingApp)).toMatchObject({ eligibility: 'keeping', eligible: true });
      expect(byId(phaseTwo, unstartedApp)).toMatchObject({ eligibility: 'not_started', eligible: false });
    } finally {
      await t.db.kysely.updateTable('subscriber_stats').set({ goal, phase: 1 }).execute();
    }
  });

  it('approves, recording the reviewer and an audit entry', async () => {
    const m = await createMember(t);
    const id = await applicationOf(m);
    const res = await put(API.adminApprove(id), admin);
    expect(res.json()).toEqual({ success: true, message: 'Beneficiary has been approved' });
    const row = await t.db.kysely.selectFrom('beneficiaries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ approved: 1, reviewed_by: admin.id });
    const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('entity_id', '=', id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'approve', actor_id: admin.id, actor_email: admin.email });
    expect(JSON.parse(audit[0]!.before_json!)).toMatchObject({ approved: false });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ approved: true, reviewed_by: admin.id });
    expect((await t.app.inject({ method: 'GET', url: API.myApplications, headers: { cookie: m.cookie } })).json().items[0].status).toBe('approved');
  });

  it('rejects by keeping the record as rejected, and it leaves the review list', async () => {
    const m = await createMember(t);
    const id = await applicationOf(m);
    const res = await put(API.adminReject(id), admin);
    expect(res.json().message).toBe('Application has been removed');
    expect((await t.app.inject({ method: 'GET', url: API.myApplications, headers: { cookie: m.cookie } })).json().items[0].status).toBe('rejected');
    const underReview = (await t.app.inject({ method: 'GET', url: `${API.adminApplications}?status=under_review&page_size=100`, headers: { cookie: admin.cookie } })).json();
    expect(underReview.items.map((i: { id: string }) => i.id)).not.toContain(id);
    expect((await put(API.adminApprove(id), admin)).statusCode).toBe(409);
  });

  it('changes the state once when two admins approve at the same moment', async () => {
    const m = await createMember(t);
    const id = await applicationOf(m);
    const results = await Promise.all([put(API.adminApprove(id), admin), put(API.adminApprove(id), otherAdmin), put(API.adminReject(id), admin)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.db.kysely.selectFrom('audit_log').select('id').where('entity_id', '=', id).execute()).toHaveLength(1);
  });

  it('never lets an admin approve their own application', async () => {
    const own = await applicationOf(admin);
    const res = await put(API.adminApprove(own), admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You cannot review your own application. Another admin must decide on it.');
    expect((await put(API.adminApprove(own), otherAdmin)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown application and 400 for a malformed id', async () => {
    expect((await put(API.adminApprove('00000000-0000-4000-8000-000000000000'), admin)).statusCode).toBe(404);
    expect((await put(API.adminApprove('nope'), admin)).json().error.message).toBe('Application not found');
  });
});
