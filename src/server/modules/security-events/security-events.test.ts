import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestApp, createTestAppWithAdmin, freshTotpCode, type TestApp, type TestMember, tokenFromLink, validRegistration } from '../../../../test/support/api-harness';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => ({ t, admin } = await createTestAppWithAdmin()));
afterAll(async () => t.close());

const ADDRESS = '203.0.113.7';
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ADDRESS, headers: cookie ? { cookie } : {} });

/** Security events about a member (or with no member), oldest first, with their details parsed. */
async function events(filter: { subject?: string | null; action?: string } = {}) {
  let q = t.db.kysely.selectFrom('audit_log').selectAll().where('entity_type', '=', 'security');
  if (filter.subject !== undefined) q = filter.subject === null ? q.where('entity_id', 'is', null) : q.where('entity_id', '=', filter.subject);
  if (filter.action) q = q.where('action', '=', filter.action);
  const rows = await q.orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ ...r, details: JSON.parse(r.after_json ?? '{}') as Record<string, unknown> }));
}

const allEventText = async () => JSON.stringify(await t.db.kysely.selectFrom('audit_log').selectAll().where('entity_type', '=', 'security').execute());

describe('sign-in events', () => {
  it('records a successful sign-in with the address, against the member', async () => {
    const m = await createMember(t);
    const res = await post(API.login, { email: m.email, password: m.password });
    expect(res.statusCode).toBe(200);
    const [last] = (await events({ subject: m.id, action: 'sign_in' })).slice(-1);
    expect(last).toMatchObject({ actor_id: m.id, actor_email: m.email, details: { ip: ADDRESS, door: 'member' } });
  });

  it('records a wrong password against the account, and an unknown e-mail with no account, the same way', async () => {
    const m = await createMember(t);
    expect((await post(API.login, { email: m.email, password: 'Wrong!Passw0rd9' })).statusCode).toBe(401);
    const unknown = `nobody-${Date.now()}@example.org`;
    expect((await post(API.login, { email: unknown, password: 'Wrong!Passw0rd9' })).statusCode).toBe(401);
    expect(await events({ subject: m.id, action: 'sign_in_failed' })).toMatchObject([{ actor_id: m.id, details: { ip: ADDRESS, email: m.email, reason: 'invalid_credentials' } }]);
    const [stranger] = (await events({ subject: null, action: 'sign_in_failed' })).filter((e) => e.actor_email === unknown);
    expect(stranger).toMatchObject({ actor_id: null, details: { ip: ADDRESS, email: unknown } });
  });

  it('records a member refused at the admin door, and an admin sign-in', async () => {
    const m = await createMember(t);
    expect((await post(API.adminLogin, { email: m.email, password: m.password })).statusCode).toBe(403);
    expect(await events({ subject: m.id, action: 'sign_in_failed' })).toMatchObject([{ details: { door: 'admin', reason: 'forbidden' } }]);
    const signInsBefore = (await events({ subject: admin.id, action: 'sign_in' })).length;
    const password = await post(API.adminLogin, { email: admin.email, password: admin.password });
    expect(password.statusCode).toBe(200);
    // The right password alone is not a sign-in while the code is still to come.
    expect(await events({ subject: admin.id, action: 'sign_in' })).toHaveLength(signInsBefore);
    const code = await freshTotpCode(admin.twoStepSecret ?? '');
    expect((await post(API.twoStepSignIn, { challenge: password.json().two_step.challenge, code })).statusCode).toBe(200);
    expect((await events({ subject: admin.id, action: 'sign_in' })).at(-1)).toMatchObject({ details: { door: 'two-step code', ip: ADDRESS } });
  });

  it('records turning two-step verification on, and new recovery codes, never the codes themselves', async () => {
    expect(await events({ subject: admin.id, action: 'two_step_on' })).toMatchObject([{ actor_id: admin.id }]);
    const renewed = await post(API.myTwoStepRecoveryCodes, { code: await freshTotpCode(admin.twoStepSecret ?? '') }, admin.cookie);
    expect(renewed.statusCode).toBe(200);
    expect(await events({ subject: admin.id, action: 'recovery_codes_renewed' })).toHaveLength(1);
    const text = await allEventText();
    for (const recovery of renewed.json().recovery_codes as string[]) expect(text).not.toContain(recovery);
    expect(text).not.toContain(admin.twoStepSecret);
  });

  it('never stores the password typed', async () => {
    const m = await createMember(t);
    await post(API.login, { email: m.email, password: 'Secret!Guess42' });
    await post(API.login, { email: m.email, password: m.password });
    const text = await allEventText();
    expect(text).not.toContain('Secret!Guess42');
    expect(text).not.toContain(m.password);
  });
});

