import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../shared/api';
import { CONTACT_API } from '../shared/contact-api';
import { CONTRIBUTIONS_API } from '../shared/contributions-api';
import { ADMIN_LIMITS_API } from '../shared/admin-limits';
import { ADMIN_AID_LIMITS_API, AID_LIMITS_API } from '../shared/aid-limits';
import { ORGANISATION_API } from '../shared/schemas/organisation';
import { CHARGES_API } from '../shared/charges-api';
import { LEDGER_API } from '../shared/ledger-api';
import { PAYMENTS_API } from '../shared/payments-api';
import { PLEDGE_MANAGE_API } from '../shared/pledge-manage-api';
import { REPORTS_API } from '../shared/reports-api';
import { QUEUE_API } from '../shared/queue-api';
import { DOCUMENTS_API } from '../shared/schemas/application-documents';
import { OVERSIGHT_API } from '../shared/oversight';
import { createMember, createTestApp, enrollTwoStep, signIn, type TestApp, type TestMember } from '../../test/support/api-harness';
import { migrateToLatest } from './db/migrate';
import { spaPlugin } from './plugins/spa';
import { pageServer } from '../../test/support/page-server';

type Who = 'visitor' | 'member' | 'otherMember' | 'admin' | 'board' | 'auditor';
type Signer = 'board' | 'auditor';
const BOTH: Signer[] = ['board', 'auditor'];
const AUDITOR: Signer[] = ['auditor'];

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every API route with a request that is valid for it. The first test proves this table lists every
 * registered route, so a new route cannot ship without its access test.
 */
