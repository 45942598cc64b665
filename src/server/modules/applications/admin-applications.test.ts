import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../../test/support/api-harness';

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
  const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: member.cookie }, payload: { reason: REASON, eligibility_confirmed: true } });
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
