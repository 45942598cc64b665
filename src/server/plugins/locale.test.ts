import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api';
import { createMember, createTestApp, validRegistration, type TestApp } from '../../../test/support/api-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A request the server refuses with the spec's "Invalid email address", in whatever language it picked. */
const badLogin = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: API.login, headers, payload: { email: 'not-an-address', password: 'x' } });

const setLocale = (cookie: string, locale: unknown) => t.app.inject({ method: 'PUT', url: API.myLocale, headers: { cookie }, payload: { locale } });

describe('the language of server messages', () => {
  it('is English by default, with the spec’s exact text', async () => {
    expect((await badLogin({})).json().error.message).toBe('Invalid email address');
  });

  it('follows Accept-Language, by its preferences', async () => {
    expect((await badLogin({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })).json().error.message).toBe('Adresse courriel invalide');
    expect((await badLogin({ 'accept-language': 'de, ar-EG;q=0.8' })).json().error.message).toBe('عنوان البريد الإلكتروني غير صالح');
  });

  it('translates each failing field, not only the first message', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.register, headers: { 'accept-language': 'fr-CA' }, payload: { full_name: 'A' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.full_name).toBe('Le nom doit compter au moins 2 caractères');
  });

  it('prefers the browser’s remembered choice (cookie) over Accept-Language', async () => {
    expect((await badLogin({ cookie: 'locale=ar', 'accept-language': 'fr' })).json().error.message).toBe('عنوان البريد الإلكتروني غير صالح');
  });

  it('ignores a cookie naming a language we do not speak', async () => {
    expect((await badLogin({ cookie: 'locale=de', 'accept-language': 'fr' })).json().error.message).toBe('Adresse courriel invalide');
  });
});

describe('a member’s language (PUT /api/me/locale)', () => {
  it('is saved in the profile, returned by the session and /api/me, and used before Accept-Language', async () => {
    const member = await createMember(t);
    const session = () => t.app.inject({ method: 'GET', url: API.session, headers: { cookie: member.cookie } });
    expect((await session()).json().user.locale).toBe('en');
    expect((await setLocale(member.cookie, 'fr-CA')).statusCode).toBe(204);
    expect((await session()).json().user.locale).toBe('fr-CA');
    const me = await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: member.cookie } });
    expect(me.json().profile.locale).toBe('fr-CA');
    const refused = await t.app.inject({ method: 'PUT', url: API.myProfile, headers: { cookie: member.cookie, 'accept-language': 'ar' }, payload: { full_name: 'I' } });
    expect(refused.json().error.message).toBe('Le nom doit compter au moins 2 caractères');
    const browserChoice = await t.app.inject({ method: 'PUT', url: API.myProfile, headers: { cookie: `${member.cookie}; locale=en` }, payload: { full_name: 'I' } });
    expect(browserChoice.json().error.message).toBe('Name must be at least 2 characters');
  });

  it('accepts only the three languages, with a translated message', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({ method: 'PUT', url: API.myLocale, headers: { cookie: `${member.cookie}; locale=ar` }, payload: { locale: 'de' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('يُرجى اختيار الإنجليزية أو الفرنسية أو العربية');
  });

  it('is refused to visitors', async () => {
    expect((await t.app.inject({ method: 'PUT', url: API.myLocale, payload: { locale: 'ar' } })).statusCode).toBe(401);
  });
});

describe('messages sent to a member', () => {
  it('are written in the language they signed up in: verification e-mail and phone code', async () => {
    const payload = validRegistration({ phone: '(410) 555-0142' });
    const res = await t.app.inject({ method: 'POST', url: API.register, headers: { 'accept-language': 'fr-CA' }, payload });
    expect(res.statusCode).toBe(201);
    const [mail] = t.mailsTo(payload.email as string);
    expect(mail?.subject).toBe('Vérifiez votre courriel pour rejoindre Riba-Free Community');
    expect(mail?.text).toContain('Merci de votre adhésion.');
    expect(mail?.html).toContain('<html lang="fr-CA" dir="ltr">');
    expect(t.mailsTo('+14105550142').at(-1)?.text).toMatch(/^Votre code Riba-Free Community est \d{6}\./);
  });

  it('follow a later change of language: the reset link comes in Arabic, right to left', async () => {
    const member = await createMember(t);
    await setLocale(member.cookie, 'ar');
    await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: member.email } });
    await t.services.tasks.idle();
    const reset = t.mailsTo(member.email).at(-1);
    expect(reset?.subject).toBe('إعادة تعيين كلمة مرور Riba-Free Community');
    expect(reset?.html).toContain('<html lang="ar" dir="rtl">');
  });
});

