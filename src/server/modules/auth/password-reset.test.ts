import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../../shared/api';
import { PROFILE_MESSAGES } from '../../../shared/schemas/profile';
import { createMember, createTestApp, expectLimitedAfter, tokenFromLink, type TestApp } from '../../../../test/support/api-harness';
import { tokenHasher } from './tokens';

const NEW_PASSWORD = 'Quiet-Harbor-Lantern-42!';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const resetToken = (email: string) => tokenFromLink(t.mailsTo(email).at(-1)?.link ?? 'http://x', 'reset');
async function requestLink(email: string): Promise<string> {
  await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email } });
  await t.services.tasks.idle();
  return resetToken(email);
}
const reset = (token: string, pass = NEW_PASSWORD, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: API.resetPassword, payload: { token, password: pass }, remoteAddress });
const login = (email: string, pass: string) => t.app.inject({ method: 'POST', url: API.login, payload: { email, password: pass } });

describe('reset-password with a bad link', () => {
  it('answers an unknown, used or expired link without hashing the new password', async () => {
    const member = await createMember(t);
    const used = await requestLink(member.email);
    expect((await reset(used)).statusCode).toBe(200);
    const expired = await requestLink(member.email);
    await t.db.kysely.updateTable('auth_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('used_at', 'is', null).execute();

    // Counts the scrypt hashes a request costs, while still hashing for real.
    const hashes = vi.spyOn(t.services.passwords, 'hash');
    try {
      for (const token of ['u'.repeat(43), used, expired]) {
        const res = await reset(token);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(PROFILE_MESSAGES.resetInvalid);
      }
      expect(hashes).not.toHaveBeenCalled();
      expect((await reset(await requestLink(member.email))).statusCode).toBe(200);
      expect(hashes).toHaveBeenCalledTimes(1);
    } finally {
      hashes.mockRestore();
    }
  });

  it('limits reset attempts per client address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PASSWORD_RESET: '3/3600' });
    try {
      const attempt = (remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: API.resetPassword, payload: { token: 'b'.repeat(43), password: NEW_PASSWORD }, remoteAddress });
      await expectLimitedAfter(() => attempt('198.51.100.4'), 3, 400);
      expect((await attempt('198.51.100.5')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe('pending reset links end when the password changes', () => {
  it('a link sent before a password change no longer works', async () => {
    const member = await createMember(t);
    const token = await requestLink(member.email);
    const changed = await t.app.inject({
      method: 'POST', url: API.myPassword, headers: { cookie: member.cookie },
      payload: { current_password: member.password, new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const res = await reset(token, 'Another-Harbor-Lantern-7!');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PROFILE_MESSAGES.resetInvalid);
    expect((await login(member.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('using one reset link ends the others still pending', async () => {
    const member = await createMember(t);
    const first = await requestLink(member.email);
    // A second live link, as two requests crossing each other could leave.
    const second = 'c'.repeat(43);
    const now = new Date();
    await t.db.kysely.insertInto('auth_tokens').values({
      token_hash: tokenHasher(t.config.authSecret)(second), user_id: member.id, purpose: 'reset_password', used_at: null,
      created_at: now.toISOString(), expires_at: new Date(now.getTime() + 60_000).toISOString(),
    }).execute();
    expect((await reset(first)).statusCode).toBe(200);
    expect((await reset(second, 'Another-Harbor-Lantern-7!')).statusCode).toBe(400);
    expect((await login(member.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('forgot-password answers before any e-mail is sent', () => {
  it('answers at once for a known e-mail even when the mail server never replies', async () => {
    const sockets = new Set<Socket>();
    let gaveUp = false;
    const silentSmtp = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => (gaveUp = true));
    });
    await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
    const { port } = silentSmtp.address() as AddressInfo;
    const slow = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      // Made without e-mail: sign-up itself would wait for the silent server.
      const email = 'known-member@example.org';
      await slow.services.auth.createOrPromoteAdmin({ email, password: NEW_PASSWORD, fullName: 'Known Member' });
      // The server never greets, so an answer that waited for the e-mail would never come.
      const res = await slow.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email } });
      expect(res.json().message).toBe(PROFILE_MESSAGES.resetRequested);
      // Nor did it wait for the mail client to give up on the server.
      expect(gaveUp).toBe(false);
      // The e-mail was really attempted, in the background (the test's timeout bounds the wait).
      while (sockets.size === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sockets.size).toBe(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      silentSmtp.close();
      await slow.close();
    }
  });

  it('sends the link once the background task has run, and nothing for an unknown e-mail', async () => {
    const member = await createMember(t);
    const before = t.mailsTo(member.email).length;
    for (const email of [member.email, 'nobody-at-all@example.org']) {
      const res = await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email } });
      expect(res.json()).toEqual({ success: true, message: PROFILE_MESSAGES.resetRequested });
    }
    await t.services.tasks.idle();
    expect(t.mailsTo(member.email)).toHaveLength(before + 1);
    expect(t.mailsTo('nobody-at-all@example.org')).toHaveLength(0);
  });

  it('a queued e-mail is still sent when the server stops right after answering', async () => {
    const member = await createMember(t);
    const before = t.mailsTo(member.email).length;
    await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: member.email } });
    await t.restart();
    expect(t.mailsTo(member.email)).toHaveLength(before + 1);
  });
});
