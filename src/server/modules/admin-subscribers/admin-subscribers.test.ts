import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type StateCount, type SubscriberCounters, type SubscriberDetails, type SubscribersPage } from '../../../shared/api';
import { createMember, createTestApp, validRegistration, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
let admin: TestMember;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true, overrides: { full_name: 'Head Admin' } });
  member = await createMember(t);
});
afterAll(async () => t.close());

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (who: TestMember | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload && { payload }) });
const get = async <T>(url: string) => {
  const res = await call(admin, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const list = (query: string) => get<SubscribersPage>(`${API.adminSubscribers}?${query}`);
const namesOf = (page: SubscribersPage) => page.items.map((i) => i.full_name);
const stats = async () => (await t.app.inject({ method: 'GET', url: API.stats })).json() as { total_subscribers: number; verified_subscribers: number };
const profileOf = (id: string) => t.db.kysely.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const setProfile = (id: string, changes: { created_at?: string; subscription_status?: string; state?: string }) =>
  t.db.kysely.updateTable('profiles').set(changes).where('id', '=', id).execute();
const auditRows = (entityId: string) =>
  t.db.kysely.selectFrom('audit_log').selectAll().where('entity_id', '=', entityId).where('entity_type', '!=', 'security').orderBy('created_at').execute();

/** Registers without the e-mail flow (unverified) and returns the id; enough for list tests. */
async function register(overrides: Record<string, unknown>) {
  const payload = validRegistration(overrides);
  const res = await t.app.inject({ method: 'POST', url: API.register, payload });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  return { id: res.json().user_id as string, email: payload.email };
}

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('access', () => {
  const routes: [Method, string, object?][] = [
    ['GET', API.adminSubscribers],
    ['GET', API.adminSubscriberCounters],
    ['GET', API.adminSubscribersByState],
    ['GET', API.adminSubscribersByCountry],
    ['GET', API.adminSubscribersCsv],
    ['GET', API.adminSubscriber(SOME_ID)],
    ['PUT', API.adminSubscriberVerified(SOME_ID), { verified: true }],
    ['DELETE', API.adminSubscriber(SOME_ID)],
  ];

  it.each(routes)('%s %s answers 401 to visitors and 403 to members', async (method, url, payload) => {
    expect((await call(undefined, method, url, payload)).statusCode).toBe(401);
    const res = await call(member, method, url, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You must be an admin to access this page');
  });

  it.each(routes)('%s %s lets admins through', async (method, url, payload) => {
    const res = await call(admin, method, url, payload);
    // The made-up id is simply not found; everything else succeeds.
    expect([200, 404]).toContain(res.statusCode);
    expect(res.statusCode === 404).toBe(url.includes(SOME_ID));
  });
});

describe('validation', () => {
  it.each([
    ['verified=maybe', 'Verification filter must be all, verified or pending'],
    ['subscription=frozen', 'Subscription filter must be all, pending, active, paused, past_due or cancelled'],
    ['page=0', 'Page must be 1 or more'],
    ['page_size=101', 'Page size must be at most 100'],
    [`q=${'x'.repeat(201)}`, 'Search must be at most 200 characters'],
  ])('rejects ?%s', async (query, message) => {
    for (const url of [API.adminSubscribers, API.adminSubscribersByState, API.adminSubscribersCsv]) {
      if (query.startsWith('page') && url !== API.adminSubscribers) continue;
      const res = await call(admin, 'GET', `${url}?${query}`);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('rejects an id that is not a UUID and a body without a boolean', async () => {
    for (const [method, url] of [['GET', API.adminSubscriber('42')], ['DELETE', API.adminSubscriber('42')], ['PUT', API.adminSubscriberVerified('42')]] as const) {
      const res = await call(admin, method, url, { verified: true });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe('Subscriber not found');
    }
    for (const body of [{ verified: 'yes' }, {}, { verified: true, extra: 1 }]) {
      expect((await call(admin, 'PUT', API.adminSubscriberVerified(member.id), body)).statusCode).toBe(400);
    }
  });

  it('answers 404 for an unknown member', async () => {
    for (const [method, url] of [['GET', API.adminSubscriber(SOME_ID)], ['DELETE', API.adminSubscriber(SOME_ID)], ['PUT', API.adminSubscriberVerified(SOME_ID)]] as const) {
      const res = await call(admin, method, url, { verified: false });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('Subscriber not found');
    }
  });
});

describe('list, search, filters and Group by State', () => {
  // A name no other test uses, so these members can be found among the rest.
  const people = [
    { name: 'Zephyra Qadiri', state: 'Texas', joined: '2024-01-01', verified: 1, subscription: 'active' },
    { name: 'Zephyra Noorani', state: 'Ohio', joined: '2024-01-02', verified: 0, subscription: 'pending' },
    { name: 'Zoë Qadiri', state: '', joined: '2024-01-03', verified: 1, subscription: 'paused' },
    { name: "Omar Zeph-Al'Amin", state: 'Texas', joined: '2024-01-04', verified: 0, subscription: 'cancelled' },
    { name: 'Yasin Qadirov', state: 'Texas', joined: '2024-01-05', verified: 1, subscription: 'active' },
  ] as const;
  const ids: string[] = [];
  const emails: string[] = [];

  beforeAll(async () => {
    for (const p of people) {
      const { id, email } = await register({ full_name: p.name, email: `${p.name.split(' ')[0]!.toLowerCase().replace(/[^a-z]/g, '')}.${randomUUID().slice(0, 6)}@example.org` });
      // Fixed join times keep the order deterministic; the trigger copies them to the search terms.
      await setProfile(id, { created_at: `${p.joined}T10:00:00.000Z`, state: p.state, subscription_status: p.subscription });
      // Verified through the API, so the live counter (which gives unsearched totals) stays exact.
      if (p.verified) expect((await call(admin, 'PUT', API.adminSubscriberVerified(id), { verified: true })).statusCode).toBe(200);
      ids.push(id);
      emails.push(email);
    }
  });

  it('lists oldest first with sequence numbers that continue across pages', async () => {
    const first = await list('page=1&page_size=2');
    expect(first.total).toBe((await stats()).total_subscribers);
    expect(first.items.map((i) => i.seq)).toEqual([1, 2]);
    expect(namesOf(first)).toEqual(['Zephyra Qadiri', 'Zephyra Noorani']);
    const second = await list('page=2&page_size=2');
    expect(second.items.map((i) => i.seq)).toEqual([3, 4]);
    expect(namesOf(second)).toEqual(['Zoë Qadiri', "Omar Zeph-Al'Amin"]);
    expect(first.items[0]).toEqual({
      seq: 1, id: ids[0], full_name: 'Zephyra Qadiri', email: emails[0], phone: '+14105550199', city: 'Baltimore', state: 'Texas',
      country: 'US', postal_code: '21201', verified: true, referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/), subscription_status: 'active', created_at: '2024-01-01T10:00:00.000Z',
    });
  });

  it('finds members by the start of any name word, ignoring case and accents', async () => {
    expect(namesOf(await list('q=zeph'))).toEqual(['Zephyra Qadiri', 'Zephyra Noorani', "Omar Zeph-Al'Amin"]);
    expect(namesOf(await list('q=QADIRI'))).toEqual(['Zephyra Qadiri', 'Zoë Qadiri']);
    expect(namesOf(await list('q=qadir'))).toEqual(['Zephyra Qadiri', 'Zoë Qadiri', 'Yasin Qadirov']);
    expect(namesOf(await list('q=zoe'))).toEqual(['Zoë Qadiri']);
    expect(namesOf(await list(`q=${encodeURIComponent("al'amin")}`))).toEqual(["Omar Zeph-Al'Amin"]);
    expect(namesOf(await list('q=amin'))).toContain("Omar Zeph-Al'Amin");
  });

  it('needs every word to match, and counts each member once', async () => {
    const both = await list(`q=${encodeURIComponent('qadiri zephyra')}`);
    expect(namesOf(both)).toEqual(['Zephyra Qadiri']);
    expect(both.total).toBe(1);
    // 'zephyra.…@example.org' and 'zephyra' both start with 'zeph': still one row per member.
    expect((await list('q=zeph')).total).toBe(3);
    expect((await list('q=zzzqqq')).total).toBe(0);
  });

  it('finds a member by whole e-mail, e-mail prefix and referral code', async () => {
    expect(namesOf(await list(`q=${encodeURIComponent(emails[3]!.toUpperCase())}`))).toEqual(["Omar Zeph-Al'Amin"]);
    expect(namesOf(await list(`q=${encodeURIComponent(emails[4]!.slice(0, 9))}`))).toEqual(['Yasin Qadirov']);
    const code = (await profileOf(ids[2]!)).referral_code;
    expect(namesOf(await list(`q=${code.toLowerCase()}`))).toEqual(['Zoë Qadiri']);
  });

  it('filters by verification and by subscription status, with and without a search', async () => {
    expect(namesOf(await list('q=qadir&verified=verified'))).toEqual(['Zephyra Qadiri', 'Zoë Qadiri', 'Yasin Qadirov']);
    expect(namesOf(await list('q=zeph&verified=pending'))).toEqual(['Zephyra Noorani', "Omar Zeph-Al'Amin"]);
    expect(namesOf(await list('q=qadir&subscription=active'))).toEqual(['Zephyra Qadiri', 'Yasin Qadirov']);
    expect(namesOf(await list('q=qadir&subscription=active&verified=pending'))).toEqual([]);
    const paused = await list('subscription=paused');
    expect(namesOf(paused)).toEqual(['Zoë Qadiri']);
    expect(paused.total).toBe(1);
    const all = await t.db.kysely.selectFrom('profiles').select(['verified']).execute();
    expect((await list('verified=verified')).total).toBe(all.filter((p) => p.verified === 1).length);
    expect((await list('verified=pending')).total).toBe(all.filter((p) => p.verified === 0).length);
    expect((await list('verified=pending&subscription=cancelled')).total).toBe(1);
    await t.db.kysely.updateTable('profiles').set({ subscription_status: 'past_due' }).where('id', '=', ids[4]!).execute();
    expect(namesOf(await list('subscription=past_due'))).toEqual(['Yasin Qadirov']);
    expect(namesOf(await list('q=qadir&subscription=active'))).toEqual(['Zephyra Qadiri']);
    await t.db.kysely.updateTable('profiles').set({ subscription_status: 'active' }).where('id', '=', ids[4]!).execute();
  });

  it('follows a change of name in search', async () => {
    const renamed = await createMember(t, { overrides: { full_name: 'Quillon Marsh' } });
    expect((await list('q=quillon')).total).toBe(1);
    const res = await call(renamed, 'PUT', API.myProfile, { full_name: 'Xanthe Marsh', city: 'Toronto', country: 'CA', state: 'Ontario', postal_code: 'M5V 3L9' });
    expect(res.statusCode).toBe(200);
    expect((await list('q=quillon')).total).toBe(0);
    expect(namesOf(await list('q=xanthe'))).toEqual(['Xanthe Marsh']);
    expect((await get<StateCount[]>(`${API.adminSubscribersByState}?q=xanthe`))).toEqual([{ country: 'CA', state: 'Ontario', count: 1 }]);
  });

  it("groups by state for the same search and filters, largest first, with 'No State'", async () => {
    expect(await get<StateCount[]>(`${API.adminSubscribersByState}?q=qadir`)).toEqual([{ country: 'US', state: 'Texas', count: 2 }, { country: 'US', state: 'No State', count: 1 }]);
    expect(await get<StateCount[]>(`${API.adminSubscribersByState}?q=zeph&verified=pending`)).toEqual([{ country: 'US', state: 'Ohio', count: 1 }, { country: 'US', state: 'Texas', count: 1 }]);
    const everyone = await get<StateCount[]>(API.adminSubscribersByState);
    expect(everyone.reduce((sum, s) => sum + s.count, 0)).toBe((await stats()).total_subscribers);
    expect(everyone.find((s) => s.state === 'No State')?.count).toBeGreaterThanOrEqual(1);
    expect(everyone.map((s) => s.count)).toEqual([...everyone.map((s) => s.count)].sort((a, b) => b - a));
    expect(await get<StateCount[]>(`${API.adminSubscribersByState}?subscription=paused`)).toEqual([{ country: 'US', state: 'No State', count: 1 }]);
  });

  it('exports the filtered list as CSV, in order, with spreadsheet formulas defused', async () => {
    const { id } = await register({ full_name: '=HYPERLINK("x"), Zephyrine' });
    await setProfile(id, { created_at: '2024-01-06T10:00:00.000Z' });
    const res = await call(admin, 'GET', `${API.adminSubscribersCsv}?q=zeph&verified=pending`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('#,full_name,email,phone,city,state,country,postal_code,verified,referral_code,subscription_status,joined_at');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^1,Zephyra Noorani,${emails[1]},\\+14105550199,Baltimore,Ohio,United States,21201,false,[A-Z2-9]{8},pending,2024-01-02T10:00:00.000Z$`));
    expect(lines[2]).toMatch(/^2,Omar Zeph-Al'Amin,/);
    expect(lines[3]).toMatch(/^3,"'=HYPERLINK\(""x""\), Zephyrine",/);
  });

  it('searches, counts, groups and exports through the read connection, which never holds the event loop', async () => {
    const reads = [
      `${API.adminSubscribers}?q=qadir`,
      `${API.adminSubscribers}?q=qadir&after=${encodeURIComponent((await list('q=qadir&page_size=1')).next_after!)}&page=2&page_size=1`,
      `${API.adminSubscribers}?subscription=active`,
      API.adminSubscriberCounters,
      `${API.adminSubscribersByState}?q=qadir`,
      `${API.adminSubscribersByCountry}?q=qadir`,
      `${API.adminSubscribersCsv}?q=qadir`,
    ];
    for (const url of reads) {
      const before = t.readCount;
      expect((await call(admin, 'GET', url)).statusCode).toBe(200);
      expect(t.readCount, url).toBeGreaterThan(before);
    }
  });
});

describe('counters', () => {
  it('counts total, verified, pending, active pledges and members who joined in the last 7 days', async () => {
    const before = await get<SubscriberCounters>(API.adminSubscriberCounters);
    const fresh = await register({ full_name: 'Counter Newcomer' });
    const old = await register({ full_name: 'Counter Oldtimer' });
    await setProfile(old.id, { created_at: '2020-01-01T00:00:00.000Z', subscription_status: 'active' });
    const after = await get<SubscriberCounters>(API.adminSubscriberCounters);
    expect(after).toEqual({
      total: before.total + 2,
      verified: before.verified,
      pending: before.pending + 2,
      active_pledges: before.active_pledges + 1,
      joined_this_week: before.joined_this_week + 1,
    });
    const s = await stats();
    expect(after.total).toBe(s.total_subscribers);
    expect(after.verified).toBe(s.verified_subscribers);
    expect(fresh.id).not.toBe(old.id);
  });
});

describe('details', () => {
  it('shows every profile field, the pledge, referrals, applications and accounts from the same device', async () => {
    const device = 'b'.repeat(64);
    const subject = await createMember(t, { overrides: { full_name: 'Detail Subject', device_hash: device, gender: 'male', marital_status: 'single' } });
    const code = (await profileOf(subject.id)).referral_code;
    const twin = await register({ full_name: 'Device Twin', device_hash: device, referral_code: code });
    await register({ full_name: 'Other Device', device_hash: 'c'.repeat(64), referral_code: code });
    const applied = await call(subject, 'POST' as Method, API.applications, { reason: 'We lost our home in a fire and need help with a deposit for a new apartment.', eligibility_confirmed: true, ...ASKED_FOR });
    expect(applied.statusCode).toBe(201);

    const d = await get<SubscriberDetails>(API.adminSubscriber(subject.id));
    const p = await profileOf(subject.id);
    expect(d.profile).toEqual({
      id: subject.id, full_name: 'Detail Subject', email: subject.email, phone: '+14105550199', phone_verified: false, dob: '1990-04-12',
      gender: 'male', marital_status: 'single', referral_code: code, referred_by: null, city: 'Baltimore', state: 'Maryland',
      country: 'US', postal_code: '21201', verified: true, subscription_status: 'pending', device_hash: device, created_at: p.created_at, updated_at: p.updated_at,
    });
    expect(d.is_admin).toBe(false);
    expect(d.subscription).toMatchObject({ status: 'pending', monthly_amount_cents: 1000 });
    expect(d.referrals.total).toBe(2);
    expect(d.referrals.items.map((r) => r.full_name).sort()).toEqual(['Device Twin', 'Other Device']);
    expect(d.applications.total).toBe(1);
    expect(d.applications.items[0]).toMatchObject({ status: 'under_review' });
    expect(d.device_twins.total).toBe(1);
    expect(d.device_twins.items).toEqual([{ id: twin.id, full_name: 'Device Twin', email: twin.email, created_at: expect.any(String) }]);

    const twinDetails = await get<SubscriberDetails>(API.adminSubscriber(twin.id));
    expect(twinDetails.profile.referred_by).toEqual({ id: subject.id, full_name: 'Detail Subject' });
    expect(twinDetails.device_twins.items.map((x) => x.id)).toEqual([subject.id]);
    expect((await get<SubscriberDetails>(API.adminSubscriber(admin.id))).is_admin).toBe(true);
  });

  it('shows when a hardship pause ends, the day charging starts again', async () => {
    const member = await createMember(t);
    expect((await get<SubscriberDetails>(API.adminSubscriber(member.id))).subscription).toMatchObject({ paused_until: null });
    await t.db.kysely.updateTable('subscriptions').set({ status: 'paused', paused_until: '2027-02-14' }).where('user_id', '=', member.id).execute();
    expect((await get<SubscriberDetails>(API.adminSubscriber(member.id))).subscription).toMatchObject({ status: 'paused', paused_until: '2027-02-14' });
  });
});

describe('verify and unverify', () => {
  it('moves the live counter, writes the audit trail and ignores a repeat', async () => {
    const subject = await createMember(t, { verified: false });
    const start = await stats();

    const verified = await call(admin, 'PUT', API.adminSubscriberVerified(subject.id), { verified: true });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true });
    expect(await stats()).toMatchObject({ total_subscribers: start.total_subscribers, verified_subscribers: start.verified_subscribers + 1 });
    expect((await list(`q=${encodeURIComponent(subject.email)}`)).items[0]?.verified).toBe(true);

    // Already verified: nothing changes, nothing is audited.
    await call(admin, 'PUT', API.adminSubscriberVerified(subject.id), { verified: true });
    expect((await stats()).verified_subscribers).toBe(start.verified_subscribers + 1);

    expect((await call(admin, 'PUT', API.adminSubscriberVerified(subject.id), { verified: false })).statusCode).toBe(200);
    expect((await stats()).verified_subscribers).toBe(start.verified_subscribers);
    expect((await list(`q=${encodeURIComponent(subject.email)}&verified=pending`)).total).toBe(1);

    const audit = await auditRows(subject.id);
    expect(audit.map((a) => [a.action, a.entity_type, a.actor_id, a.actor_email, a.before_json, a.after_json])).toEqual([
      ['verify', 'subscriber', admin.id, admin.email, '{"verified":false}', '{"verified":true}'],
      ['unverify', 'subscriber', admin.id, admin.email, '{"verified":true}', '{"verified":false}'],
    ]);
  });

  it('counts a member once when two admins verify at the same moment', async () => {
    const subject = await createMember(t, { verified: false });
    const start = await stats();
    const answers = await Promise.all([0, 1, 2].map(() => call(admin, 'PUT', API.adminSubscriberVerified(subject.id), { verified: true })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await stats()).verified_subscribers).toBe(start.verified_subscribers + 1);
    expect(await auditRows(subject.id)).toHaveLength(1);
  });
});

describe('delete', () => {
  it('removes the member and everything personal, keeps allocations, adjusts the counter and audits', async () => {
    const subject = await createMember(t, { overrides: { full_name: 'Leaving Member' } });
    const code = (await profileOf(subject.id)).referral_code;
    const referred = await register({ full_name: 'Referred Friend', referral_code: code });
    await call(subject, 'POST' as Method, API.applications, { reason: 'I need help with medical bills after an operation that my insurance did not cover.', eligibility_confirmed: true, ...ASKED_FOR });
    await call(subject, 'POST' as Method, API.reviews, { title: 'Great community', content: 'I was helped quickly and kindly by everyone here.', rating: 5 });
    const now = new Date().toISOString();
    const distributionId = randomUUID();
    await t.db.kysely.insertInto('fund_distributions').values({
      id: distributionId, month_year: '2031-01', total_pool_cents: 100_000, total_distributed_cents: 99_000, total_retained_cents: 1_000,
      beneficiaries_count: 1, status: 'completed', created_by: admin.id, created_at: now,
    }).execute();
    const allocationId = randomUUID();
    await t.db.kysely.insertInto('distribution_allocations').values({
      id: allocationId, distribution_id: distributionId, beneficiary_id: null, user_id: subject.id, queue_position: 1, amount_cents: 99_000, created_at: now,
    }).execute();
    const snapshot = await profileOf(subject.id);
    const start = await stats();

    const res = await call(admin, 'DELETE', API.adminSubscriber(subject.id));
    expect(res.statusCode).toBe(204);

    const k = t.db.kysely;
    const left = async (table: 'users' | 'profiles' | 'subscriptions' | 'beneficiaries' | 'reviews' | 'sessions', column: 'id' | 'user_id') =>
      (await k.selectFrom(table).select(k.fn.countAll<number>().as('n')).where(column, '=', subject.id).executeTakeFirstOrThrow()).n;
    for (const [table, column] of [['users', 'id'], ['profiles', 'id'], ['subscriptions', 'user_id'], ['beneficiaries', 'user_id'], ['reviews', 'user_id'], ['sessions', 'user_id']] as const) {
      expect(Number(await left(table, column)), table).toBe(0);
    }
    expect(await k.selectFrom('profile_search_terms').select('term').where('profile_id', '=', subject.id).execute()).toEqual([]);
    expect(await k.selectFrom('distribution_allocations').select(['user_id', 'amount_cents']).where('id', '=', allocationId).executeTakeFirst()).toEqual({ user_id: null, amount_cents: 99_000 });
    expect((await profileOf(referred.id)).referred_by).toBeNull();
    expect(await stats()).toMatchObject({ total_subscribers: start.total_subscribers - 1, verified_subscribers: start.verified_subscribers - 1 });
    expect((await list(`q=${encodeURIComponent(subject.email)}`)).total).toBe(0);
    expect((await call(subject, 'GET', API.me)).statusCode).toBe(401);

    const [entry] = await auditRows(subject.id);
    expect(entry).toMatchObject({ action: 'delete', entity_type: 'subscriber', actor_id: admin.id, after_json: null });
    // Only what the trail may keep once the member is erased: ids, dates, flags and statuses.
    expect(JSON.parse(entry!.before_json!)).toEqual({
      id: snapshot.id, phone_verified: snapshot.phone_verified, email_updates: 1, referred_by: null, verified: snapshot.verified,
      subscription_status: snapshot.subscription_status, created_at: snapshot.created_at, updated_at: snapshot.updated_at,
    });
    expect(entry!.before_json).not.toMatch(/password/);

    expect((await call(admin, 'DELETE', API.adminSubscriber(subject.id))).statusCode).toBe(404);
  });

  it('leaves the verified count alone when the member was not verified', async () => {
    const subject = await createMember(t, { verified: false });
    const start = await stats();
    expect((await call(admin, 'DELETE', API.adminSubscriber(subject.id))).statusCode).toBe(204);
    expect(await stats()).toMatchObject({ total_subscribers: start.total_subscribers - 1, verified_subscribers: start.verified_subscribers });
  });

  it('refuses to delete the signed-in admin', async () => {
    const res = await call(admin, 'DELETE', API.adminSubscriber(admin.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('You cannot delete your own account here. Ask another admin to do it.');
    expect(await profileOf(admin.id)).toBeDefined();
  });
});
