import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { translators } from '../../i18n/catalogs';
import { cookieFrom, createMember, createTestApp, enrollTwoStep, tokenFromLink, validRegistration, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let phoneCounter = 100;
/** Signs up with a fresh phone number and returns the new account's id and number. */
async function signUpWithPhone() {
  phoneCounter += 1;
  const phone = `+1410555${String(phoneCounter).padStart(4, '0')}`;
  const res = await t.app.inject({ method: 'POST', url: API.register, payload: validRegistration({ phone }) });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ phone_verification_required: true });
  return { userId: res.json().user_id as string, phone };
}

const verify = (user_id: string, otp_code: string) => t.app.inject({ method: 'POST', url: API.verifyPhone, payload: { user_id, otp_code } });
const phoneVerified = async (userId: string) =>
  (await t.db.kysely.selectFrom('profiles').select('phone_verified').where('id', '=', userId).executeTakeFirstOrThrow()).phone_verified;
const ageCode = (userId: string, ms: number) =>
  t.db.kysely.updateTable('phone_codes').set({ sent_at: new Date(Date.now() - ms).toISOString() }).where('user_id', '=', userId).execute();

describe('phone verification after sign-up', () => {
  it('texts a 6-digit code that verifies the phone once and signs the new member in', async () => {
    const { userId, phone } = await signUpWithPhone();
    const code = t.lastCodeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    const res = await verify(userId, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Your phone number is verified. Welcome!', user: { id: userId, verified: false } });
    const session = await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: cookieFrom(res) } });
    expect(session.json().user).toMatchObject({ id: userId });
    expect(await phoneVerified(userId)).toBe(1);
    expect((await verify(userId, code)).json().error.message).toBe('There is no code waiting for this number. Please request a new one.');
  });

  it('does not send a code when there is no phone number', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.register, payload: validRegistration({ phone: '' }) });
    expect(res.json()).toMatchObject({ phone_verification_required: false });
  });

  it('tells how many tries a wrong code leaves, and after the fifth asks for a new code', async () => {
    const { userId, phone } = await signUpWithPhone();
    const code = t.lastCodeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await verify(userId, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
      messages.push(res.json().error.message);
    }
    const next = 'Check the latest text message, or send a new code.';
    expect(messages).toEqual([
      `That code is not right. You have 4 more tries. ${next}`,
      `That code is not right. You have 3 more tries. ${next}`,
      `That code is not right. You have 2 more tries. ${next}`,
      `That code is not right. You have 1 more try. ${next}`,
      'Too many wrong codes. Please request a new one.',
    ]);
    const locked = await verify(userId, code);
    expect(locked.json().error.message).toBe('Too many wrong codes. Please request a new one.');
    expect(await phoneVerified(userId)).toBe(0);
  });

  it('says how many tries are left in the language of the request', async () => {
    const { userId, phone } = await signUpWithPhone();
    const wrong = t.lastCodeSentTo(phone) === '000000' ? '111111' : '000000';
    const res = await t.app.inject({ method: 'POST', url: API.verifyPhone, headers: { cookie: 'locale=fr-CA' }, payload: { user_id: userId, otp_code: wrong } });
    expect(res.json().error.message).toContain('4');
    expect(res.json().error.message).not.toContain('That code is not right');
  });

  it('verifies an older account\'s phone without signing it in: the code is no substitute for the password', async () => {
    const { userId, phone } = await signUpWithPhone();
    await t.db.kysely.updateTable('users').set({ created_at: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() }).where('id', '=', userId).execute();
    const res = await verify(userId, t.lastCodeSentTo(phone));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Account fully verified! Please log in.', user: null });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await phoneVerified(userId)).toBe(1);
  });

  it('never signs in an account with two-step verification through the phone code', async () => {
    const { userId, phone } = await signUpWithPhone();
    const member = await signIn(userId);
    await enrollTwoStep(t, member.cookie);
    const res = await verify(userId, t.lastCodeSentTo(phone));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toBeNull();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const { userId, phone } = await signUpWithPhone();
    await t.db.kysely.updateTable('phone_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', userId).execute();
    const res = await verify(userId, t.lastCodeSentTo(phone));
    expect(res.json().error.message).toBe('This code has expired. Please request a new one.');
  });

  it('resends at most once a minute, and a new code replaces the old one', async () => {
    const { userId, phone } = await signUpWithPhone();
    const first = t.lastCodeSentTo(phone);
    const tooSoon = await t.app.inject({ method: 'POST', url: API.resendOtp, payload: { user_id: userId } });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    await ageCode(userId, 61_000);
    const again = await t.app.inject({ method: 'POST', url: API.resendOtp, payload: { user_id: userId } });
    expect(again.statusCode).toBe(200);
    expect(t.mailsTo(phone)).toHaveLength(2);
    const second = t.lastCodeSentTo(phone);
    if (first !== second) expect((await verify(userId, first)).json().error.message).toMatch(/^That code is not right\./);
    expect((await verify(userId, second)).statusCode).toBe(200);
  });

  it('will not resend to a number that is already verified', async () => {
    const { userId, phone } = await signUpWithPhone();
    await verify(userId, t.lastCodeSentTo(phone));
    await ageCode(userId, 61_000);
    const res = await t.app.inject({ method: 'POST', url: API.resendOtp, payload: { user_id: userId } });
    expect(res.statusCode).toBe(400);
  });

  it.each([['12345'], ['1234567'], ['abcdef'], ['']])('rejects the code %j with the 6-digit message', async (otp_code) => {
    const res = await t.app.inject({ method: 'POST', url: API.verifyPhone, payload: { user_id: crypto.randomUUID(), otp_code } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please enter a valid 6-digit code');
  });
});

