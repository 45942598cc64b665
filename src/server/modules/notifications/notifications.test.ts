import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestAppWithAdmin, type TestApp, type TestMember, tokenFromLink } from '../../../../test/support/api-harness';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => ({ t, admin } = await createTestAppWithAdmin()));
afterAll(async () => t.close());

const as = (m: TestMember, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload && { payload }) });

/** The messages with this subject sent to the member, once every queued message has gone out. */
async function mailsAbout(m: TestMember, subject: string) {
  await t.services.tasks.idle();
  return t.mailsTo(m.email).filter((mail) => mail.subject === subject);
}

async function apply(m: TestMember): Promise<string> {
  const res = await as(m, 'POST', API.applications, { reason: 'We lost our home in a fire and need help with rent for two months.', eligibility_confirmed: true, ...ASKED_FOR });
  expect(res.statusCode).toBe(201);
  return res.json().application.id as string;
}

async function pendingReviewBy(m: TestMember): Promise<string> {
  const id = randomUUID();
  await t.db.kysely.insertInto('reviews').values({ id, user_id: m.id, title: 'A real help', content: 'The community stood by my family when it mattered.', rating: 5, is_approved: 0, created_at: new Date().toISOString() }).execute();
  return id;
}

async function verifiedPhone(m: TestMember, phone: string, e164: string) {
  expect((await as(m, 'POST', API.myPhone, { phone })).statusCode).toBe(200);
  expect((await as(m, 'POST', API.myPhoneVerify, { otp_code: t.lastCodeSentTo(e164) })).statusCode).toBe(200);
}

describe('members are told by e-mail what happened', () => {
  it('when an application is received and when it is approved, each with a plain-text part, a way to get help and to stop such e-mails', async () => {
    const member = await createMember(t);
    const id = await apply(member);
    const [received] = await mailsAbout(member, 'We received your application for assistance');
    expect(received?.text).toContain('under review');
    expect(received?.text).toContain(`${t.config.publicUrl}/contact`);
    expect(received?.text).toContain('To stop them, turn off');
    expect(received?.html).toContain('Application received');

    expect((await as(admin, 'PUT', API.adminApprove(id))).statusCode).toBe(200);
    expect(await mailsAbout(member, 'Your application for assistance was approved')).toHaveLength(1);
  });

  it('when an application is rejected', async () => {
    const member = await createMember(t);
    expect((await as(admin, 'PUT', API.adminReject(await apply(member)))).statusCode).toBe(200);
    const [rejected] = await mailsAbout(member, 'About your application for assistance');
    expect(rejected?.text).toContain('could not approve it');
  });

  it('when a review is published or not', async () => {
    const member = await createMember(t);
    expect((await as(admin, 'PUT', API.adminReviewApprove(await pendingReviewBy(member)))).statusCode).toBe(200);
    expect((await as(admin, 'PUT', API.adminReviewReject(await pendingReviewBy(member)))).statusCode).toBe(200);
    expect(await mailsAbout(member, 'Your review is now published')).toHaveLength(1);
    expect(await mailsAbout(member, 'About the review you sent')).toHaveLength(1);
  });

  it('when the password is changed or reset, saying why such messages cannot be turned off', async () => {
    const member = await createMember(t);
    expect((await as(member, 'POST', API.myPassword, { current_password: member.password, new_password: 'Another!Lantern-77' })).statusCode).toBe(200);
    const [changed] = await mailsAbout(member, 'Your password was changed');
    expect(changed?.text).toContain('cannot be turned off');

    await t.app.inject({ method: 'POST', url: API.forgotPassword, payload: { email: member.email } });
    const [resetMail] = await mailsAbout(member, 'Reset your Riba-Free Community password');
    const token = tokenFromLink(resetMail?.link ?? '', 'reset');
    const reset = await t.app.inject({ method: 'POST', url: API.resetPassword, payload: { token, password: 'Third!Harbor-Lamp-88' } });
    expect(reset.statusCode).toBe(200);
    expect(await mailsAbout(member, 'Your password was changed')).toHaveLength(2);
  });

  it('when a verified phone number is replaced, and not when a first number is verified', async () => {
    const member = await createMember(t);
    await verifiedPhone(member, '(202) 555-0141', '+12025550141');
    expect(await mailsAbout(member, 'The phone number on your account was changed')).toHaveLength(0);
    await verifiedPhone(member, '(202) 555-0142', '+12025550142');
    expect(await mailsAbout(member, 'The phone number on your account was changed')).toHaveLength(1);
  });

  it('when the account is closed, to the address it had', async () => {
    const member = await createMember(t);
    expect((await as(member, 'POST', API.closeAccount, { password: member.password })).statusCode).toBe(200);
    const [closed] = await mailsAbout(member, 'Your account was closed');
    expect(closed?.text).toContain('personal details have been erased');
  });

  it("in the member's own language", async () => {
    const member = await createMember(t);
    expect((await as(member, 'PUT', API.myLocale, { locale: 'fr-CA' })).statusCode).toBe(204);
    await apply(member);
    const [received] = await mailsAbout(member, 'Nous avons reçu votre demande d’aide');
    expect(received?.text).toContain('Votre demande est maintenant à l’étude.');
    expect(received?.html).toContain('<html lang="fr-CA" dir="ltr">');

    expect((await as(member, 'PUT', API.myLocale, { locale: 'ar' })).statusCode).toBe(204);
    expect((await as(member, 'POST', API.myPassword, { current_password: member.password, new_password: 'Another!Lantern-77' })).statusCode).toBe(200);
    const [changed] = await mailsAbout(member, 'تم تغيير كلمة المرور الخاصة بك');
    expect(changed?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('a wrong password changes nothing and sends nothing', async () => {
    const member = await createMember(t);
    expect((await as(member, 'POST', API.myPassword, { current_password: 'Not!ThePassw0rd', new_password: 'Another!Lantern-77' })).statusCode).toBe(400);
    expect(await mailsAbout(member, 'Your password was changed')).toHaveLength(0);
  });
});

describe('a member who turns updates off', () => {
  it('gets no e-mail about applications and reviews, but still every message about the account', async () => {
    const member = await createMember(t);
    const off = await as(member, 'PUT', API.myEmailUpdates, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().profile.email_updates).toBe(false);

    expect((await as(admin, 'PUT', API.adminApprove(await apply(member)))).statusCode).toBe(200);
    expect((await as(admin, 'PUT', API.adminReviewApprove(await pendingReviewBy(member)))).statusCode).toBe(200);
    expect((await as(member, 'POST', API.myPassword, { current_password: member.password, new_password: 'Another!Lantern-77' })).statusCode).toBe(200);
    await t.services.tasks.idle();
    expect(t.mailsTo(member.email).map((m) => m.subject).filter((s) => s !== 'Verify your e-mail to join the Riba-Free Community')).toEqual(['Your password was changed']);
  });

  it('can turn them on again; the setting refuses anything but true or false', async () => {
    const member = await createMember(t);
    expect((await as(member, 'PUT', API.myEmailUpdates, { enabled: 'no' })).statusCode).toBe(400);
    expect((await as(member, 'PUT', API.myEmailUpdates, { enabled: false })).json().profile.email_updates).toBe(false);
    expect((await as(member, 'PUT', API.myEmailUpdates, { enabled: true })).json().profile.email_updates).toBe(true);
  });

  it('is a member-only setting', async () => {
    expect((await t.app.inject({ method: 'PUT', url: API.myEmailUpdates, payload: { enabled: false } })).statusCode).toBe(401);
  });
});
