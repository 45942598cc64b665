import type { APIRequestContext, APIResponse } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { signInNewAdmin } from './support/admin';
import { PASSWORD, signInNewMember } from './support/members';
import { messagesTo, subjectsTo } from './support/outbox';
import { ASKED_FOR } from '../test/support/application-request';

const REASON = 'Our landlord raised the rent and my hours at work were cut, so we cannot cover this month.';

async function expectOk(response: Promise<APIResponse>) {
  const answered = await response;
  expect(answered.ok(), `${answered.status()} ${await answered.text()}`).toBe(true);
}

/** The member's review among those waiting for moderation, found by its title. */
async function pendingReviewId(admin: APIRequestContext, title: string): Promise<string> {
  for (let page = 1; page <= 20; page += 1) {
    const body = (await (await admin.get(`/api/admin/reviews?page=${page}&page_size=100`)).json()) as { items: { id: string; title: string }[] };
    const found = body.items.find((r) => r.title === title);
    if (found) return found.id;
    if (body.items.length < 100) break;
  }
  throw new Error(`review "${title}" is not waiting for moderation`);
}

async function applyAndReview(member: APIRequestContext) {
  const applied = await member.post('/api/applications', { data: { reason: REASON, eligibility_confirmed: true, ...ASKED_FOR } });
  expect(applied.status()).toBe(201);
  const title = `Kind volunteers ${randomUUID().slice(0, 6)}`;
  const reviewed = await member.post('/api/reviews', { data: { title, content: 'Every question I had was answered with patience.', rating: 5 } });
  expect(reviewed.status()).toBe(201);
  return { applicationId: ((await applied.json()) as { application: { id: string } }).application.id, title };
}

test('each notification reaches the member in their own language: French and Arabic', async ({ page, browser }) => {
  // Two members and one admin, each in a browser of their own: a slow run gets more time than the default.
  test.setTimeout(150_000);
  const french = await browser.newContext();
  const frenchPage = await french.newPage();
  const frenchEmail = await signInNewMember(frenchPage, 'Khadija Tremblay');
  await expectOk(frenchPage.request.put('/api/me/locale', { data: { locale: 'fr-CA' } }));
  const frenchWrote = await applyAndReview(frenchPage.request);

  const arabic = await browser.newContext();
  const arabicPage = await arabic.newPage();
  const arabicEmail = await signInNewMember(arabicPage, 'Yahya Haddad');
  await expectOk(arabicPage.request.put('/api/me/locale', { data: { locale: 'ar' } }));
  const arabicWrote = await applyAndReview(arabicPage.request);

  await signInNewAdmin(page);
  const decide = async (kind: 'applications' | 'reviews', id: string, decision: 'approve' | 'reject') =>
    expectOk(page.request.put(`/api/admin/${kind}/${id}/${decision}`, { data: {} }));
  await decide('applications', frenchWrote.applicationId, 'approve');
  await decide('reviews', await pendingReviewId(page.request, frenchWrote.title), 'approve');
  await decide('applications', arabicWrote.applicationId, 'reject');
  await decide('reviews', await pendingReviewId(page.request, arabicWrote.title), 'reject');

  await expectOk(frenchPage.request.post('/api/me/password', { data: { current_password: PASSWORD, new_password: 'Nouveau!Passw0rd9' } }));
  const inFrench = [
    'Nous avons reçu votre demande d’aide',
    'Votre demande d’aide a été approuvée',
    'Votre avis est maintenant publié',
    'Votre mot de passe a été changé',
  ];
  const expectFrench = async (subjects: string[]) => {
    await expect.poll(() => subjectsTo(frenchEmail).filter((s) => subjects.includes(s)).sort()).toEqual([...subjects].sort());
    for (const message of messagesTo(frenchEmail).filter((m) => subjects.includes(m.subject))) {
      expect(message.text, message.subject).toContain('Assalamou alaykoum Khadija Tremblay,');
      expect(message.text, message.subject).toContain('Besoin d’aide?');
    }
  };
  await expectFrench(inFrench);
  // Closing the account erases what the outbox holds for it, all but the message saying so.
  await expectOk(frenchPage.request.post('/api/me/close', { data: { password: 'Nouveau!Passw0rd9' } }));
  await expectFrench(['Votre compte a été fermé']);

  const inArabic = ['استلمنا طلب المساعدة الخاص بك', 'بشأن طلب المساعدة الخاص بك', 'بشأن التقييم الذي أرسلته'];
  await expect.poll(() => subjectsTo(arabicEmail).filter((s) => inArabic.includes(s)).sort()).toEqual([...inArabic].sort());
  for (const message of messagesTo(arabicEmail).filter((m) => inArabic.includes(m.subject))) {
    expect(message.text, message.subject).toContain('السلام عليكم Yahya Haddad');
  }
  await french.close();
  await arabic.close();
});
