import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true, overrides: { full_name: 'Head Admin' } });
});
afterAll(async () => t.close());

const as = (who: TestMember | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload && { payload }) });
const stats = async () => (await t.app.inject({ method: 'GET', url: API.stats })).json() as { total_subscribers: number; verified_subscribers: number };

let distinctMembers = 0;

/**
 * A member whose name, phone, birth date and device are theirs alone, so a scan finds only them: the
 * phone and birth date come from a count, as random picks can meet.
 */
async function distinctMember() {
  distinctMembers += 1;
  const n = distinctMembers;
  const digits = String(n).padStart(4, '0');
  const personal = {
    full_name: `Zubayda ${randomBytes(4).toString('hex')}`,
    phone: `(577) 5${digits.slice(0, 2)}-${digits.slice(2)}11`,
    dob: `${1950 + n}-0${1 + (n % 9)}-1${n % 9}`,
    device_hash: randomBytes(32).toString('hex'),
  };
  const member = await createMember(t, { overrides: personal });
  const stored = await t.db.kysely.selectFrom('profiles').select('phone').where('id', '=', member.id).executeTakeFirstOrThrow();
  return { member, needles: [member.email, stored.phone!, personal.dob, personal.device_hash, personal.full_name] };
}

/**
 * Gives the member a trail in every place data is kept: security events, rate-limit counters, a
 * phone code and its text, an application and a review decided by an admin, a pledge edited by an
 * admin, verification changes, and a share of a distribution.
 */
/** Each call's distribution has a month of its own: the month is unique, and a random pick of 450 met itself in CI. */
let distributionMonths = 0;

async function leaveTraces(m: TestMember) {
  const remote = { remoteAddress: '198.51.100.23' };
  await t.app.inject({ method: 'POST', url: API.login, payload: { email: m.email, password: 'Wrong!Passw0rd9' }, ...remote });
  await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: m.email }, ...remote });
  const application = await as(m, 'POST', API.applications, { reason: 'I need help with rent after losing my job at the bakery last month.', eligibility_confirmed: true, ...ASKED_FOR });
  expect(application.statusCode, application.body).toBe(201);
  const applicationId = (await t.db.kysely.selectFrom('beneficiaries').select('id').where('user_id', '=', m.id).executeTakeFirstOrThrow()).id;
  expect((await as(admin, 'PUT', API.adminApprove(applicationId))).statusCode).toBe(200);
  expect((await as(m, 'POST', API.reviews, { title: 'Kind people', content: 'I was helped quickly and kindly by everyone here.', rating: 5 })).statusCode).toBe(201);
  const reviewId = (await t.db.kysely.selectFrom('reviews').select('id').where('user_id', '=', m.id).executeTakeFirstOrThrow()).id;
  expect((await as(admin, 'PUT', API.adminReviewApprove(reviewId))).statusCode).toBe(200);
  const pledge = await t.db.kysely.selectFrom('subscriptions').select('id').where('user_id', '=', m.id).executeTakeFirstOrThrow();
  expect((await as(admin, 'PUT', API.adminSubscription(pledge.id), { status: 'active', monthly_amount: 15 })).statusCode).toBe(200);
  expect((await as(admin, 'PUT', API.adminSubscriberVerified(m.id), { verified: false })).statusCode).toBe(200);
  expect((await as(admin, 'PUT', API.adminSubscriberVerified(m.id), { verified: true })).statusCode).toBe(200);
  const now = new Date().toISOString();
  const distributionId = randomUUID();
  await t.db.kysely.insertInto('fund_distributions').values({
    id: distributionId, month_year: `2040-${String((distributionMonths += 1)).padStart(2, '0')}`, total_pool_cents: 100_000,
    total_distributed_cents: 99_000, total_retained_cents: 1_000, beneficiaries_count: 1, status: 'completed', created_by: admin.id, created_at: now,
  }).execute();
  const allocationId = randomUUID();
  await t.db.kysely.insertInto('distribution_allocations').values({
    id: allocationId, distribution_id: distributionId, beneficiary_id: applicationId, user_id: m.id, queue_position: 1, amount_cents: 99_000, created_at: now,
  }).execute();
  return { allocationId };
}

async function tableNames(): Promise<string[]> {
  const k = t.db.kysely;
  const rows = t.dialect === 'postgres'
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(k)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(k);
  return rows.rows.map((r) => r.name);
}

