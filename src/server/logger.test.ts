import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../shared/api';
import { PLEDGE_MANAGE_API } from '../shared/pledge-manage-api';
import { cookieFrom, createMember, createTestApp, tokenFromLink, validRegistration, type TestApp } from '../../test/support/api-harness';
import { redactUrl } from './http/log-url';
import { createLogger } from './logger';
import { issuePledgeLink } from './modules/payments/pledge-link-token';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logger = createLogger({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
  t = await createTestApp({}, { logger });
});
afterAll(async () => t.close());

/** A secret appears in a line as itself, not merely as a run of digits inside a longer number. */
const contains = (line: string, secret: string) => new RegExp(`(?<![\\w.-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(line);

describe('the log', () => {
  it('never holds a password, link token, one-time code or session id, through every flow that handles one', async () => {
    const secrets: string[] = [];
    const phone = '+14105550777';
    const payload = validRegistration({ phone });
    secrets.push(payload.password);
    const registered = await t.app.inject({ method: 'POST', url: API.register, payload });
    expect(registered.statusCode).toBe(201);
    const userId = registered.json().user_id as string;

    const signUpCode = t.lastCodeSentTo(phone);
    secrets.push(signUpCode);
    expect((await t.app.inject({ method: 'POST', url: API.verifyPhone, payload: { user_id: userId, otp_code: signUpCode } })).statusCode).toBe(200);

    const verifyToken = tokenFromLink(t.mailsTo(payload.email).at(-1)?.link ?? '');
    secrets.push(verifyToken);
    const verified = await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token: verifyToken } });
    expect(verified.statusCode).toBe(200);
    secrets.push(cookieFrom(verified).slice('sid='.length));

    expect((await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: payload.email } })).statusCode).toBe(200);
    await t.services.tasks.idle();
    const resetToken = tokenFromLink(t.mailsTo(payload.email).at(-1)?.link ?? '', 'reset');
    expect(resetToken).not.toBe('');
    secrets.push(resetToken);
    const newPassword = 'N3w!Passw0rd-for-logs';
    secrets.push(newPassword);
    expect((await t.app.inject({ method: 'POST', url: API.resetPassword, payload: { token: resetToken, password: newPassword } })).statusCode).toBe(200);

    const login = await t.app.inject({ method: 'POST', url: API.login, payload: { email: payload.email, password: newPassword } });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);
    secrets.push(cookie.slice('sid='.length));

    const newPhone = '+14105550778';
    expect((await t.app.inject({ method: 'POST', url: API.myPhone, headers: { cookie }, payload: { phone: newPhone } })).statusCode).toBe(200);
    const memberCode = t.lastCodeSentTo(newPhone);
    secrets.push(memberCode);
    expect((await t.app.inject({ method: 'POST', url: API.myPhoneVerify, headers: { cookie }, payload: { otp_code: memberCode } })).statusCode).toBe(200);

    // A link in the old form, still in someone's inbox, followed by a browser that sends its cookie.
    secrets.push('QUERYSECRETverify', 'QUERYSECRETreset');
    await t.app.inject({ method: 'GET', url: '/auth?verify=QUERYSECRETverify', headers: { cookie, authorization: `Bearer ${cookie}` } });
    await t.app.inject({ method: 'GET', url: '/auth/?reset=QUERYSECRETreset', headers: { cookie } });

    const log = lines.join('');
    // The flows were logged, so the absence of secrets below means something.
    expect(log).toContain('"msg":"request"');
    expect(log).toContain('"url":"/auth?[redacted]"');
    expect(log).toMatch(/e-mail written to the outbox.*/);
    expect(log).toMatch(/"channel":"sms"/);
    for (const line of lines) {
      for (const secret of secrets) expect(contains(line, secret), `a secret in the log line ${line}`).toBe(false);
    }
  });

  it('keeps paging in a query, and masks the recipient of each message', () => {
    const sent = lines.map((line) => JSON.parse(line) as { msg: string; to?: string; file?: string; url?: string });
    const mail = sent.find((entry) => entry.msg === 'e-mail written to the outbox');
    expect(mail?.to).toMatch(/^m\*+@example\.org$/);
    expect(mail?.file).toMatch(/outbox/);
    const sms = sent.find((entry) => entry.msg === 'text message written to the outbox');
    expect(sms?.to).toBe('********0777');
    // The file's path is logged too, so it must not spell out the address the mask hides.
    for (const entry of [mail, sms]) expect(entry?.file).not.toMatch(/@|4105550777/);
    expect(redactUrl('/api/admin/subscribers?page=2&page_size=50')).toBe('/api/admin/subscribers?page=2&page_size=50');
    expect(redactUrl('/api/admin/subscribers?q=Amina&page=2')).toBe('/api/admin/subscribers?page=2&[redacted]');
    expect(redactUrl('/api/admin/subscribers?page=amina%40example.org')).toBe('/api/admin/subscribers?[redacted]');
    expect(redactUrl('/api/auth/session?token=abc')).toBe('/api/auth/session?[redacted]');
    expect(redactUrl('/api/stats')).toBe('/api/stats');
  });

  it('never holds a signed link, whichever route or page it is sent to', async () => {
    const member = await createMember(t);
    const link = issuePledgeLink(t.config.authSecret, member.id);
    const searched = 'amina.searched@example.org';
    const from = lines.length;
    // The receipt e-mail's manage link and the old sign-in links, as a browser opens them.
    for (const page of [`/pledge/manage?token=${link}`, `/auth?verify=${link}`, `/auth/?reset=${link}&page=2`]) {
      await t.app.inject({ method: 'GET', url: page, headers: { cookie: member.cookie } });
    }
    // The routes that take a token in their body, sent one in the query as well.
    for (const url of [PLEDGE_MANAGE_API.linkState, PLEDGE_MANAGE_API.linkPause, PLEDGE_MANAGE_API.linkCancel, API.verifyEmail, API.resetPassword, API.twoStepSignIn]) {
      await t.app.inject({ method: 'POST', url: `${url}?token=${link}`, payload: { token: link, challenge: link, months: 1, password: 'N3w!Passw0rd' } });
    }
    // Every other route, with a token and a search among paging.
    const gets = [...t.app.routeAccess.keys()].filter((key) => key.startsWith('GET /api/') && !key.includes(':') && !key.endsWith('/stream'));
    expect(gets.length).toBeGreaterThan(30);
    for (const key of gets) {
      await t.app.inject({ method: 'GET', url: `${key.slice('GET '.length)}?token=${link}&q=${encodeURIComponent(searched)}&page=2`, headers: { cookie: member.cookie } });
    }
    const written = lines.slice(from);
    expect(written.join('')).toContain('"url":"/pledge/manage?[redacted]"');
    expect(written.join('')).toContain('"url":"/api/stats?page=2&[redacted]"');
    for (const line of written) {
      expect(line.includes(link), `the link in ${line}`).toBe(false);
      expect(line.includes(searched) || line.includes(encodeURIComponent(searched)), `the search in ${line}`).toBe(false);
    }
  });

  it('censors cookies and authorization headers wherever a request object is logged', () => {
    const captured: string[] = [];
    const logger = createLogger({ level: 'info' }, { write: (line: string) => void captured.push(line) });
    logger.info({ req: { headers: { cookie: 'sid=abc123secret', authorization: 'Bearer xyz789secret' } }, password: 'Pa55!word' }, 'debugging a request');
    expect(captured.join('')).not.toMatch(/abc123secret|xyz789secret|Pa55!word/);
    expect(captured.join('')).toContain('[redacted]');
  });
});