describe('password events', () => {
  it('records a password change, and nothing secret', async () => {
    const m = await createMember(t);
    const res = await post(API.myPassword, { current_password: m.password, new_password: 'N3w!Passw0rd-x' }, m.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await events({ subject: m.id, action: 'password_change' })).toMatchObject([{ actor_id: m.id }]);
    expect(await allEventText()).not.toContain('N3w!Passw0rd-x');
  });

  it('records a reset request for known and unknown e-mails, and the completed reset, without the link', async () => {
    const m = await createMember(t);
    expect((await post(API.forgotPassword, { email: m.email })).statusCode).toBe(200);
    const unknown = `ghost-${Date.now()}@example.org`;
    expect((await post(API.forgotPassword, { email: unknown })).statusCode).toBe(200);
    expect(await events({ subject: m.id, action: 'password_reset_request' })).toMatchObject([{ details: { ip: ADDRESS, email: m.email } }]);
    expect((await events({ action: 'password_reset_request' })).some((e) => e.actor_email === unknown && e.entity_id === null)).toBe(true);

    await t.services.tasks.idle();
    const link = t.mailsTo(m.email).at(-1)?.link ?? '';
    const token = tokenFromLink(link, 'reset');
    expect(token).not.toBe('');
    const reset = await post(API.resetPassword, { token, password: 'R3set!Passw0rd' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await events({ subject: m.id, action: 'password_reset' })).toHaveLength(1);
    const text = await allEventText();
    expect(text).not.toContain(token);
    expect(text).not.toContain('R3set!Passw0rd');
  });
});

describe('admin events', () => {
  it('records a promotion made with the admin CLI path', async () => {
    const m = await createMember(t);
    await t.services.auth.createOrPromoteAdmin({ email: m.email, password: m.password, fullName: 'Promoted Member' });
    expect(await events({ subject: m.id, action: 'admin_promotion' })).toMatchObject([{ actor_id: null, actor_email: 'npm run admin:create', details: { created: false } }]);
  });

  it('records a CSV export of member data without the search words', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.adminSubscribersCsv}?q=amina&verified=verified`, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const last = (await events({ action: 'export' })).at(-1);
    expect(last).toMatchObject({ actor_id: admin.id, actor_email: admin.email, entity_id: null, details: { format: 'csv', searched: true, verified: 'verified' } });
    expect(last!.after_json).not.toContain('amina');
  });

  it('lists security events to admins under their own record type, and to nobody else', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.adminAudit}?entity_type=security&action=sign_in`, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const page = res.json() as { items: { entity_type: string; action: string }[]; total: number };
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((i) => i.entity_type === 'security' && i.action === 'sign_in')).toBe(true);
    const m = await createMember(t);
    expect((await t.app.inject({ method: 'GET', url: `${API.adminAudit}?entity_type=security` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${API.adminAudit}?entity_type=security`, headers: { cookie: m.cookie } })).statusCode).toBe(403);
  });
});

describe('retention', () => {
  it('purges security events older than a year and keeps newer ones and admin changes', async () => {
    const old = new Date(Date.now() - 366 * 24 * 60 * 60 * 1000).toISOString();
    const recent = new Date(Date.now() - 364 * 24 * 60 * 60 * 1000).toISOString();
    const k = t.db.kysely;
    const row = (id: string, entity_type: string, created_at: string) => ({
      id, actor_id: null, actor_email: 'x@example.org', action: 'sign_in', entity_type, entity_id: null, before_json: null, after_json: null, created_at,
    });
    await k.insertInto('audit_log').values([
      row('00000000-0000-4000-8000-0000000000a1', 'security', old),
      row('00000000-0000-4000-8000-0000000000a2', 'security', recent),
      row('00000000-0000-4000-8000-0000000000a3', 'settings', old),
    ]).execute();
    await t.services.securityEvents.purgeExpired();
    const left = await k.selectFrom('audit_log').select('id').where('id', 'like', '00000000-0000-4000-8000-0000000000a%').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual(['00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-0000000000a3']);
  });
});

describe('lockouts', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ RATE_LIMIT_LOGIN: '2/900' });
  });
  afterAll(async () => strict.close());

  it('records a sign-in refused by the rate limit as a lockout', async () => {
    const payload = validRegistration();
    expect((await strict.app.inject({ method: 'POST', url: API.register, payload })).statusCode).toBe(201);
    let status = 0;
    for (let i = 0; i < 5 && status !== 429; i++) {
      status = (await strict.app.inject({ method: 'POST', url: API.login, payload: { email: payload.email, password: 'Wrong!Passw0rd9' }, remoteAddress: ADDRESS })).statusCode;
    }
    expect(status).toBe(429);
    const rows = await strict.db.kysely.selectFrom('audit_log').selectAll().where('entity_type', '=', 'security').where('action', '=', 'lockout').execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({ ip: ADDRESS, email: payload.email, door: 'member' });
  });
});
