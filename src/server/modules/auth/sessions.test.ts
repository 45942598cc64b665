import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { tokenHasher } from './tokens';
import { cookieFrom, createMember, createTestApp, freshTotpCode, tokenFromLink, validRegistration, type TestApp } from '../../../../test/support/api-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const sessionUser = async (cookie: string) => (await t.app.inject({ method: 'GET', url: API.session, headers: { cookie } })).json().user;
const sessionRow = (cookie: string) =>
  t.db.kysely.selectFrom('sessions').select(['user_id', 'expires_at']).where('token_hash', '=', tokenHasher(t.config.authSecret)(cookie.replace(/^sid=/, ''))).executeTakeFirst();
const sessionCount = async (userId: string) =>
  Number((await t.db.kysely.selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
/** Moves the member's sessions back in time, as if opened long ago and kept alive by renewal since. */
const backdate = (userId: string, createdAt: string, expiresAt: string) =>
  t.db.kysely.updateTable('sessions').set({ created_at: createdAt, expires_at: expiresAt }).where('user_id', '=', userId).execute();

describe('absolute session lifetime', () => {
  it('ends a member session 30 days after sign-in, however recently it was renewed', async () => {
    const member = await createMember(t);
    await backdate(member.id, ago(29 * 24 * HOUR), ahead(24 * HOUR));
    expect(await sessionUser(member.cookie)).not.toBeNull();
    await backdate(member.id, ago(30 * 24 * HOUR + 60_000), ahead(24 * HOUR));
    expect(await sessionUser(member.cookie)).toBeNull();
    expect(await sessionRow(member.cookie)).toBeUndefined();
  });

  it('ends an admin session 12 hours after sign-in', async () => {
    const admin = await createMember(t, { admin: true });
    await backdate(admin.id, ago(11 * HOUR), ahead(HOUR - 60_000));
    expect((await sessionUser(admin.cookie))?.is_admin).toBe(true);
    await backdate(admin.id, ago(12 * HOUR + 60_000), ahead(HOUR));
    expect(await sessionUser(admin.cookie)).toBeNull();
  });

  it('renews on use for the idle window, never past the absolute end', async () => {
    const member = await createMember(t);
    await backdate(member.id, ago(2 * 24 * HOUR), ahead(HOUR));
    await sessionUser(member.cookie);
    expect(Date.parse((await sessionRow(member.cookie))?.expires_at ?? '')).toBeGreaterThan(Date.now() + 13 * 24 * HOUR);

    const admin = await createMember(t, { admin: true });
    const createdAt = ago(11 * HOUR);
    await backdate(admin.id, createdAt, ahead(10 * 60_000));
    expect((await sessionUser(admin.cookie))?.is_admin).toBe(true);
    expect(Date.parse((await sessionRow(admin.cookie))?.expires_at ?? '')).toBe(Date.parse(createdAt) + 12 * HOUR);
  });

  it('gives the cookie the lifetime of the session', async () => {
    const member = await createMember(t);
    const admin = await createMember(t, { admin: true });
    const login = await t.app.inject({ method: 'POST', url: API.login, payload: { email: member.email, password: member.password } });
    expect(login.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(30 * 24 * 60 * 60);
    // An admin's session starts at the code step of two-step verification.
    const { challenge } = (await t.app.inject({ method: 'POST', url: API.adminLogin, payload: { email: admin.email, password: admin.password } })).json().two_step;
    const code = await freshTotpCode(admin.twoStepSecret ?? '');
    const codeStep = await t.app.inject({ method: 'POST', url: API.twoStepSignIn, payload: { challenge, code } });
    expect(codeStep.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(12 * 60 * 60);
  });
});

describe('a new session id when privileges change', () => {
  it('ends the sessions of a member promoted to admin', async () => {
    const member = await createMember(t);
    await t.services.auth.createOrPromoteAdmin({ email: member.email, password: member.password, fullName: 'Promoted' });
    expect(await sessionUser(member.cookie)).toBeNull();
    const again = await t.app.inject({ method: 'POST', url: API.adminLogin, payload: { email: member.email, password: member.password } });
    expect((await sessionUser(cookieFrom(again)))?.is_admin).toBe(true);
  });

  it('ends the sessions of a demoted admin', async () => {
    const admin = await createMember(t, { admin: true });
    await t.db.kysely.deleteFrom('user_roles').where('user_id', '=', admin.id).execute();
    expect(await sessionUser(admin.cookie)).toBeNull();
  });

  it('signing in replaces the session the browser already had', async () => {
    const member = await createMember(t);
    const before = await sessionCount(member.id);
    const res = await t.app.inject({ method: 'POST', url: API.login, headers: { cookie: member.cookie }, payload: { email: member.email, password: member.password } });
    const fresh = cookieFrom(res);
    expect(fresh).not.toBe(member.cookie);
    expect(await sessionUser(member.cookie)).toBeNull();
    expect(await sessionRow(member.cookie)).toBeUndefined();
    expect((await sessionUser(fresh))?.email).toBe(member.email);
    expect(await sessionCount(member.id)).toBe(before);
  });

  it('following an e-mailed link replaces the session the browser already had', async () => {
    const other = await createMember(t);
    const member = await createMember(t, { verified: false });
    const link = t.mailsTo(member.email).at(-1)?.link ?? '';
    const token = tokenFromLink(link);
    const res = await t.app.inject({ method: 'POST', url: API.verifyEmail, headers: { cookie: other.cookie }, payload: { token } });
    expect((await sessionUser(cookieFrom(res)))?.email).toBe(member.email);
    expect(await sessionUser(other.cookie)).toBeNull();
  });
});

describe('the session cookie under https', () => {
  it('is named __Host-sid, Secure, on / without a Domain, and a plain sid cookie is not accepted', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://community.example' });
    try {
      const { email, password } = validRegistration();
      expect((await secure.app.inject({ method: 'POST', url: API.register, payload: validRegistration({ email, password }) })).statusCode).toBe(201);
      const res = await secure.app.inject({ method: 'POST', url: API.login, payload: { email, password } });
      const cookie = res.cookies.find((c) => c.name === '__Host-sid');
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
      expect(cookie?.domain).toBeUndefined();
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      const asUser = async (header: string) => (await secure.app.inject({ method: 'GET', url: API.session, headers: { cookie: header } })).json().user;
      expect((await asUser(`__Host-sid=${cookie?.value}`))?.email).toBe(email);
      expect(await asUser(`sid=${cookie?.value}`)).toBeNull();
    } finally {
      await secure.close();
    }
  });
});