const me = async (m: TestMember) => (await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: m.cookie } })).json();
const changePhone = (m: TestMember, phone: string) => t.app.inject({ method: 'POST', url: API.myPhone, headers: { cookie: m.cookie }, payload: { phone } });
/** Signs in the account made by signUpWithPhone (after following its e-mailed link). */
async function signIn(userId: string): Promise<TestMember> {
  const { email } = await t.db.kysely.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  const link = t.mailsTo(email).at(-1)?.link ?? '';
  await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token: tokenFromLink(link) } });
  const login = await t.app.inject({ method: 'POST', url: API.login, payload: { email, password: validRegistration().password } });
  return { id: userId, email, password: validRegistration().password, cookie: cookieFrom(login) };
}

describe('a member changes and verifies their phone from the dashboard', () => {
  it('keeps the number on file until the new one is verified, then replaces it', async () => {
    const member = await createMember(t);
    const before = (await me(member)).profile;
    const res = await changePhone(member, '(202) 555-0188');
    expect(res.statusCode).toBe(200);
    expect((await me(member)).profile).toMatchObject({ phone: before.phone, phone_verified: false, pending_phone: '+12025550188' });
    const ok = await t.app.inject({ method: 'POST', url: API.myPhoneVerify, headers: { cookie: member.cookie }, payload: { otp_code: t.lastCodeSentTo('+12025550188') } });
    expect(ok.json().message).toBe('Your phone number is verified.');
    expect((await me(member)).profile).toMatchObject({ phone: '+12025550188', phone_verified: true, pending_phone: null });
  });

  it('keeps a verified number while a new one waits, and writes nothing when the change is refused', async () => {
    const { userId, phone } = await signUpWithPhone();
    await verify(userId, t.lastCodeSentTo(phone));
    const member = await signIn(userId);
    // The sign-up text and five changes use up the six texts an hour; the seventh is refused.
    for (let i = 1; i <= 5; i++) expect((await changePhone(member, `(303) 555-02${String(i).padStart(2, '0')}`)).statusCode).toBe(200);
    const pendingBefore = await t.db.kysely.selectFrom('phone_codes').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    const refused = await changePhone(member, '(303) 555-0299');
    expect(refused.statusCode).toBe(429);
    expect((await me(member)).profile).toMatchObject({ phone, phone_verified: true, pending_phone: '+13035550205' });
    expect(await t.db.kysely.selectFrom('phone_codes').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()).toEqual(pendingBefore);
    expect(t.mailsTo('+13035550299')).toEqual([]);
  });

  it('resends the code to the number waiting to be verified', async () => {
    const member = await createMember(t);
    await changePhone(member, '(202) 555-0177');
    await ageCode(member.id, 61_000);
    const res = await t.app.inject({ method: 'POST', url: API.myPhoneResend, headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    expect(t.mailsTo('+12025550177')).toHaveLength(2);
  });

  it('validates the number', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: API.myPhone, headers: { cookie: member.cookie }, payload: { phone: '555' } });
    expect(res.json().error.message).toBe('Please enter a valid phone number');
  });

  it("cannot verify with another member's code", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await t.app.inject({ method: 'POST', url: API.myPhone, headers: { cookie: a.cookie }, payload: { phone: '(303) 555-0101' } });
    await t.app.inject({ method: 'POST', url: API.myPhone, headers: { cookie: b.cookie }, payload: { phone: '(303) 555-0102' } });
    const res = await t.app.inject({ method: 'POST', url: API.myPhoneVerify, headers: { cookie: b.cookie }, payload: { otp_code: t.lastCodeSentTo('+13035550101') } });
    expect(res.statusCode).toBe(400);
    expect(await phoneVerified(b.id)).toBe(0);
  });
});

