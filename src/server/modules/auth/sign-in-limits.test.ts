import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { RATE_LIMIT_MESSAGE } from '../rate-limit/rate-limit.service';
import { createMember, createTestApp, type TestApp } from '../../../../test/support/api-harness';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const attempt = (app: TestApp, url: string, email: string, password: string, remoteAddress: string) =>
  app.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress });

describe.each([
  ['member sign-in', API.login],
  ['admin sign-in', API.adminLogin],
])('%s', (_name, url) => {
  it('limits guesses at one account from many addresses, then refuses even the right password', async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: '5/3600' });
    const admin = await createMember(t, { admin: true });
    for (let i = 0; i < 5; i++) expect((await attempt(t, url, admin.email, 'Wrong-Guess-1', `203.0.113.${10 + i}`)).statusCode).toBe(401);
    const blocked = await attempt(t, url, admin.email, 'Wrong-Guess-1', '203.0.113.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(RATE_LIMIT_MESSAGE);
    // The trade-off: the owner is locked out too until the window ends.
    expect((await attempt(t, url, admin.email, admin.password, '198.51.100.1')).statusCode).toBe(429);
    // Other accounts are not affected.
    const other = await createMember(t, { admin: true });
    expect((await attempt(t, url, other.email, other.password, '203.0.113.99')).statusCode).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_ADDRESS: '4/3600' });
    const admin = await createMember(t, { admin: true });
    for (let i = 0; i < 4; i++) expect((await attempt(t, url, `victim${i}@example.org`, 'Wrong-Guess-1', '203.0.113.50')).statusCode).toBe(401);
    expect((await attempt(t, url, 'victim9@example.org', 'Wrong-Guess-1', '203.0.113.50')).statusCode).toBe(429);
    expect((await attempt(t, url, admin.email, admin.password, '203.0.113.50')).statusCode).toBe(429);
    expect((await attempt(t, url, admin.email, admin.password, '203.0.113.51')).statusCode).toBe(200);
  });
});

describe('change-password', () => {
  it('limits current-password checks per member, whatever the address', async () => {
    t = await createTestApp({ RATE_LIMIT_PASSWORD_CHECK: '3/3600' });
    const member = await createMember(t);
    const change = (current: string, remoteAddress: string) => t!.app.inject({
      method: 'POST', url: API.myPassword, headers: { cookie: member.cookie }, remoteAddress,
      payload: { current_password: current, new_password: 'Quiet-Harbor-Lantern-42!' },
    });
    for (let i = 0; i < 3; i++) expect((await change(`Guess-${i}`, `203.0.113.${i}`)).statusCode).toBe(400);
    const blocked = await change(member.password, '203.0.113.77');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(RATE_LIMIT_MESSAGE);
    const signIn = await t.app.inject({ method: 'POST', url: API.login, payload: { email: member.email, password: member.password } });
    expect(signIn.statusCode).toBe(200);
    // Another member is not affected.
    const other = await createMember(t);
    const ok = await t.app.inject({
      method: 'POST', url: API.myPassword, headers: { cookie: other.cookie },
      payload: { current_password: other.password, new_password: 'Quiet-Harbor-Lantern-42!' },
    });
    expect(ok.statusCode).toBe(200);
  });
});
