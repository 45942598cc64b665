import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api';
import { createMember, createTestApp, validRegistration, type TestApp } from '../../../test/support/api-harness';
import { FAKE_TWILIO_ACCOUNT_SID, FAKE_TWILIO_FROM, startFakeTwilio, type FakeTwilio } from '../../../test/support/fake-twilio';
import { createLogger } from '../logger';

/** Every test app here logs into its own list of lines, read back as the operator would read them. */
function capturedLog() {
  const lines: string[] = [];
  const logger = createLogger({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { lines, logger, since: (start: number) => lines.slice(start) };
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
/** The text appears as itself, not as a run of digits inside a longer number or a timestamp. */
const contains = (line: string, text: string) => new RegExp(`(?<![\\w.-])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(line);
const failureLine = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'the phone code could not be texted');

/** Nothing in these lines gives away the code, the whole number or the message. */
function expectNothingSecret(lines: string[], secrets: { code: string; phone: string; body: string }) {
  expect(secrets.code).toMatch(/^\d{6}$/);
  for (const line of lines) {
    expect(contains(line, secrets.code), line).toBe(false);
    expect(line).not.toContain(secrets.phone.slice(2));
    expect(line).not.toContain(secrets.body.slice(0, 20));
  }
}

let phoneCounter = 300;
const nextPhone = () => `+1410555${String((phoneCounter += 1)).padStart(4, '0')}`;

let fake: FakeTwilio;
let t: TestApp;
const log = capturedLog();
beforeAll(async () => {
  fake = await startFakeTwilio();
  t = await createTestApp(fake.env, { logger: log.logger });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const signUp = async (phone: string) => {
  const res = await t.app.inject({ method: 'POST', url: API.register, payload: validRegistration({ phone }) });
  expect(res.statusCode).toBe(201);
  return res.json().user_id as string;
};
const ageCode = (userId: string) =>
  t.db.kysely.updateTable('phone_codes').set({ sent_at: new Date(Date.now() - 61_000).toISOString() }).where('user_id', '=', userId).execute();

describe('phone codes sent through Twilio', () => {
  it('texts one message to the new member\'s number from our number, with a 6-digit code that verifies', async () => {
    const phone = nextPhone();
    const userId = await signUp(phone);
    const sent = fake.messagesTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: phone, from: FAKE_TWILIO_FROM, messagingServiceSid: null });
    const code = codeIn(sent[0]!.body);
    expect(code).toMatch(/^\d{6}$/);
    expect(t.mailsTo(phone)).toEqual([]);
    const res = await t.app.inject({ method: 'POST', url: API.verifyPhone, payload: { user_id: userId, otp_code: code } });
    expect(res.statusCode).toBe(200);
    const profile = await t.db.kysely.selectFrom('profiles').select(['phone', 'phone_verified']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(profile).toEqual({ phone, phone_verified: 1 });
  });

  it('tells the member a refused number was not texted, and logs Twilio\'s code, the member and a masked number only', async () => {
    const member = await createMember(t);
    const phone = '+13035550142';
    fake.failNext({ status: 400, code: 21211 });
    const start = log.lines.length;
    const res = await t.app.inject({ method: 'POST', url: API.myPhone, headers: { cookie: member.cookie }, payload: { phone: '(303) 555-0142' } });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'sms_not_sent', message: 'Could not send the code' });
    const attempt = fake.refused.at(-1)!;
    expect(attempt).toMatchObject({ to: phone, code: 21211 });
    expect(failureLine(log.since(start))).toMatchObject({ level: 40, providerCode: '21211', providerStatus: 400, memberId: member.id, to: '********0142' });
    expectNothingSecret(log.since(start), { code: codeIn(attempt.body), phone, body: attempt.body });
    expect(fake.messagesTo(phone)).toEqual([]);
  });

  it('keeps the code of a failed text as the usual rules say: a new one after the minute, and the stored one still verifies', async () => {
    const member = await createMember(t);
    const phone = '+13035550143';
    fake.failNext({ status: 500, code: 20500 });
    expect((await t.app.inject({ method: 'POST', url: API.myPhone, headers: { cookie: member.cookie }, payload: { phone } })).statusCode).toBe(502);
    const resend = () => t.app.inject({ method: 'POST', url: API.myPhoneResend, headers: { cookie: member.cookie } });
    expect((await resend()).statusCode).toBe(429);
    const unsent = codeIn(fake.refused.at(-1)!.body);
    const verify = await t.app.inject({ method: 'POST', url: API.myPhoneVerify, headers: { cookie: member.cookie }, payload: { otp_code: unsent } });
    expect(verify.statusCode).toBe(200);
    expect(fake.messagesTo(phone)).toEqual([]);
  });

  it('answers a Twilio outage on resend with the same message, and the next resend goes through', async () => {
    const phone = nextPhone();
    const userId = await signUp(phone);
    await ageCode(userId);
    fake.failNext({ status: 500, code: 20500 });
    const start = log.lines.length;
    const failed = await t.app.inject({ method: 'POST', url: API.resendOtp, payload: { user_id: userId } });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toBe('Could not send the code');
    const attempt = fake.refused.at(-1)!;
    expect(failureLine(log.since(start))).toMatchObject({ providerCode: '20500', providerStatus: 500, memberId: userId, to: `********${phone.slice(-4)}` });
    expectNothingSecret(log.since(start), { code: codeIn(attempt.body), phone, body: attempt.body });
    await ageCode(userId);
    expect((await t.app.inject({ method: 'POST', url: API.resendOtp, payload: { user_id: userId } })).statusCode).toBe(200);
    expect(fake.messagesTo(phone)).toHaveLength(2);
  });

  it('still signs the member up when the first text fails, without the code in the log', async () => {
    const phone = nextPhone();
    fake.failNext({ status: 400, code: 21614 });
    const start = log.lines.length;
    const userId = await signUp(phone);
    const attempt = fake.refused.at(-1)!;
    expect(attempt.to).toBe(phone);
    expect(failureLine(log.since(start))).toMatchObject({ providerCode: '21614', memberId: userId });
    expectNothingSecret(log.since(start), { code: codeIn(attempt.body), phone, body: attempt.body });
  });
});

describe('the Twilio settings as the client uses them', () => {
  it('sends through a Messaging Service when TWILIO_FROM is an MG… SID', async () => {
    const service = `MG${'0123456789abcdef'.repeat(2)}`;
    const app = await createTestApp({ ...fake.env, TWILIO_FROM: service });
    try {
      const phone = nextPhone();
      const res = await app.app.inject({ method: 'POST', url: API.register, payload: validRegistration({ phone }) });
      expect(res.statusCode).toBe(201);
      expect(fake.messagesTo(phone)).toEqual([expect.objectContaining({ from: null, messagingServiceSid: service })]);
    } finally {
      await app.close();
    }
  });

  it('is refused by Twilio with a wrong auth token, and says so in the log by code', async () => {
    const strict = await startFakeTwilio(FAKE_TWILIO_ACCOUNT_SID, 'f'.repeat(32));
    const captured = capturedLog();
    const app = await createTestApp({ ...strict.env, TWILIO_AUTH_TOKEN: fake.env.TWILIO_AUTH_TOKEN }, { logger: captured.logger });
    try {
      const member = await createMember(app);
      const res = await app.app.inject({ method: 'POST', url: API.myPhone, headers: { cookie: member.cookie }, payload: { phone: '(303) 555-0144' } });
      expect(res.statusCode).toBe(502);
      expect(strict.refusedLogins).toBeGreaterThan(0);
      expect(strict.messages).toEqual([]);
      expect(failureLine(captured.lines)).toMatchObject({ providerCode: '20003', providerStatus: 401 });
    } finally {
      await app.close();
      await strict.close();
    }
  });

  it('logs the network error\'s code when Twilio cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const captured = capturedLog();
    const app = await createTestApp({ ...fake.env, TWILIO_API_BASE: unreachable }, { logger: captured.logger });
    try {
      const member = await createMember(app);
      const res = await app.app.inject({ method: 'POST', url: API.myPhone, headers: { cookie: member.cookie }, payload: { phone: '(303) 555-0145' } });
      expect(res.statusCode).toBe(502);
      expect(failureLine(captured.lines)).toMatchObject({ providerCode: 'ECONNREFUSED', memberId: member.id });
    } finally {
      await app.close();
    }
  });
});
