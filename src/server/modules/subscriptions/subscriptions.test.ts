import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSubscription, API } from '../../../shared/api';
import { auditOf, createMember, createTestApp, expectAdminOnly, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true, overrides: { full_name: 'Site Admin' } });
  // The admin's own pledge is older than any member's in these tests.
  await t.db.kysely.updateTable('subscriptions').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('user_id', '=', admin.id).execute();
});
afterAll(async () => t.close());

const asAdmin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });
const list = async (query = '') => (await asAdmin('GET', `${API.adminSubscriptions}${query}`)).json() as { items: AdminSubscription[]; total: number };
const counts = async () => (await asAdmin('GET', API.adminSubscriptionCounts)).json();
const pledgeOf = (m: TestMember) => t.db.kysely.selectFrom('subscriptions').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
const profileStatus = async (m: TestMember) => (await t.db.kysely.selectFrom('profiles').select('subscription_status').where('id', '=', m.id).executeTakeFirstOrThrow()).subscription_status;
const UPDATE = { status: 'active', monthly_amount: '12.50', next_billing_date: '2026-03-01' };

/** A member whose pledge was made at a known moment, so "newest first" can be checked. */
async function memberSubscribedAt(name: string, iso: string) {
  const m = await createMember(t, { overrides: { full_name: name } });
  await t.db.kysely.updateTable('subscriptions').set({ created_at: iso }).where('user_id', '=', m.id).execute();
  return m;
}