/** Every table, every row, every column: where any of the texts still appears. */
async function whereFound(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  const tables = await tableNames();
  expect(tables).toEqual(expect.arrayContaining(['audit_log', 'profiles', 'rate_limits', 'phone_codes']));
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db.kysely);
    const text = JSON.stringify(rows);
    for (const needle of needles) if (appears(text, needle)) found.push(`${table}: ${needle}`);
  }
  return found;
}

/** The text as a whole value, case aside: a@x.org is not found inside ba@x.org, which is someone else's. */
const appears = (text: string, needle: string) =>
  new RegExp(`(^|[^A-Za-z0-9._%+-])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9._%+-])`, 'i').test(text);

function outboxFilesMentioning(needles: string[]): string[] {
  const dir = path.join(t.config.dataDir, 'outbox');
  return readdirSync(dir).filter((f) => {
    const text = `${f}\n${readFileSync(path.join(dir, f), 'utf8')}`;
    return needles.some((n) => appears(text, n));
  });
}

describe('access', () => {
  it('answers 401 to visitors on both routes', async () => {
    expect((await as(undefined, 'GET', API.myData)).statusCode).toBe(401);
    expect((await as(undefined, 'POST', API.closeAccount, { password: 'anything' })).statusCode).toBe(401);
  });
});

describe('download my data', () => {
  it('is a JSON attachment of everything held about the member, without any token or hash', async () => {
    const { member: m } = await distinctMember();
    await leaveTraces(m);
    const referred = await createMember(t, { verified: false, overrides: { full_name: 'Bilal Referred Friend', referral_code: (await as(m, 'GET', API.me)).json().profile.referral_code } });
    const res = await as(m, 'GET', API.myData);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.account).toMatchObject({ id: m.id, email: m.email, roles: [] });
    expect(data.profile).toMatchObject({ dob: expect.any(String), gender: 'female', marital_status: 'married', device_hash: expect.any(String), verified: true });
    expect(data.pledge).toMatchObject([{ status: 'active', monthly_amount_cents: 1500 }]);
    expect(data.applications).toMatchObject([{ reason: expect.stringContaining('bakery'), approved: true }]);
    expect(data.reviews).toMatchObject([{ title: 'Kind people', is_approved: true }]);
    expect(data.referrals).toEqual([{ first_name: 'Bilal', verified: false, joined_at: expect.any(String) }]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(['created_at', 'expires_at']);
    expect(data.phone_verification).toMatchObject({ verified: false, pending_code: { failed_attempts: 0 } });
    expect(data.security_events.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['sign_in', 'sign_in_failed', 'password_reset_request']));
    expect(data.allocations_received).toMatchObject([{ amount_cents: 99_000 }]);
    expect(res.body).not.toMatch(/token|password_hash|code_hash|"sid"/);
    expect(referred.email).not.toBe(m.email);
    expect(res.body).not.toContain(referred.email);
  });
});