const ROUTES: { method: string; url: string; access: 'public' | 'member' | 'admin' | 'oversight'; payload?: object | (() => object); request?: string; headers?: Record<string, string>; readBy?: Signer[] }[] = [
  { method: 'GET', url: API.health, access: 'public' },
  { method: 'GET', url: API.healthLive, access: 'public' },
  { method: 'GET', url: API.healthReady, access: 'public' },
  { method: 'GET', url: API.openapi, access: 'public' },
  { method: 'POST', url: API.register, access: 'public', payload: { email: 'x' } },
  { method: 'POST', url: API.cleanupOrphanedUser, access: 'public', payload: { email: 'nobody@example.org' } },
  { method: 'POST', url: API.login, access: 'public', payload: () => ({ email: people.member.email, password: people.member.password }) },
  { method: 'POST', url: API.adminLogin, access: 'public', payload: () => ({ email: people.admin.email, password: people.admin.password }) },
  { method: 'POST', url: API.logout, access: 'public' },
  { method: 'GET', url: API.session, access: 'public' },
  { method: 'POST', url: API.verifyEmail, access: 'public', payload: { token: 'x'.repeat(43) } },
  { method: 'POST', url: API.twoStepSignIn, access: 'public', payload: { challenge: 'x'.repeat(43), code: '123456' } },
  { method: 'GET', url: API.myTwoStep, access: 'member' },
  { method: 'POST', url: API.myTwoStepSetup, access: 'member' },
  { method: 'POST', url: API.myTwoStepEnable, access: 'member', payload: { code: '123456' } },
  { method: 'POST', url: API.myTwoStepRecoveryCodes, access: 'member', payload: { code: '123456' } },
  { method: 'POST', url: API.myTwoStepDisable, access: 'member', payload: { password: 'wrong', code: '123456' } },
  { method: 'POST', url: API.resendVerification, access: 'member' },
  { method: 'POST', url: API.resendSignUpLink, access: 'public', payload: { email: 'contract@example.org' } },
  { method: 'GET', url: API.me, access: 'member' },
  { method: 'GET', url: API.stats, access: 'public' },
  { method: 'GET', url: API.site, access: 'public' },
  { method: 'GET', url: API.campaign, access: 'public' },
  { method: 'GET', url: API.posterPdf, access: 'public' },
  { method: 'GET', url: API.distributions, access: 'public' },
  { method: 'GET', url: API.distributionsCsv, access: 'public' },
  { method: 'GET', url: API.reviews, access: 'public' },
  { method: 'POST', url: API.reviews, access: 'member', payload: { title: 'Contract review', content: 'Written by the API contract test.', rating: 4 } },
  { method: 'POST', url: API.verifyPhone, access: 'public', payload: { user_id: '00000000-0000-4000-8000-000000000000', otp_code: '123456' } },
  { method: 'POST', url: API.resendOtp, access: 'public', payload: { user_id: '00000000-0000-4000-8000-000000000000' } },
  { method: 'POST', url: API.myPhone, access: 'member', payload: { phone: '4105550100' } },
  { method: 'POST', url: API.myPhoneVerify, access: 'member', payload: { otp_code: '123456' } },
  { method: 'POST', url: API.myPhoneResend, access: 'member' },
  { method: 'PUT', url: API.myLocale, access: 'member', payload: { locale: 'fr-CA' } },
  { method: 'PUT', url: API.myProfile, access: 'member', payload: { full_name: 'Sam Doe', city: 'Toronto', country: 'CA', state: 'Ontario' } },
  { method: 'PUT', url: API.myEmailUpdates, access: 'member', payload: { enabled: false } },
  { method: 'POST', url: API.myPassword, access: 'member', payload: { current_password: 'wrong', new_password: 'N3w!Passw0rd' } },
  { method: 'GET', url: API.myData, access: 'member' },
  { method: 'POST', url: API.closeAccount, access: 'member', payload: { password: 'wrong' } },
  { method: 'POST', url: API.applications, access: 'member', payload: { reason: 'x', eligibility_confirmed: true } },
  { method: 'GET', url: API.applicationPayoutMethods, access: 'member' },
  { method: 'GET', url: API.myApplications, access: 'member' },
  { method: 'GET', url: API.beneficiaryStatus, access: 'member' },
  { method: 'PUT', url: '/api/applications/:id/move-down', access: 'member', payload: { move_down: true }, request: API.moveDown('00000000-0000-4000-8000-000000000000') },
  { method: 'GET', url: API.adminApplications, access: 'admin' },
  { method: 'PUT', url: '/api/admin/applications/:id/approve', access: 'admin', request: API.adminApprove('00000000-0000-4000-8000-000000000000') },
  { method: 'PUT', url: '/api/admin/applications/:id/zakat-category', access: 'admin', payload: { zakat_category: 'sadaqah_only' }, request: `/api/admin/applications/${NO_SUCH_ID}/zakat-category` },
  { method: 'PUT', url: '/api/admin/applications/:id/reject', access: 'admin', request: API.adminReject('00000000-0000-4000-8000-000000000000') },
  { method: 'POST', url: '/api/applications/:id/documents', access: 'member', payload: Buffer.from('contract'), headers: { 'content-type': 'application/octet-stream' }, request: `${DOCUMENTS_API.mine(NO_SUCH_ID)}?label=contract` },
  { method: 'GET', url: '/api/applications/:id/documents', access: 'member', request: DOCUMENTS_API.mine(NO_SUCH_ID) },
  { method: 'GET', url: '/api/applications/:id/documents/:documentId', access: 'member', request: DOCUMENTS_API.myFile(NO_SUCH_ID, NO_SUCH_ID) },
  { method: 'GET', url: '/api/admin/applications/:id/documents', access: 'admin', request: DOCUMENTS_API.admin(NO_SUCH_ID) },
  { method: 'GET', url: '/api/admin/applications/:id/documents/:documentId', access: 'admin', request: DOCUMENTS_API.adminFile(NO_SUCH_ID, NO_SUCH_ID) },
  { method: 'GET', url: API.adminDistributions, access: 'admin', readBy: BOTH },
  { method: 'POST', url: API.adminDistributions, access: 'admin', payload: { month_year: '1999-01', beneficiaries_count: 100000 } },
  { method: 'GET', url: API.adminDistributionOutlook, access: 'admin', request: `${API.adminDistributionOutlook}?month_year=2025-01` },
  { method: 'GET', url: '/api/admin/distributions/:id/preview', access: 'admin', request: API.adminDistributionPreview('00000000-0000-4000-8000-000000000000') },
  { method: 'POST', url: '/api/admin/distributions/:id/approval', access: 'admin', request: API.adminDistributionApproval('00000000-0000-4000-8000-000000000000') },
  { method: 'GET', url: '/api/admin/distributions/:id/allocations', access: 'admin', readBy: AUDITOR, request: API.adminAllocations('00000000-0000-4000-8000-000000000000') },
  { method: 'GET', url: API.adminPayouts, access: 'admin', readBy: AUDITOR },
  { method: 'GET', url: '/api/admin/payouts/:id/history', access: 'admin', readBy: AUDITOR, request: API.adminPayoutHistory('00000000-0000-4000-8000-000000000000') },
  { method: 'POST', url: '/api/admin/payouts/:id/moves', access: 'admin', request: API.adminPayoutMoves('00000000-0000-4000-8000-000000000000'), payload: { status: 'confirmed' } },
  { method: 'GET', url: API.myPayouts, access: 'member' },
  { method: 'POST', url: API.forgotPassword, access: 'public', payload: { email: 'nobody@example.org' } },
  { method: 'POST', url: API.resetPassword, access: 'public', payload: { token: 'x'.repeat(43), password: 'N3w!Passw0rd' } },
  { method: 'GET', url: API.referralSummary, access: 'member' },
  { method: 'GET', url: API.referrals, access: 'member' },
  { method: 'GET', url: API.referralInviter, access: 'public', request: `${API.referralInviter}?code=ZZZZ9999` },
  { method: 'GET', url: API.adminProducts, access: 'admin' },
  { method: 'POST', url: API.adminProducts, access: 'admin', payload: { name: 'Contract mug', price: '9.50', stock_quantity: 3, product_type: 'physical' } },
  { method: 'PUT', url: '/api/admin/products/:id', access: 'admin', payload: { name: 'Contract mug', price: '9.50', stock_quantity: 3, product_type: 'physical' }, request: API.adminProduct('00000000-0000-4000-8000-000000000000') },
  { method: 'DELETE', url: '/api/admin/products/:id', access: 'admin', request: API.adminProduct('00000000-0000-4000-8000-000000000000') },
  { method: 'GET', url: API.adminSubscriptions, access: 'admin' },
  { method: 'GET', url: API.adminSubscriptionCounts, access: 'admin' },
  { method: 'PUT', url: '/api/admin/subscriptions/:id', access: 'admin', payload: { status: 'active', monthly_amount: '10.00', next_billing_date: null }, request: API.adminSubscription(NO_SUCH_ID) },
  { method: 'DELETE', url: '/api/admin/subscriptions/:id', access: 'admin', request: API.adminSubscription(NO_SUCH_ID) },
  { method: 'GET', url: API.adminReviews, access: 'admin' },
  { method: 'PUT', url: '/api/admin/reviews/:id/approve', access: 'admin', request: API.adminReviewApprove(NO_SUCH_ID) },
  { method: 'PUT', url: '/api/admin/reviews/:id/reject', access: 'admin', request: API.adminReviewReject(NO_SUCH_ID) },
  { method: 'GET', url: API.adminSettings, access: 'admin' },
  { method: 'PUT', url: API.adminSettings, access: 'admin', payload: { goal: 1_000_000 } },
  { method: 'GET', url: ADMIN_LIMITS_API, access: 'admin' },
  { method: 'PUT', url: ADMIN_LIMITS_API, access: 'admin', payload: { application_approvals: null, distribution_cents: null, payouts_sent: null, payout_cents_sent: null } },
  { method: 'GET', url: AID_LIMITS_API, access: 'public' },
  { method: 'GET', url: ORGANISATION_API, access: 'admin' },
  { method: 'PUT', url: ORGANISATION_API, access: 'admin', payload: { legal_name: null, registration_number: null, address: null, support_email: null, support_phone: null, people: [] } },
  { method: 'GET', url: API.myPendingReviews, access: 'member' },
  { method: 'PUT', url: ADMIN_AID_LIMITS_API, access: 'admin', payload: { min_membership_days: null, payout_gap_months: null, yearly_cap_cents: null } },
  { method: 'GET', url: API.adminPhase, access: 'admin' },
  { method: 'POST', url: API.adminPhase, access: 'admin', payload: { to_phase: 2, goal: null } },
  { method: 'GET', url: API.adminPhaseInvitees, access: 'admin' },
  { method: 'POST', url: '/api/admin/phase/:id/approval', access: 'admin', request: API.adminPhaseApproval('00000000-0000-4000-8000-000000000000') },
  { method: 'POST', url: '/api/admin/phase/:id/withdrawal', access: 'admin', request: API.adminPhaseWithdrawal('00000000-0000-4000-8000-000000000000') },
  { method: 'PUT', url: API.adminCampaign, access: 'admin', payload: { ambassador_goal: 100, ambassador_deadline: null } },
  { method: 'GET', url: API.adminAudit, access: 'admin' },
  { method: 'GET', url: API.storeProducts, access: 'member' },
  { method: 'GET', url: API.adminSubscribers, access: 'admin' },
  { method: 'GET', url: API.adminSubscriberCounters, access: 'admin' },
  { method: 'GET', url: API.adminSubscribersByState, access: 'admin' },
  { method: 'GET', url: API.adminSubscribersByCountry, access: 'admin' },
  { method: 'GET', url: API.adminSubscribersCsv, access: 'admin' },
  { method: 'GET', url: '/api/admin/subscribers/:id', access: 'admin', request: API.adminSubscriber('00000000-0000-4000-8000-000000000000') },
  { method: 'PUT', url: '/api/admin/subscribers/:id/verified', access: 'admin', payload: { verified: true }, request: API.adminSubscriberVerified('00000000-0000-4000-8000-000000000000') },
  { method: 'DELETE', url: '/api/admin/subscribers/:id', access: 'admin', request: API.adminSubscriber('00000000-0000-4000-8000-000000000000') },
  { method: 'GET', url: CONTACT_API.form, access: 'public' },
  { method: 'POST', url: CONTACT_API.send, access: 'public', payload: { name: 'Contract test', email: 'contract@example.org', topic: 'other', message: 'Sent by the API contract test.', form_token: '' } },
  { method: 'GET', url: CONTACT_API.inbox, access: 'admin' },
  { method: 'GET', url: CONTACT_API.admins, access: 'admin' },
  { method: 'GET', url: '/api/admin/messages/:id', access: 'admin', request: CONTACT_API.message(NO_SUCH_ID) },
  { method: 'PUT', url: '/api/admin/messages/:id/assignee', access: 'admin', payload: { admin_id: null }, request: CONTACT_API.assignee(NO_SUCH_ID) },
  { method: 'PUT', url: '/api/admin/messages/:id/status', access: 'admin', payload: { status: 'closed' }, request: CONTACT_API.status(NO_SUCH_ID) },
  { method: 'POST', url: '/api/admin/messages/:id/replies', access: 'admin', payload: { body: 'Contract answer' }, request: CONTACT_API.replies(NO_SUCH_ID) },
  { method: 'GET', url: LEDGER_API.entries, access: 'admin', readBy: BOTH },
  { method: 'GET', url: CHARGES_API.list, access: 'admin', readBy: AUDITOR },
  { method: 'GET', url: PAYMENTS_API.unmatchedEvents, access: 'admin', readBy: AUDITOR },
  { method: 'GET', url: '/api/admin/ledger/months/:month', access: 'admin', readBy: BOTH, request: LEDGER_API.monthTotals('1999-01') },
  { method: 'GET', url: LEDGER_API.members, access: 'admin', request: `${LEDGER_API.members}?q=nobody%40example.org` },
  { method: 'POST', url: LEDGER_API.recordedPayments, access: 'admin', payload: { member: 'nobody@example.org', month: '1999-01', amount: '1', currency: 'USD', method: 'cash', reference: 'contract' } },
  { method: 'POST', url: LEDGER_API.recordedPaymentChecks, access: 'admin', payload: { member: 'nobody@example.org', month: '1999-01', amount: '1', currency: 'USD', method: 'cash', reference: 'contract' } },
  { method: 'POST', url: '/api/admin/ledger/entries/:id/corrections', access: 'admin', payload: {}, request: LEDGER_API.corrections(NO_SUCH_ID) },
  { method: 'GET', url: CONTRIBUTIONS_API.mine, access: 'member' },
  { method: 'GET', url: '/api/me/statements/:year.pdf', access: 'member', request: CONTRIBUTIONS_API.myStatement(2025) },
  { method: 'GET', url: '/api/admin/members/:id/statements/:year.pdf', access: 'admin', request: CONTRIBUTIONS_API.memberStatement(NO_SUCH_ID, 2025) },
  { method: 'GET', url: PAYMENTS_API.myPledge, access: 'member' },
  { method: 'POST', url: PAYMENTS_API.setup, access: 'member', payload: { monthly_amount: '10', method: 'bank', cover_fee: false } },
  { method: 'POST', url: PAYMENTS_API.stripeWebhook, access: 'public', payload: { id: 'evt_contract' } },
  { method: 'GET', url: PLEDGE_MANAGE_API.state, access: 'member' },
  { method: 'PUT', url: PLEDGE_MANAGE_API.amount, access: 'member', payload: { monthly_amount: '12' } },
  { method: 'PUT', url: PLEDGE_MANAGE_API.designation, access: 'member', payload: { zakat_percent: 50 } },
  { method: 'POST', url: PLEDGE_MANAGE_API.pause, access: 'member', payload: { months: 1 } },
  { method: 'POST', url: PLEDGE_MANAGE_API.resume, access: 'member' },
  { method: 'POST', url: PLEDGE_MANAGE_API.cancel, access: 'member' },
  { method: 'POST', url: PLEDGE_MANAGE_API.linkState, access: 'public', payload: { token: 'contract' } },
  { method: 'POST', url: PLEDGE_MANAGE_API.linkPause, access: 'public', payload: { token: 'contract', months: 1 } },
  { method: 'POST', url: PLEDGE_MANAGE_API.linkCancel, access: 'public', payload: { token: 'contract' } },
  { method: 'GET', url: REPORTS_API.months, access: 'public' },
  { method: 'GET', url: '/api/transparency/months/:month.json', access: 'public', request: REPORTS_API.monthJson('1999-01') },
  { method: 'GET', url: '/api/transparency/months/:month.csv', access: 'public', request: REPORTS_API.monthCsv('1999-01') },
  { method: 'POST', url: REPORTS_API.proof, access: 'public', payload: { code: '0000-0000-0000-0000' } },
  { method: 'GET', url: QUEUE_API.publicQueue, access: 'public' },
  { method: 'GET', url: QUEUE_API.myQueueEstimate, access: 'member' },
  { method: 'GET', url: QUEUE_API.myNotes, access: 'member' },
  { method: 'POST', url: QUEUE_API.myNotes, access: 'member', payload: { body: 'Written by the API contract test.' } },
  { method: 'GET', url: QUEUE_API.receivedNotes, access: 'member' },
  { method: 'GET', url: QUEUE_API.adminNotes, access: 'admin' },
  { method: 'PUT', url: '/api/admin/notes/:id/approve', access: 'admin', request: QUEUE_API.adminNoteApprove(NO_SUCH_ID) },
  { method: 'PUT', url: '/api/admin/notes/:id/reject', access: 'admin', request: QUEUE_API.adminNoteReject(NO_SUCH_ID) },
  { method: 'GET', url: OVERSIGHT_API.months, access: 'oversight' },
  { method: 'POST', url: '/api/oversight/months/:id/attestations', access: 'oversight', payload: { role: 'shariah_board', verdict: 'concern' }, request: OVERSIGHT_API.attestations(NO_SUCH_ID) },
  { method: 'GET', url: OVERSIGHT_API.adminConcerns, access: 'admin' },
  { method: 'GET', url: OVERSIGHT_API.adminRoles, access: 'admin' },
  { method: 'POST', url: OVERSIGHT_API.adminRoleChanges, access: 'admin', payload: { email: 'nobody@example.org', role: 'auditor', change: 'revoke' } },
  { method: 'POST', url: '/api/admin/oversight/role-changes/:id/approval', access: 'admin', request: OVERSIGHT_API.adminRoleChangeApproval(NO_SUCH_ID) },
];