describe('wrong codes cannot overrun the lock', () => {
  it('counts at most 5 of 50 simultaneous wrong guesses, and the right code is then refused', async () => {
    const { userId, phone } = await signUpWithPhone();
    const code = t.lastCodeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    // Straight to the service: the routes' rate limits would otherwise hide a race in the count itself.
    const english = (await translators()).en;
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => t.services.phone.verify(userId, wrong, english)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const row = await t.db.kysely.selectFrom('phone_codes').select('failed_attempts').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBeLessThanOrEqual(5);
    // Each compared guess is told the tries left after its own, not the count all of them read first.
    const told = results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : '')).filter((m) => m.startsWith('That code is not right'));
    expect(told.map((m) => /You have (\d+) more/.exec(m)?.[1]).sort()).toEqual(['1', '2', '3', '4']);
    const res = await verify(userId, code);
    expect(res.json().error.message).toBe('Too many wrong codes. Please request a new one.');
    expect(await phoneVerified(userId)).toBe(0);
  });

  it('limits code checks per member on both verify routes', async () => {
    const { userId, phone } = await signUpWithPhone();
    const code = t.lastCodeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const member = await signIn(userId);
    for (let i = 0; i < 5; i++) expect((await verify(userId, wrong)).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'POST', url: API.myPhoneVerify, headers: { cookie: member.cookie }, payload: { otp_code: wrong } })).statusCode).toBe(400);
    }
    const limited = await t.app.inject({ method: 'POST', url: API.myPhoneVerify, headers: { cookie: member.cookie }, payload: { otp_code: code } });
    expect(limited.statusCode).toBe(429);
    expect((await verify(userId, code)).statusCode).toBe(429);
  });

  it('limits code checks per address across members', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN: '3/900' });
    try {
      const tries = [];
      for (let i = 0; i < 4; i++) tries.push((await limited.app.inject({ method: 'POST', url: API.verifyPhone, payload: { user_id: crypto.randomUUID(), otp_code: '123456' } })).statusCode);
      expect(tries).toEqual([400, 400, 400, 429]);
      const member = await createMember(limited);
      expect((await limited.app.inject({ method: 'POST', url: API.myPhoneVerify, headers: { cookie: member.cookie }, payload: { otp_code: '123456' } })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
