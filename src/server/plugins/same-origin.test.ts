import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api';
import { createMember, createTestApp, validRegistration, type TestApp, type TestMember } from '../../../test/support/api-harness';
import { CROSS_SITE_MESSAGE, JSON_ONLY_MESSAGE } from './same-origin';

let t: TestApp;
let member: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t);
});
afterAll(async () => t.close());

const userCount = async () => Number((await t.db.kysely.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const signedIn = async (cookie: string) => (await t.app.inject({ method: 'GET', url: API.session, headers: { cookie } })).json().user !== null;
const register = (headers: Record<string, string>, body = validRegistration()) =>
  t.injectRaw({ method: 'POST', url: API.register, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

describe('state-changing requests from another site', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['an Origin of "null" (a sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['our Origin but Sec-Fetch-Site: cross-site', { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }],
  ])('are refused with 403 when they carry %s, and change nothing', async (_label, headers) => {
    const before = await userCount();
    const res = await register(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'cross_site', message: CROSS_SITE_MESSAGE });
    expect(await userCount()).toBe(before);

    const logout = await t.injectRaw({ method: 'POST', url: API.logout, headers: { cookie: member.cookie, 'content-type': 'application/json', ...headers } });
    expect(logout.statusCode).toBe(403);
    expect(await signedIn(member.cookie)).toBe(true);
  });

  it('does not refuse reading: a GET from another site still answers', async () => {
    const res = await t.injectRaw({ method: 'GET', url: API.stats, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('state-changing requests that are not JSON', () => {
  it.each([
    ['an HTML form post', 'application/x-www-form-urlencoded', 'full_name=Amina'],
    ['text/plain carrying JSON (the classic form trick)', 'text/plain', JSON.stringify(validRegistration())],
    ['a multipart form', 'multipart/form-data; boundary=x', '--x--'],
  ])('are refused with 415: %s', async (_label, contentType, payload) => {
    const before = await userCount();
    const res = await t.injectRaw({ method: 'POST', url: API.register, headers: { 'content-type': contentType }, payload });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({ code: 'unsupported_media_type', message: JSON_ONLY_MESSAGE });
    expect(await userCount()).toBe(before);
  });

  it('are refused with 415 without any content type, body or not, for every state-changing method', async () => {
    const logout = await t.injectRaw({ method: 'POST', url: API.logout, headers: { cookie: member.cookie } });
    expect(logout.statusCode).toBe(415);
    expect(await signedIn(member.cookie)).toBe(true);

    const mails = t.mailsTo(member.email).length;
    expect((await t.injectRaw({ method: 'POST', url: API.resendVerification, headers: { cookie: member.cookie } })).statusCode).toBe(415);
    expect(t.mailsTo(member.email)).toHaveLength(mails);

    const profile = await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: member.cookie } });
    const put = await t.injectRaw({ method: 'PUT', url: API.myProfile, headers: { cookie: member.cookie }, payload: JSON.stringify({ full_name: 'Changed Name' }) });
    expect(put.statusCode).toBe(415);
    expect((await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: member.cookie } })).json()).toEqual(profile.json());

    for (const method of ['PATCH', 'DELETE'] as const) {
      expect((await t.injectRaw({ method, url: API.adminProduct('x'), headers: { cookie: member.cookie } })).statusCode, method).toBe(415);
    }
  });
});

describe('requests from our own pages', () => {
  it('are accepted from the public origin, as a browser sends them', async () => {
    const res = await register({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });
    expect(res.statusCode).toBe(201);
  });

  it('are accepted from the host the request was sent to (another name for the same server)', async () => {
    const res = await register({ host: 'community.internal:8080', origin: 'http://community.internal:8080', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(201);
  });

  it('are accepted without Origin or Sec-Fetch-Site (scripts, older browsers), when they are JSON', async () => {
    expect((await register({})).statusCode).toBe(201);
  });

  it('may have an empty JSON body, which counts as no body', async () => {
    const other = await createMember(t);
    const res = await t.injectRaw({
      method: 'POST', url: API.logout, headers: { cookie: other.cookie, 'content-type': 'application/json; charset=utf-8', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    expect(await signedIn(other.cookie)).toBe(false);
  });

  it('still get a plain 400 for a malformed JSON body', async () => {
    const res = await t.injectRaw({ method: 'POST', url: API.login, headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
  });
});