let t: TestApp;
const people = {} as Record<Exclude<Who, 'visitor'>, TestMember>;
beforeAll(async () => {
  t = await createTestApp();
  people.member = await createMember(t, { verified: false });
  people.otherMember = await createMember(t);
  people.admin = await createMember(t, { admin: true });
  for (const [who, role] of [['board', 'shariah_board'], ['auditor', 'auditor']] as const) {
    const m = await createMember(t);
    await t.services.roles.applyFromCli({ email: m.email, role, change: 'grant', display_name: `Contract ${who}` });
    m.twoStepSecret = (await enrollTwoStep(t, m.cookie)).secret;
    people[who] = m;
  }
});
afterAll(async () => t.close());

describe('API contract', () => {
  it('declares an access level on every route and tests each one here', () => {
    const apiRoutes = [...t.app.routeAccess.keys()].filter((k) => k.includes(' /api/') && !k.startsWith('HEAD') && !k.endsWith('/api/*'));
    const tested = ROUTES.map((r) => `${r.method} ${r.url}`).concat(`GET ${API.statsStream}`);
    expect(apiRoutes.sort()).toEqual(tested.sort());
  });

  it('lists every route with its access level in /api/openapi.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: API.openapi })).json();
    for (const route of ROUTES.filter((r) => r.url !== API.openapi)) {
      const openapiPath = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[openapiPath]?.[route.method.toLowerCase()]?.['x-access'], `${route.method} ${route.url}`).toBe(route.access);
    }
    expect(doc.paths[API.statsStream].get['x-access']).toBe('public');
  });

  /** A signer passes member and oversight routes, and an admin route only to read one opened to their role. */
  const signerMay = (route: (typeof ROUTES)[number], who: Signer) =>
    route.access !== 'admin' || (route.readBy?.includes(who) ?? false);

  /** Signing an admin in again waits for a new two-step code, so it is done only when the session ended. */
  const stillSignedIn = async (person: { email: string; cookie: string }) =>
    (await t.app.inject({ method: 'GET', url: API.session, headers: { cookie: person.cookie } })).json().user?.email === person.email;

  it.each(ROUTES)('$method $url enforces $access access for visitors, members, admins and signers', async (route) => {
    const expected: Record<Who, (status: number) => boolean> = {
      visitor: (s) => (route.access === 'public' ? s !== 401 && s !== 403 : s === 401),
      member: (s) => (route.access === 'admin' || route.access === 'oversight' ? s === 403 : s !== 401 && s !== 403),
      otherMember: (s) => (route.access === 'admin' || route.access === 'oversight' ? s === 403 : s !== 401 && s !== 403),
      admin: (s) => (route.access === 'oversight' ? s === 403 : s !== 401 && s !== 403),
      board: (s) => signerMay(route, 'board') === (s !== 401 && s !== 403),
      auditor: (s) => signerMay(route, 'auditor') === (s !== 401 && s !== 403),
    };
    for (const who of ['visitor', 'member', 'otherMember', 'admin', 'board', 'auditor'] as const) {
      const headers = { ...route.headers, ...(who !== 'visitor' && { cookie: people[who].cookie }) };
      const payload = typeof route.payload === 'function' ? route.payload() : route.payload;
      const res = await t.app.inject({ method: route.method as 'GET', url: route.request ?? route.url, headers, ...(payload && { payload }) });
      expect(expected[who](res.statusCode), `${who} got ${res.statusCode}: ${res.body}`).toBe(true);
      if ([API.logout, API.login, API.adminLogin].some((url) => url === route.url) && who !== 'visitor' && !(await stillSignedIn(people[who]))) {
        // Logging out ended that session, and signing in replaced it; sign back in for the next routes.
        people[who].cookie = await signIn(t, people[who]);
      }
    }
  }, 90_000);

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('refuses to start when a route does not declare its access (default deny)', async () => {
    const app = await pageServer();
    await app.after();
    expect(() => app.get('/api/undeclared', async () => 'open')).toThrow(/does not declare config.access/);
    await app.close();
  });

  it('leaves an up-to-date database untouched on a second start', async () => {
    expect(await migrateToLatest(t.db.kysely)).toEqual([]);
  });
});

describe('serving the app', () => {
  it('sends screens with their own title, and unknown paths with status 404', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
    writeFileSync(path.join(dir, 'index.html'), '<html><head><title>x</title><meta name="description" content="" /></head><body></body></html>');
    const app = await pageServer();
    await app.register(spaPlugin, { clientDir: dir, publicUrl: 'http://localhost:3000', readSite: async () => ({ support_email: null, support_phone: null, chat_url: null, website_url: null, address: 'Somewhere', public_url: 'http://localhost:3000', organisation: { legal_name: null, registration_number: null, postal_address: null, people: [] } }) });
    const home = await app.inject({ method: 'GET', url: '/transparency?x=1' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Transparency reports | Riba-Free Community</title>');
    const missing = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page not found');
    await app.close();
  });
});