describe('close my account', () => {
  it('refuses a wrong or missing password with a clear message and changes nothing', async () => {
    const m = await createMember(t);
    const before = await stats();
    const wrong = await as(m, 'POST', API.closeAccount, { password: 'Not!MyPassw0rd' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ message: 'That password is not correct. Your account is still open.', fields: { password: 'That password is not correct. Your account is still open.' } });
    const empty = await as(m, 'POST', API.closeAccount, { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.password).toBe('Please enter your password to confirm');
    expect((await as(m, 'GET', API.me)).statusCode).toBe(200);
    expect(await stats()).toEqual(before);
  });

  it('erases every trace of the member everywhere, keeps the ledger anonymised, ends every session and moves the counter', async () => {
    const { member: m, needles } = await distinctMember();
    const { allocationId } = await leaveTraces(m);
    const otherDevice = await t.app.inject({ method: 'POST', url: API.login, payload: { email: m.email, password: m.password } });
    const otherCookie = `sid=${otherDevice.cookies.find((c) => c.name === 'sid')!.value}`;
    expect(await whereFound(needles)).not.toEqual([]);
    expect(outboxFilesMentioning(needles)).not.toEqual([]);
    const before = await stats();

    const res = await as(m, 'POST', API.closeAccount, { password: m.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Your account is closed and your personal information has been erased.' });
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    expect(await whereFound(needles)).toEqual([]);
    // Written after the erasure, the one message that still names them: the notice that the account is closed.
    await t.services.tasks.idle();
    const outboxDir = path.join(t.config.dataDir, 'outbox');
    expect(outboxFilesMentioning(needles).map((f) => JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')).subject)).toEqual(['Your account was closed']);
    expect(await stats()).toEqual({ ...before, total_subscribers: before.total_subscribers - 1, verified_subscribers: before.verified_subscribers - 1 });
    expect((await as(m, 'GET', API.me)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: otherCookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: API.login, payload: { email: m.email, password: m.password } })).statusCode).toBe(401);

    const k = t.db.kysely;
    expect(await k.selectFrom('distribution_allocations').select(['user_id', 'amount_cents']).where('id', '=', allocationId).executeTakeFirst()).toEqual({ user_id: null, amount_cents: 99_000 });
    const closed = await k.selectFrom('audit_log').selectAll().where('entity_id', '=', m.id).where('action', '=', 'account_closed').execute();
    expect(closed).toMatchObject([{ entity_type: 'security', actor_id: m.id, actor_email: '(erased)' }]);
    // The decisions admins made about the member are still on record, by whom and when.
    const decisions = await k.selectFrom('audit_log').select(['action', 'actor_email']).where('actor_id', '=', admin.id).where('action', 'in', ['approve', 'verify', 'unverify']).execute();
    expect(decisions.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses the last admin, and lets an admin go once another admin remains', async () => {
    const { admin: onlyAdmin, app } = { admin, app: t };
    const others = await app.db.kysely.selectFrom('user_roles').select('user_id').where('role', '=', 'admin').where('user_id', '!=', onlyAdmin.id).execute();
    expect(others).toEqual([]);
    const refused = await as(onlyAdmin, 'POST', API.closeAccount, { password: onlyAdmin.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('You are the only admin. Make another member an admin before closing your account.');
    expect((await as(onlyAdmin, 'GET', API.me)).statusCode).toBe(200);

    const second = await createMember(t, { admin: true });
    expect((await as(second, 'POST', API.closeAccount, { password: second.password })).statusCode).toBe(200);
    expect(await app.db.kysely.selectFrom('user_roles').select('user_id').where('user_id', '=', second.id).execute()).toEqual([]);
  });
});

describe('the last two admins closing at once', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(async () => fresh.close());

  it('lets one go and keeps the other', async () => {
    const [a, b] = [await createMember(fresh, { admin: true }), await createMember(fresh, { admin: true })];
    const answers = await Promise.all([a, b].map((who) => fresh.app.inject({ method: 'POST', url: API.closeAccount, headers: { cookie: who.cookie }, payload: { password: who.password } })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await fresh.db.kysely.selectFrom('user_roles').select('user_id').where('role', '=', 'admin').execute()).toHaveLength(1);
  });
});

describe('admin deletion', () => {
  it('erases the member everywhere with the same erasure, keeping who deleted which id', async () => {
    const { member: m, needles } = await distinctMember();
    const { allocationId } = await leaveTraces(m);
    expect(await whereFound(needles)).not.toEqual([]);
    // An address that merely ends like theirs belongs to someone else, and keeps its messages and counters.
    const neighbour = await createMember(t, { overrides: { email: `n${m.email}` } });
    await t.app.inject({ method: 'POST', url: API.login, payload: { email: neighbour.email, password: 'Wrong!Passw0rd9' } });
    const neighbourCounters = () => t.db.kysely.selectFrom('rate_limits').select('key').where('key', 'like', `%:${neighbour.email}`).execute();
    expect(await neighbourCounters()).not.toEqual([]);

    expect((await as(admin, 'DELETE', API.adminSubscriber(m.id))).statusCode).toBe(204);

    expect(t.mailsTo(neighbour.email)).not.toEqual([]);
    expect(await neighbourCounters()).not.toEqual([]);

    expect(await whereFound(needles)).toEqual([]);
    expect(outboxFilesMentioning(needles)).toEqual([]);
    const k = t.db.kysely;
    expect(await k.selectFrom('distribution_allocations').select('user_id').where('id', '=', allocationId).executeTakeFirst()).toEqual({ user_id: null });
    const deletion = await k.selectFrom('audit_log').selectAll().where('entity_id', '=', m.id).where('action', '=', 'delete').executeTakeFirstOrThrow();
    expect(deletion).toMatchObject({ entity_type: 'subscriber', actor_id: admin.id, actor_email: admin.email });
    expect(JSON.parse(deletion.before_json!)).toMatchObject({ id: m.id, verified: 1, subscription_status: 'active', created_at: expect.any(String) });
  });
});