describe('GET /api/admin/subscriptions', () => {
  let amina: TestMember;
  let omar: TestMember;
  let percent: TestMember;
  beforeAll(async () => {
    amina = await memberSubscribedAt('Amina Rahman', '2026-01-01T10:00:00.000Z');
    omar = await memberSubscribedAt('Omar Farooq', '2026-01-03T10:00:00.000Z');
    percent = await memberSubscribedAt('Zaid 100% Ali', '2026-01-02T10:00:00.000Z');
  });

  it('lists pledges newest first with the member name and e-mail', async () => {
    const res = await list();
    expect(res.total).toBe(4);
    expect(res.items.map((s) => s.full_name)).toEqual(['Omar Farooq', 'Zaid 100% Ali', 'Amina Rahman', 'Site Admin']);
    const pledge = await pledgeOf(omar);
    expect(res.items[0]).toEqual({
      id: pledge.id, user_id: omar.id, full_name: 'Omar Farooq', email: omar.email, status: 'pending',
      monthly_amount_cents: 1000, start_date: pledge.start_date, next_billing_date: null, paused_until: null, created_at: '2026-01-03T10:00:00.000Z',
    });
  });

  it('searches names by any part, ignoring case, with % and _ taken literally', async () => {
    expect((await list('?q=aMiN')).items.map((s) => s.user_id)).toEqual([amina.id]);
    expect((await list('?q=far')).items.map((s) => s.user_id)).toEqual([omar.id]);
    expect((await list(`?q=${encodeURIComponent('100%')}`)).items.map((s) => s.user_id)).toEqual([percent.id]);
    expect((await list(`?q=${encodeURIComponent('%')}`)).items.map((s) => s.user_id)).toEqual([percent.id]);
    expect((await list('?q=a_i')).total).toBe(0);
    expect((await list('?q=nobody')).total).toBe(0);
  });

  it('finds a member by their exact user id', async () => {
    const res = await list(`?q=${omar.id.toUpperCase()}`);
    expect(res.items.map((s) => s.user_id)).toEqual([omar.id]);
  });

  it('filters by status and pages on the server', async () => {
    await asAdmin('PUT', API.adminSubscription((await pledgeOf(amina)).id), { ...UPDATE, status: 'paused' });
    expect((await list('?status=paused')).items.map((s) => s.user_id)).toEqual([amina.id]);
    expect((await list('?status=paused&q=omar')).total).toBe(0);
    const page2 = await list('?page=2&page_size=1');
    expect(page2).toMatchObject({ total: 4, page: 2, page_size: 1 });
    expect(page2.items.map((s) => s.user_id)).toEqual([percent.id]);
  });

  it('filters past due pledges, and shows until when a paused pledge is paused', async () => {
    const late = await memberSubscribedAt('Bilal Latif', '2019-06-01T10:00:00.000Z');
    const resting = await memberSubscribedAt('Hana Resting', '2019-06-02T10:00:00.000Z');
    await t.db.kysely.updateTable('subscriptions').set({ status: 'past_due' }).where('user_id', '=', late.id).execute();
    await t.db.kysely.updateTable('subscriptions').set({ status: 'paused', paused_from: '2026-02-01', paused_until: '2026-04-30' }).where('user_id', '=', resting.id).execute();
    expect((await list('?status=past_due')).items.map((s) => s.user_id)).toEqual([late.id]);
    const paused = (await list('?status=paused&q=hana')).items;
    expect(paused.map((s) => [s.user_id, s.paused_until])).toEqual([[resting.id, '2026-04-30']]);
    await t.db.kysely.deleteFrom('subscriptions').where('user_id', 'in', [late.id, resting.id]).execute();
  });

  it.each([
    ['?status=deleted', 'Please choose a status'],
    [`?q=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
    ['?page_size=500', 'Page size must be at most 100'],
  ])('refuses %s with "%s"', async (query, message) => {
    const res = await asAdmin('GET', `${API.adminSubscriptions}${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });
});

describe('GET /api/admin/subscriptions/counts', () => {
  it('counts all pledges and those active, pending, paused, past due and cancelled', async () => {
    const before = await counts();
    const a = await createMember(t);
    const b = await createMember(t);
    const c = await createMember(t);
    const d = await createMember(t);
    await createMember(t);
    await asAdmin('PUT', API.adminSubscription((await pledgeOf(a)).id), { ...UPDATE, status: 'active' });
    await asAdmin('PUT', API.adminSubscription((await pledgeOf(b)).id), { ...UPDATE, status: 'cancelled' });
    await asAdmin('PUT', API.adminSubscription((await pledgeOf(c)).id), { ...UPDATE, status: 'paused' });
    await asAdmin('PUT', API.adminSubscription((await pledgeOf(d)).id), { ...UPDATE, status: 'past_due' });
    expect(await counts()).toEqual({
      total: before.total + 5,
      active: before.active + 1,
      pending: before.pending + 1,
      paused: before.paused + 1,
      past_due: before.past_due + 1,
      cancelled: before.cancelled + 1,
    });
  });

  it('has statuses that add up to the total, paused pledges included', async () => {
    const all = await counts();
    expect(all.paused).toBeGreaterThan(0);
    expect(all.active + all.pending + all.paused + all.past_due + all.cancelled).toBe(all.total);
    expect(all.total).toBe((await list()).total);
  });
});

describe('reading', () => {
  it('lists and counts through the read connection, which never holds the event loop', async () => {
    for (const url of [API.adminSubscriptions, `${API.adminSubscriptions}?status=active&q=a`, API.adminSubscriptionCounts]) {
      const before = t.readCount;
      expect((await asAdmin('GET', url)).statusCode).toBe(200);
      expect(t.readCount, url).toBeGreaterThan(before);
    }
  });
});

describe('PUT /api/admin/subscriptions/:id', () => {
  it('sets status, amount and next billing date, mirrors the status on the profile and audits the change', async () => {
    const m = await createMember(t);
    const before = await pledgeOf(m);
    const res = await asAdmin('PUT', API.adminSubscription(before.id), UPDATE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: before.id, user_id: m.id, status: 'active', monthly_amount_cents: 1250, next_billing_date: '2026-03-01' });
    expect(await pledgeOf(m)).toMatchObject({ status: 'active', monthly_amount_cents: 1250, next_billing_date: '2026-03-01' });
    expect(await profileStatus(m)).toBe('active');
    const me = (await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: m.cookie } })).json();
    expect(me.subscription).toMatchObject({ status: 'active', monthly_amount_cents: 1250 });

    const [entry, ...more] = await auditOf(t, 'subscription', before.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'update', actor_id: admin.id, actor_email: admin.email });
    expect(entry!.before).toMatchObject({ status: 'pending', monthly_amount_cents: 1000, next_billing_date: null, user_id: m.id });
    expect(entry!.after).toMatchObject({ status: 'active', monthly_amount_cents: 1250, next_billing_date: '2026-03-01' });
  });

  it('takes the amount as a number and clears the next billing date', async () => {
    const m = await createMember(t);
    const { id } = await pledgeOf(m);
    await asAdmin('PUT', API.adminSubscription(id), UPDATE);
    const res = await asAdmin('PUT', API.adminSubscription(id), { status: 'paused', monthly_amount: 0, next_billing_date: null });
    expect(res.json()).toMatchObject({ status: 'paused', monthly_amount_cents: 0, next_billing_date: null });
    expect(await profileStatus(m)).toBe('paused');
    expect(await auditOf(t, 'subscription', id)).toHaveLength(2);
  });

  it('writes nothing to the audit log when nothing changes', async () => {
    const { id } = await pledgeOf(await createMember(t));
    const res = await asAdmin('PUT', API.adminSubscription(id), { status: 'pending', monthly_amount: '10', next_billing_date: '' });
    expect(res.statusCode).toBe(200);
    expect(await auditOf(t, 'subscription', id)).toEqual([]);
  });

  it.each([
    [{ ...UPDATE, monthly_amount: '' }, 'monthly_amount', 'Monthly amount is required'],
    [{ ...UPDATE, monthly_amount: '-5' }, 'monthly_amount', 'Monthly amount must be 0 or more'],
    [{ ...UPDATE, monthly_amount: '12.345' }, 'monthly_amount', 'Monthly amount can have at most 2 decimals'],
    [{ ...UPDATE, monthly_amount: 'lots' }, 'monthly_amount', 'Monthly amount must be a number'],
    [{ ...UPDATE, monthly_amount: '1000000.01' }, 'monthly_amount', 'Monthly amount must be at most $1,000,000'],
    [{ ...UPDATE, next_billing_date: '2026-02-30' }, 'next_billing_date', 'Next billing date must be a valid date'],
    [{ ...UPDATE, status: 'deleted' }, 'status', 'Please choose a status'],
  ])('refuses %j on %s with "%s" and changes nothing', async (payload, field, message) => {
    const m = await createMember(t);
    const before = await pledgeOf(m);
    const res = await asAdmin('PUT', API.adminSubscription(before.id), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message, fields: { [field]: message } });
    expect(await pledgeOf(m)).toEqual(before);
  });

  it('refuses fields the form does not have', async () => {
    const m = await createMember(t);
    const res = await asAdmin('PUT', API.adminSubscription((await pledgeOf(m)).id), { ...UPDATE, user_id: admin.id });
    expect(res.statusCode).toBe(400);
  });

  it('answers 404 for an unknown subscription and 400 for a malformed id', async () => {
    const missing = await asAdmin('PUT', API.adminSubscription('00000000-0000-4000-8000-000000000000'), UPDATE);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Subscription not found');
    expect((await asAdmin('PUT', API.adminSubscription('not-an-id'), UPDATE)).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/subscriptions/:id', () => {
  it('deletes the pledge, marks the profile as without one and keeps the whole row in the audit log', async () => {
    const m = await createMember(t);
    const row = await pledgeOf(m);
    await asAdmin('PUT', API.adminSubscription(row.id), UPDATE);
    const before = await pledgeOf(m);
    const res = await asAdmin('DELETE', API.adminSubscription(row.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Subscription deleted' });
    expect(await t.db.kysely.selectFrom('subscriptions').select('id').where('id', '=', row.id).execute()).toEqual([]);
    expect(await profileStatus(m)).toBe('none');
    const me = (await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: m.cookie } })).json();
    expect(me.subscription).toBeNull();

    const entries = await auditOf(t, 'subscription', row.id);
    expect(entries.map((e) => e.action)).toEqual(['update', 'delete']);
    expect(entries[1]).toMatchObject({ actor_id: admin.id, before: { ...before }, after: null });

    const again = await asAdmin('DELETE', API.adminSubscription(row.id));
    expect(again.statusCode).toBe(404);
    expect(await auditOf(t, 'subscription', row.id)).toHaveLength(2);
  });
});

describe('access', () => {
  it('answers 401 to visitors and 403 to members on every subscriptions route, changing nothing', async () => {
    const member = await createMember(t);
    const pledge = await pledgeOf(member);
    await expectAdminOnly(t, member, [
      { method: 'GET', url: API.adminSubscriptions },
      { method: 'GET', url: API.adminSubscriptionCounts },
      { method: 'PUT', url: API.adminSubscription(pledge.id), payload: UPDATE },
      { method: 'DELETE', url: API.adminSubscription(pledge.id) },
    ]);
    expect(await pledgeOf(member)).toEqual(pledge);
  });
});
