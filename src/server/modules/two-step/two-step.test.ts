import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../../shared/api';
import { TWO_STEP_MESSAGES } from '../../../shared/schemas/two-step';
import {
  cookieFrom, createMember, createTestApp, enrollTwoStep, freshTotpCode, signIn, tokenFromLink, type TestApp, type TestMember,
} from '../../../../test/support/api-harness';

// Each test signs in several times with scrypt-hashed passwords; give a busy machine room.
vi.setConfig({ testTimeout: 90_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

const status = async (cookie: string) => (await t.app.inject({ method: 'GET', url: API.myTwoStep, headers: { cookie } })).json();

/** The password step; answers the challenge when two-step verification is on. */
async function passwordStep(app: TestApp, who: Pick<TestMember, 'email' | 'password'>, url: string = API.login, remoteAddress?: string) {
  const res = await app.app.inject({ method: 'POST', url, payload: { email: who.email, password: who.password }, ...(remoteAddress && { remoteAddress }) });
  expect(res.statusCode).toBe(200);
  return res;
}

const codeStep = (app: TestApp, challenge: string, code: string, remoteAddress?: string) =>
  app.app.inject({ method: 'POST', url: API.twoStepSignIn, payload: { challenge, code }, ...(remoteAddress && { remoteAddress }) });

/** A member whose admin role was granted but who has not enrolled yet. */
async function unenrolledAdmin(): Promise<TestMember> {
  const member = await createMember(t);
  await t.services.auth.createOrPromoteAdmin({ email: member.email, password: member.password, fullName: 'x' });
  // Promotion ended the member's sessions; sign in again as the admin they now are.
  return { ...member, cookie: await signIn(t, member) };
}

describe('turning it on', () => {
  it('shows a secret and its otpauth URI, refuses a wrong code and turns on with the right one', async () => {
    const member = await createMember(t);
    const setup = await t.app.inject({ method: 'POST', url: API.myTwoStepSetup, headers: { cookie: member.cookie } });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(`otpauth://totp/Riba-Free%20Community:${encodeURIComponent(member.email)}?secret=${secret}&issuer=Riba-Free%20Community`);

    // The secret is kept encrypted: the stored value neither is nor contains it.
    const row = await t.db.kysely.selectFrom('two_step').selectAll().where('user_id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.secret_encrypted).not.toContain(secret);
    expect(row.enabled_at).toBeNull();

    const wrong = await t.app.inject({ method: 'POST', url: API.myTwoStepEnable, headers: { cookie: member.cookie }, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(TWO_STEP_MESSAGES.wrongCode);
    expect(await status(member.cookie)).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const notDigits = await t.app.inject({ method: 'POST', url: API.myTwoStepEnable, headers: { cookie: member.cookie }, payload: { code: 'abc' } });
    expect(notDigits.statusCode).toBe(400);
    expect(notDigits.json().error.fields.code).toBe(TWO_STEP_MESSAGES.codeRequired);

    const right = await t.app.inject({ method: 'POST', url: API.myTwoStepEnable, headers: { cookie: member.cookie }, payload: { code: await freshTotpCode(secret) } });
    expect(right.statusCode).toBe(200);
    const codes: string[] = right.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect(await status(member.cookie)).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });

    // Only keyed hashes are stored, and the codes are never shown again.
    const stored = await t.db.kysely.selectFrom('two_step_recovery_codes').select('code_hash').where('user_id', '=', member.id).execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) for (const code of codes) expect(code_hash).not.toContain(code.replace('-', ''));
    expect(JSON.stringify(await status(member.cookie))).not.toContain(codes[0]);
    const again = await t.app.inject({ method: 'POST', url: API.myTwoStepSetup, headers: { cookie: member.cookie } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(TWO_STEP_MESSAGES.alreadyOn);
  });

  it('asks to start again when no secret was shown first', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: API.myTwoStepEnable, headers: { cookie: member.cookie }, payload: { code: '123456' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(TWO_STEP_MESSAGES.notStarted);
  });
});

describe('admins must have it', () => {
  it('answers every admin API route with 403 two_step_required until the admin enrolls', async () => {
    const admin = await unenrolledAdmin();
    const adminRoutes = [...t.app.routeAccess].filter(([key, access]) => access === 'admin' && !key.startsWith('HEAD ')).map(([key]) => key.split(' ') as [string, string]);
    expect(adminRoutes.length).toBeGreaterThan(20);
    for (const [method, url] of adminRoutes) {
      const res = await t.app.inject({ method: method as 'GET', url: url.replace(/:\w+/g, NO_SUCH_ID), headers: { cookie: admin.cookie } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error, `${method} ${url}`).toEqual({ code: 'two_step_required', message: TWO_STEP_MESSAGES.required });
    }
    // Enrollment itself stays open, and afterwards the admin pages answer.
    expect(await status(admin.cookie)).toEqual({ enabled: false, required: true, recovery_codes_left: 0 });
    await enrollTwoStep(t, admin.cookie);
    expect((await t.app.inject({ method: 'GET', url: API.adminSettings, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  });

  it('tells the client through the session that an admin has not enrolled', async () => {
    const admin = await unenrolledAdmin();
    const login = await passwordStep(t, admin, API.adminLogin);
    expect(login.json().user).toMatchObject({ is_admin: true, two_step_enabled: false });
  });

  it('does not let an admin turn it off, only make new recovery codes', async () => {
    const admin = await createMember(t, { admin: true });
    const off = await t.app.inject({
      method: 'POST', url: API.myTwoStepDisable, headers: { cookie: admin.cookie },
      payload: { password: admin.password, code: await freshTotpCode(admin.twoStepSecret ?? '') },
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe(TWO_STEP_MESSAGES.adminsKeepIt);
    expect((await status(admin.cookie)).enabled).toBe(true);
  });
});

describe('signing in with a code', () => {
  it('gives no session for the password alone, and one for the right code', async () => {
    const admin = await createMember(t, { admin: true });
    const login = await passwordStep(t, admin, API.adminLogin);
    expect(login.json()).toEqual({ user: null, two_step: { challenge: expect.any(String) } });
    expect(login.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // The challenge is not a session.
    const asCookie = await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: `sid=${login.json().two_step.challenge}` } });
    expect(asCookie.json()).toEqual({ user: null });

    const done = await codeStep(t, login.json().two_step.challenge, await freshTotpCode(admin.twoStepSecret ?? ''));
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ is_admin: true, two_step_enabled: true });
    const session = await t.app.inject({ method: 'GET', url: API.adminSettings, headers: { cookie: cookieFrom(done) } });
    expect(session.statusCode).toBe(200);
    // The challenge is used up.
    const reuse = await codeStep(t, login.json().two_step.challenge, '123456');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error.code).toBe('two_step_challenge_ended');
  });

  it('refuses a code that was already used', async () => {
    const admin = await createMember(t, { admin: true });
    const code = await freshTotpCode(admin.twoStepSecret ?? '');
    const first = await passwordStep(t, admin, API.adminLogin);
    expect((await codeStep(t, first.json().two_step.challenge, code)).statusCode).toBe(200);
    const second = await passwordStep(t, admin, API.adminLogin);
    const replay = await codeStep(t, second.json().two_step.challenge, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(TWO_STEP_MESSAGES.wrongSignInCode);
    expect(replay.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // The enrollment code cannot be replayed either: its step is remembered from the start.
    const enrolledAt = await t.db.kysely.selectFrom('two_step').select('last_step').where('user_id', '=', admin.id).executeTakeFirstOrThrow();
    expect(enrolledAt.last_step).toBeGreaterThan(0);
  });

  it('accepts each recovery code once, typed in any case', async () => {
    const member = await createMember(t);
    const { secret, recoveryCodes } = await enrollTwoStep(t, member.cookie);
    const [code] = recoveryCodes as [string];
    const first = await passwordStep(t, member);
    const done = await codeStep(t, first.json().two_step.challenge, code.toLowerCase().replace('-', ' '));
    expect(done.statusCode).toBe(200);
    expect((await status(cookieFrom(done))).recovery_codes_left).toBe(9);
    const second = await passwordStep(t, member);
    expect((await codeStep(t, second.json().two_step.challenge, code)).statusCode).toBe(400);
    expect((await codeStep(t, second.json().two_step.challenge, await freshTotpCode(secret))).statusCode).toBe(200);
  });

  it('ends the challenge after five wrong codes, and when five minutes have passed', async () => {
    const member = await createMember(t);
    const { secret } = await enrollTwoStep(t, member.cookie);
    const { challenge } = (await passwordStep(t, member)).json().two_step;
    for (let i = 0; i < 4; i++) expect((await codeStep(t, challenge, '000000')).json().error.code).toBe('validation_failed');
    const fifth = await codeStep(t, challenge, 'WRONG-CODE1');
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().error).toMatchObject({ code: 'two_step_challenge_ended', message: TWO_STEP_MESSAGES.challengeEnded });
    expect((await codeStep(t, challenge, '123456')).json().error.code).toBe('two_step_challenge_ended');

    const late = (await passwordStep(t, member)).json().two_step.challenge;
    await t.db.kysely.updateTable('two_step_challenges').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', member.id).execute();
    expect((await codeStep(t, late, await freshTotpCode(secret))).json().error.code).toBe('two_step_challenge_ended');
  });

  it('throttles codes per member and per address with 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_TWO_STEP: '3/900' });
    try {
      const [a, b, c] = [await createMember(limited), await createMember(limited), await createMember(limited)];
      for (const m of [a, b, c]) await enrollTwoStep(limited, m.cookie);
      // Per member: one code at enrollment, two wrong ones from other addresses, then refused anywhere.
      for (const ip of ['198.51.100.1', '198.51.100.2']) {
        const { challenge } = (await passwordStep(limited, a, API.login, ip)).json().two_step;
        expect((await codeStep(limited, challenge, '000000', ip)).statusCode).toBe(400);
      }
      const { challenge } = (await passwordStep(limited, a, API.login, '198.51.100.3')).json().two_step;
      const blocked = await codeStep(limited, challenge, '000000', '198.51.100.3');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

      // Per address: b and c stay within their own limit, but the fourth code from one address is refused.
      const ip = '198.51.100.9';
      const attempts: [TestMember, number][] = [[b, 400], [b, 400], [c, 400], [c, 429]];
      for (const [who, expected] of attempts) {
        const step = (await passwordStep(limited, who, API.login, ip)).json().two_step.challenge;
        expect((await codeStep(limited, step, '000000', ip)).statusCode).toBe(expected);
      }
    } finally {
      await limited.close();
    }
  }, 180_000);
});

describe('members choose', () => {
  it('makes new recovery codes with a code from the app; the old ones stop working', async () => {
    const member = await createMember(t);
    const { secret, recoveryCodes } = await enrollTwoStep(t, member.cookie);
    const wrong = await t.app.inject({ method: 'POST', url: API.myTwoStepRecoveryCodes, headers: { cookie: member.cookie }, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(400);
    const renewed = await t.app.inject({ method: 'POST', url: API.myTwoStepRecoveryCodes, headers: { cookie: member.cookie }, payload: { code: await freshTotpCode(secret) } });
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const { challenge } = (await passwordStep(t, member)).json().two_step;
    expect((await codeStep(t, challenge, recoveryCodes[0] ?? '')).statusCode).toBe(400);
    expect((await codeStep(t, challenge, fresh[0] ?? '')).statusCode).toBe(200);
  });

  it('turns off with the password and a code, and sign-in no longer asks for one', async () => {
    const member = await createMember(t);
    const { secret } = await enrollTwoStep(t, member.cookie);
    const { cookie } = member;
    // The password is checked first, so no code is used up here.
    const wrongPassword = await t.app.inject({ method: 'POST', url: API.myTwoStepDisable, headers: { cookie }, payload: { password: 'Not-the-Passw0rd', code: '123456' } });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.fields.password).toBe(TWO_STEP_MESSAGES.wrongPassword);
    const wrongCode = await t.app.inject({ method: 'POST', url: API.myTwoStepDisable, headers: { cookie }, payload: { password: member.password, code: '000000' } });
    expect(wrongCode.statusCode).toBe(400);
    expect((await status(cookie)).enabled).toBe(true);

    const off = await t.app.inject({ method: 'POST', url: API.myTwoStepDisable, headers: { cookie }, payload: { password: member.password, code: await freshTotpCode(secret) } });
    expect(off.statusCode).toBe(200);
    expect(await status(cookie)).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });
    const plain = await passwordStep(t, member);
    expect(plain.json().user).toMatchObject({ email: member.email, two_step_enabled: false });
    expect(cookieFrom(plain)).toMatch(/^sid=/);
  });

  it('verifies the e-mail from the link but does not sign in without the code', async () => {
    const member = await createMember(t, { verified: false });
    await enrollTwoStep(t, member.cookie);
    const link = t.mailsTo(member.email).at(-1)?.link ?? '';
    const res = await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token: tokenFromLink(link) } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const profile = await t.db.kysely.selectFrom('profiles').select('verified').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(profile.verified).toBe(1);
  });

  it('accepts a code from the previous or next 30 seconds, not older', async () => {
    const member = await createMember(t);
    const { secret } = await enrollTwoStep(t, member.cookie);
    // The clock stands still in the middle of a time step an hour ahead, after the step enrollment used.
    const now = (Math.floor(Date.now() / 30_000) + 120) * 30 + 15;
    vi.useFakeTimers({ now: now * 1000, toFake: ['Date'] });
    try {
      const codeAt = (epoch: number) => generate({ secret, epoch });
      const signInWith = async (code: string) => codeStep(t, (await passwordStep(t, member)).json().two_step.challenge, code);

      const twoStepsAgo = await signInWith(await codeAt(now - 60));
      expect(twoStepsAgo.statusCode).toBe(400);
      expect(twoStepsAgo.json().error.message).toBe(TWO_STEP_MESSAGES.wrongSignInCode);

      const previous = await signInWith(await codeAt(now - 30));
      expect(previous.statusCode).toBe(200);
      expect((await status(cookieFrom(previous))).enabled).toBe(true);

      const next = await signInWith(await codeAt(now + 30));
      expect(next.statusCode).toBe(200);
      expect((await status(cookieFrom(next))).enabled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
