import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { createMember, createTestApp, tokenFromLink, validRegistration, type TestApp } from '../../../../test/support/api-harness';
import { personalWords } from './password-strength';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TOO_GUESSABLE = AUTH_MESSAGES.passwordTooGuessable;
const userCount = async () => Number((await t.db.kysely.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: API.login, payload: { email, password } });

describe('passwords that meet the rules but are easy to guess', () => {
  it.each(['Password1!', 'Welcome2024!', 'Qwerty123!'])('sign-up refuses %s on the password field and creates nothing', async (password) => {
    const before = await userCount();
    const res = await t.app.inject({ method: 'POST', url: API.register, payload: validRegistration({ password }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'validation_failed', message: TOO_GUESSABLE, fields: { password: TOO_GUESSABLE } });
    expect(await userCount()).toBe(before);
  });

  it.each(['P@55w0rd!2024', 'S3cur!tyF!rst', 'M0nk3y!2024', 'Sunsh!n3123'])('sees through look-alike swaps: %s is refused', async (password) => {
    const res = await t.app.inject({ method: 'POST', url: API.register, payload: validRegistration({ password }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: TOO_GUESSABLE });
  });

  it("sign-up refuses a password made of the person's own name and e-mail", async () => {
    const payload = validRegistration({ full_name: 'Zubair Qadri', email: 'zubair.qadri@example.org', password: 'Zubair1990!' });
    const res = await t.app.inject({ method: 'POST', url: API.register, payload });
    expect(res.json().error?.fields).toEqual({ password: TOO_GUESSABLE });
    const other = await t.app.inject({ method: 'POST', url: API.register, payload: { ...payload, full_name: 'Someone Else', email: 'someone.else@example.org' } });
    expect(other.statusCode).toBe(201);
  });

  it('change-password refuses it on new_password and keeps the old password', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'POST', url: API.myPassword, headers: { cookie: member.cookie },
      payload: { current_password: member.password, new_password: 'Password1!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ new_password: TOO_GUESSABLE });
    expect((await login(member.email, member.password)).statusCode).toBe(200);
  });

  it('reset refuses it and the link still works for a better password', async () => {
    const member = await createMember(t);
    await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: member.email } });
    await t.services.tasks.idle();
    const token = tokenFromLink(t.mailsTo(member.email).at(-1)?.link ?? '', 'reset');
    const weak = await t.app.inject({ method: 'POST', url: API.resetPassword, payload: { token, password: 'Password1!' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ password: TOO_GUESSABLE });
    expect((await login(member.email, 'Password1!')).statusCode).toBe(401);
    const strong = await t.app.inject({ method: 'POST', url: API.resetPassword, payload: { token, password: 'Quiet-Harbor-Lantern-42!' } });
    expect(strong.statusCode).toBe(200);
  });

  it('the admin command refuses to create an admin with such a password', async () => {
    await expect(t.services.auth.createOrPromoteAdmin({ email: 'new-admin@example.org', password: 'Password1!', fullName: 'New Admin' }))
      .rejects.toThrow(TOO_GUESSABLE);
    expect(await t.db.kysely.selectFrom('users').select('id').where('email', '=', 'new-admin@example.org').executeTakeFirst()).toBeUndefined();
  });
});

describe('personalWords', () => {
  it('gives the name and e-mail whole and word by word, leaving out pieces too short to mean anything', () => {
    expect(personalWords({ fullName: 'Amina Al-Rahman', email: 'amina.r@example.org' })).toEqual([
      'amina al-rahman', 'amina.r@example.org', 'amina.r', 'amina', 'rahman', 'example', 'org',
    ]);
  });
});
