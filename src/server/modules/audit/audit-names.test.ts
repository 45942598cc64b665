import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AuditEntry } from '../../../shared/api';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
let admin: TestMember;
let bilal: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true, overrides: { full_name: 'Hafsa Admin' } });
  bilal = await createMember(t, { overrides: { full_name: 'Bilal Rahman' } });
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });

async function entries(query: string): Promise<AuditEntry[]> {
  const res = await asAdmin('GET', `${API.adminAudit}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: AuditEntry[] }).items;
}

describe('GET /api/admin/audit names people and spells out changes', () => {
  it('names the admin and the member whose pledge changed, and lists each changed field old → new', async () => {
    const pledge = await t.db.kysely.selectFrom('subscriptions').select('id').where('user_id', '=', bilal.id).executeTakeFirstOrThrow();
    await asAdmin('PUT', API.adminSubscription(pledge.id), { status: 'paused', monthly_amount: '12.50', next_billing_date: '2026-03-01' });
    const [entry] = await entries('entity_type=subscription');
    expect(entry).toMatchObject({ actor_name: 'Hafsa Admin', actor_email: admin.email, target_name: 'Bilal Rahman', entity_id: pledge.id });
    // The ids and timestamps every row carries are left out; the raw snapshots stay for whoever needs them.
    expect(entry!.changes).toEqual([
      { field: 'status', before: 'pending', after: 'paused' },
      { field: 'monthly_amount_cents', before: 1000, after: 1250 },
      { field: 'next_billing_date', before: null, after: '2026-03-01' },
    ]);
    expect(entry!.before).toMatchObject({ status: 'pending', user_id: bilal.id });
  });

  it('names the member a verification change is about', async () => {
    await asAdmin('PUT', API.adminSubscriberVerified(bilal.id), { verified: false });
    const [entry] = await entries('entity_type=subscriber&action=unverify');
    expect(entry).toMatchObject({ actor_name: 'Hafsa Admin', target_name: 'Bilal Rahman', changes: [{ field: 'verified', before: true, after: false }] });
  });

  it('names the member of a security event', async () => {
    const [entry] = await entries('entity_type=security&action=sign_in');
    expect(entry).toMatchObject({ entity_id: expect.any(String), changes: expect.arrayContaining([{ field: 'ip', after: expect.any(String) }]) });
    expect(entry!.target_name).toBe(entry!.actor_name);
  });

  it('shows an account id held in a change as that person’s name, and has no name for a record that is gone', async () => {
    await t.db.kysely.transaction().execute((trx) =>
      t.services.audit.record(trx, { id: admin.id, email: admin.email }, { action: 'assign', entity_type: 'contact_message', entity_id: 'gone', before: { assigned_to: null }, after: { assigned_to: admin.id } }),
    );
    const [entry] = await entries('entity_type=contact_message');
    expect(entry).toMatchObject({ target_name: null, changes: [{ field: 'assigned_to', before: null, after: 'Hafsa Admin' }] });
  });

  it('keeps the e-mail of an actor whose account has been deleted, without a name', async () => {
    const leaving = await createMember(t, { admin: true, overrides: { full_name: 'Leaving Admin' } });
    const other = await createMember(t, { overrides: { full_name: 'Other Member' } });
    await t.app.inject({ method: 'PUT', url: API.adminSubscriberVerified(other.id), headers: { cookie: leaving.cookie }, payload: { verified: false } });
    expect(await asAdmin('DELETE', API.adminSubscriber(leaving.id))).toMatchObject({ statusCode: 204 });
    const [entry] = (await entries('entity_type=subscriber&action=unverify')).filter((e) => e.entity_id === other.id);
    expect(entry).toMatchObject({ actor_name: null, target_name: 'Other Member' });
    expect(entry!.actor_email).toBeTruthy();
  });
});
