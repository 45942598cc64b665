import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { todayIso } from '../../../shared/domain/dates';
import { addMonthsIso } from '../../../shared/domain/pledge-rules';
import { PAYMENTS_API } from '../../../shared/payments-api';
import { PLEDGE_MANAGE_API, type PledgeManageState } from '../../../shared/pledge-manage-api';
import { createMember, expectLimitedAfter, type TestMember } from '../../../../test/support/api-harness';
import { setPhase } from '../../../../test/support/phase';
import { createTestAppWithStripe } from '../../../../test/support/fake-stripe-harness';
import { issuePledgeLink, PLEDGE_LINK_LIFETIME_MS } from '../payments/pledge-link-token';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: Awaited<ReturnType<typeof createTestAppWithStripe>>;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestAppWithStripe({ RATE_LIMIT_PLEDGE_LINK: '1000/900' });
  admin = await createMember(t, { admin: true });
});
afterAll(async () => t.close());

beforeEach(async () => setPhase(t, 2));

const today = todayIso();
const pledgeOf = (m: TestMember) => t.db.kysely.selectFrom('subscriptions').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
const profileStatus = async (m: TestMember) =>
  (await t.db.kysely.selectFrom('profiles').select('subscription_status').where('id', '=', m.id).executeTakeFirstOrThrow()).subscription_status;
const as = (m: TestMember | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(m && { headers: { cookie: m.cookie } }), ...(payload && { payload }) });
const stateOf = async (m: TestMember) => (await as(m, 'GET', PLEDGE_MANAGE_API.state)).json() as PledgeManageState;

/** A member whose pledge is set up through the fake provider: active, first charged today. */
async function activeMember(amount = '10', method = 'bank'): Promise<TestMember> {
  const m = await createMember(t);
  const { url } = (await as(m, 'POST', PAYMENTS_API.setup, { monthly_amount: amount, method, cover_fee: method === 'card' })).json() as { url: string };
  await t.fake.complete(/\/checkout\/pay\/([^/?]+)/.exec(url)?.[1] ?? '');
  expect((await pledgeOf(m)).status).toBe('active');
  return m;
}

async function contributed(m: TestMember, months: string[]) {
  for (const month of months) {
    await t.services.ledger.append(t.db.kysely, { kind: 'contribution', amount_cents: 1000, currency: 'USD', settled_cents: 1000, month, member_id: m.id, source: 'stripe', reference: `ch_${m.id}_${month}` });
  }
}

describe('access', () => {
  it('answers visitors 401 on every signed-in route, and each member reads and changes only their own pledge', async () => {
    const routes = [
      ['GET', PLEDGE_MANAGE_API.state, undefined],
      ['PUT', PLEDGE_MANAGE_API.amount, { monthly_amount: '20' }],
      ['POST', PLEDGE_MANAGE_API.pause, { months: 1 }],
      ['POST', PLEDGE_MANAGE_API.resume, undefined],
      ['POST', PLEDGE_MANAGE_API.cancel, undefined],
    ] as const;
    for (const [method, url, payload] of routes) expect((await as(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);

    const mine = await activeMember();
    const other = await activeMember('15');
    expect((await as(mine, 'POST', PLEDGE_MANAGE_API.pause, { months: 1 })).statusCode).toBe(200);
    expect((await pledgeOf(mine)).status).toBe('paused');
    expect((await pledgeOf(other)).status).toBe('active');
    expect((await stateOf(other)).status).toBe('active');
    // Nothing in a body can name another member.
    expect((await as(other, 'PUT', PLEDGE_MANAGE_API.amount, { monthly_amount: '30', user_id: mine.id })).statusCode).toBe(400);
    // An admin manages their own pledge here like any member; other members' pledges are edited in /admin/subscriptions.
    expect((await as(admin, 'GET', PLEDGE_MANAGE_API.state)).statusCode).toBe(200);
  });
});

describe('changing the amount', () => {
  it('applies from the next charge: the pledge and the saved method change, the billing day does not', async () => {
    const m = await activeMember('10', 'card');
    const before = await pledgeOf(m);
    const res = await as(m, 'PUT', PLEDGE_MANAGE_API.amount, { monthly_amount: '25.50' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Your monthly amount is changed. It applies from your next charge.', state: { monthly_amount_cents: 2550, status: 'active' } });
    const after = await pledgeOf(m);
    expect(after).toMatchObject({ monthly_amount_cents: 2550, next_billing_date: before.next_billing_date, status: 'active' });
    const method = await t.db.kysely.selectFrom('pledge_payment_methods').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
    // The member covers the card fee, so the charge is the new amount plus its estimated fee.
    expect(Number(method.charge_amount_cents)).toBeGreaterThan(2550);
  });

  it.each([
    [{ monthly_amount: '9.99' }, 'The monthly pledge is at least $10'],
    [{ monthly_amount: '10.001' }, 'Monthly amount can have at most 2 decimals'],
    [{ monthly_amount: 'ten' }, 'Monthly amount must be a number'],
    [{}, 'Monthly amount is required'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const m = await activeMember();
    const res = await as(m, 'PUT', PLEDGE_MANAGE_API.amount, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ monthly_amount: message });
    expect(Number((await pledgeOf(m)).monthly_amount_cents)).toBe(1000);
  });

  it('refuses a pledge that is not set up yet, or cancelled', async () => {
    const pending = await createMember(t);
    expect((await as(pending, 'PUT', PLEDGE_MANAGE_API.amount, { monthly_amount: '20' })).json().error.message).toBe('Your pledge is not set up yet.');
    const cancelled = await activeMember();
    await as(cancelled, 'POST', PLEDGE_MANAGE_API.cancel);
    const res = await as(cancelled, 'PUT', PLEDGE_MANAGE_API.amount, { monthly_amount: '20' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Your pledge is cancelled. You can set up a new one at any time.');
  });
});

describe('changing the payment method', () => {
  it('keeps a paused pledge paused with its billing date when a new method is saved, and the old one until then', async () => {
    const m = await activeMember();
    const oldMethod = (await t.db.kysely.selectFrom('pledge_payment_methods').select('payment_method_id').where('user_id', '=', m.id).executeTakeFirstOrThrow()).payment_method_id;
    await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months: 2 });
    const paused = await pledgeOf(m);
    const { url } = (await as(m, 'POST', PAYMENTS_API.setup, { monthly_amount: '10', method: 'card', cover_fee: false })).json() as { url: string };
    const sessionId = /\/checkout\/pay\/([^/?]+)/.exec(url)?.[1] ?? '';
    const methodNow = async () => (await t.db.kysely.selectFrom('pledge_payment_methods').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow());
    expect((await methodNow()).payment_method_id).toBe(oldMethod);
    await t.fake.complete(sessionId);
    expect((await methodNow())).toMatchObject({ method_type: 'card' });
    expect((await methodNow()).payment_method_id).not.toBe(oldMethod);
    expect(await pledgeOf(m)).toMatchObject({ status: 'paused', next_billing_date: paused.next_billing_date, paused_until: paused.paused_until });
    expect(await profileStatus(m)).toBe('paused');
  });
});

describe('pausing for hardship', () => {
  it.each([1, 2, 3] as const)('pauses for %i month(s), moving the next charge past the pause and keeping the place in the queue', async (months) => {
    const m = await activeMember();
    await as(m, 'POST', API.applications, { reason: 'A medical emergency left us with bills we cannot pay this month without borrowing.', eligibility_confirmed: true, ...ASKED_FOR });
    const before = await pledgeOf(m);
    const queueBefore = (await as(m, 'GET', API.beneficiaryStatus)).json();
    const res = await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months });
    expect(res.statusCode).toBe(200);
    const until = addMonthsIso(today, months);
    expect(res.json()).toMatchObject({ message: 'Your pledge is paused.', state: { status: 'paused', paused_from: today, paused_until: until, next_billing_date: until, can_pause: false, can_resume: true } });
    const after = await pledgeOf(m);
    expect(after).toMatchObject({ status: 'paused', paused_from: today, paused_until: until, created_at: before.created_at, start_date: before.start_date });
    expect(await profileStatus(m)).toBe('paused');
    expect((await as(m, 'GET', API.beneficiaryStatus)).json()).toEqual(queueBefore);
  });

  it.each([[0], [4], [1.5], ['2']])('refuses %j months with "Please choose 1, 2 or 3 months"', async (months) => {
    const m = await activeMember();
    const res = await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ months: 'Please choose 1, 2 or 3 months' });
    expect((await pledgeOf(m)).status).toBe('active');
  });

  it('refuses a second pause while paused, a pending pledge and a cancelled one', async () => {
    const m = await activeMember();
    await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months: 3 });
    const again = await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Your pledge is already paused.');
    expect((await pledgeOf(m)).paused_until).toBe(addMonthsIso(today, 3));
    expect((await as(await createMember(t), 'POST', PLEDGE_MANAGE_API.pause, { months: 1 })).json().error.message).toBe('Your pledge is not set up yet.');
  });

  it('allows one pause in 12 months, counted from the end of the last one', async () => {
    const m = await activeMember();
    await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months: 1 });
    await as(m, 'POST', PLEDGE_MANAGE_API.resume);
    const refused = await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('A pledge can be paused once in 12 months, counted from the end of the last pause.');
    expect(await stateOf(m)).toMatchObject({ can_pause: false, next_pause_on: addMonthsIso(today, 12) });
    // The last pause ended a year and a day ago: a new one may start.
    await t.db.kysely.updateTable('subscriptions').set({ paused_until: addMonthsIso(today, -12) }).where('user_id', '=', m.id).execute();
    expect(await stateOf(m)).toMatchObject({ can_pause: true, next_pause_on: null });
    expect((await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months: 2 })).statusCode).toBe(200);
  });
});

describe('resuming', () => {
  it('resumes early at any time: active again, charged from the first billing day from today', async () => {
    const m = await activeMember();
    await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months: 2 });
    const res = await as(m, 'POST', PLEDGE_MANAGE_API.resume);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Your pledge is active again.', state: { status: 'active', next_billing_date: today, paused_until: null, can_resume: false } });
    expect(await pledgeOf(m)).toMatchObject({ status: 'active', next_billing_date: today, paused_until: today });
    expect(await profileStatus(m)).toBe('active');
  });

  it('refuses to resume a pledge that is not paused', async () => {
    const m = await activeMember();
    const res = await as(m, 'POST', PLEDGE_MANAGE_API.resume);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Your pledge is not paused.');
  });

  it('resumeDuePauses(today) ends every pause due by today, once, and leaves the others', async () => {
    const due = await activeMember();
    const notYet = await activeMember();
    await as(due, 'POST', PLEDGE_MANAGE_API.pause, { months: 1 });
    await as(notYet, 'POST', PLEDGE_MANAGE_API.pause, { months: 1 });
    const ends = addMonthsIso(today, 1);
    // Its pause was due to end today: the daily run finds it; the other ends in a month.
    await t.db.kysely.updateTable('subscriptions').set({ paused_until: today }).where('user_id', '=', due.id).execute();

    await t.services.pledgeManage.resumeDuePauses(today);
    expect(await pledgeOf(due)).toMatchObject({ status: 'active', paused_until: today, next_billing_date: today });
    expect(await profileStatus(due)).toBe('active');
    expect((await pledgeOf(notYet)).status).toBe('paused');
    expect(await t.services.pledgeManage.resumeDuePauses(today)).toBe(0);
    expect(await t.services.pledgeManage.resumeDuePauses(ends)).toBeGreaterThanOrEqual(1);
    expect(await pledgeOf(notYet)).toMatchObject({ status: 'active', paused_until: ends, next_billing_date: ends });
  });

  it('ends a pause that is due when the member reads their pledge, even if no daily run came by', async () => {
    const m = await activeMember();
    await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months: 1 });
    await t.db.kysely.updateTable('subscriptions').set({ paused_until: today, next_billing_date: today }).where('user_id', '=', m.id).execute();
    expect(await stateOf(m)).toMatchObject({ status: 'active', next_billing_date: today });
  });
});

describe('cancelling', () => {
  it('cancels at any time, paused or not; nothing more is due, and a new set-up starts the same pledge again', async () => {
    const m = await activeMember();
    await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months: 1 });
    const before = await pledgeOf(m);
    const res = await as(m, 'POST', PLEDGE_MANAGE_API.cancel);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Your pledge is cancelled. Nothing more will be charged.', state: { status: 'cancelled', next_billing_date: null, can_cancel: false, can_pause: false } });
    expect(await pledgeOf(m)).toMatchObject({ status: 'cancelled', next_billing_date: null, paused_until: today });
    expect((await pledgeOf(m)).cancelled_at).not.toBeNull();
    expect(await profileStatus(m)).toBe('cancelled');
    expect((await as(m, 'POST', PLEDGE_MANAGE_API.cancel)).statusCode).toBe(409);

    const { url } = (await as(m, 'POST', PAYMENTS_API.setup, { monthly_amount: '12', method: 'bank', cover_fee: false })).json() as { url: string };
    await t.fake.complete(/\/checkout\/pay\/([^/?]+)/.exec(url)?.[1] ?? '');
    expect(await pledgeOf(m)).toMatchObject({ id: before.id, created_at: before.created_at, status: 'active', monthly_amount_cents: 1200, next_billing_date: today, cancelled_at: null });
    expect(await profileStatus(m)).toBe('active');
  });
});

describe('each change is confirmed by e-mail', () => {
  const longDay = (day: string, locale = 'en-US') => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const subjects = async (m: TestMember) => {
    await t.services.tasks.idle();
    return t.mailsTo(m.email).map((mail) => mail.subject);
  };
  const mailAbout = async (m: TestMember, subject: string) => {
    await t.services.tasks.idle();
    const found = t.mailsTo(m.email).filter((mail) => mail.subject === subject);
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  it('confirms the set-up, an amount change, a pause, a resume and a cancellation, each saying what it changes', async () => {
    const m = await activeMember();
    const setUp = await mailAbout(m, 'Your pledge is set up');
    expect(setUp.text).toMatch(/pledge of USD\s10\.00 a month is running/);
    expect(setUp.text).toContain(`Your next charge is USD\u00a010.00 on ${longDay(today)}.`);

    await as(m, 'PUT', PLEDGE_MANAGE_API.amount, { monthly_amount: '25' });
    const amount = await mailAbout(m, 'Your monthly amount is changed');
    expect(amount.text).toMatch(/changes from USD\s10\.00 to USD\s25\.00, from the next charge on/);

    await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months: 1 });
    expect((await mailAbout(m, 'Your pledge is paused')).text).toContain(`Charging resumes on ${longDay(addMonthsIso(today, 1))}`);

    await as(m, 'POST', PLEDGE_MANAGE_API.resume);
    const resumed = await mailAbout(m, 'Your pledge is running again');
    expect(resumed.text).toMatch(/pledge of USD\s25\.00 a month is running again/);
    expect(resumed.text).toContain(`on ${longDay((await pledgeOf(m)).next_billing_date!)}.`);

    await as(m, 'POST', PLEDGE_MANAGE_API.cancel);
    expect((await mailAbout(m, 'Your pledge is cancelled')).text).toMatch(/Your pledge of USD\s25\.00 a month is cancelled\. Nothing more will be taken\./);
  });

  it('writes nothing for a change refused or one that changes nothing', async () => {
    const m = await activeMember();
    const before = await subjects(m);
    await as(m, 'PUT', PLEDGE_MANAGE_API.amount, { monthly_amount: '10' });
    await as(m, 'POST', PLEDGE_MANAGE_API.resume);
    expect(await subjects(m)).toEqual(before);
  });

  it('writes in the member’s language', async () => {
    const m = await activeMember();
    await t.db.kysely.updateTable('profiles').set({ locale: 'fr-CA' }).where('id', '=', m.id).execute();
    await as(m, 'POST', PLEDGE_MANAGE_API.cancel);
    await t.services.tasks.idle();
    const mail = t.mailsTo(m.email).at(-1)!;
    expect(mail.subject).toBe('Votre engagement est annulé');
    expect(mail.text).toContain('Rien de plus ne sera prélevé.');
  });
});

describe('eligibility follows the pledge', () => {
  const REASON = 'A medical emergency left us with bills we cannot pay this month without borrowing.';
  async function applicationOf(m: TestMember): Promise<string> {
    return (await as(m, 'POST', API.applications, { reason: REASON, eligibility_confirmed: true, ...ASKED_FOR })).json().application.id;
  }
  const approve = (id: string) => as(admin, 'PUT', API.adminApprove(id));

  it('does not apply in Phase 1: an application is approved with no contribution', async () => {
    await setPhase(t, 1);
    const m = await createMember(t);
    expect((await stateOf(m)).eligibility).toMatchObject({ applies: false, eligible: true, required_months: 12 });
    expect((await approve(await applicationOf(m))).statusCode).toBe(200);
  });

  it('in Phase 2 refuses a member whose pledge has not started, and one with no settled contribution', async () => {
    const pending = await createMember(t);
    const refused = await approve(await applicationOf(pending));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This member cannot be approved yet: their pledge has not started.');

    const m = await activeMember();
    const id = await applicationOf(m);
    const noMoney = await approve(id);
    expect(noMoney.json().error.message).toBe('This member cannot be approved yet: no contribution of theirs has settled.');
    expect((await t.db.kysely.selectFrom('beneficiaries').select('reviewed_at').where('id', '=', id).executeTakeFirstOrThrow()).reviewed_at).toBeNull();

    await contributed(m, ['2026-01']);
    expect((await stateOf(m)).eligibility).toMatchObject({ applies: true, eligible: true, reason: 'keeping', contributed_months: 1 });
    expect((await approve(id)).statusCode).toBe(200);
  });

  it('lets an admin reject whatever the rule says', async () => {
    const m = await createMember(t);
    const id = await applicationOf(m);
    expect((await approve(id)).statusCode).toBe(409);

    expect((await as(admin, 'PUT', API.adminReject(id))).statusCode).toBe(200);
    const application = await t.db.kysely.selectFrom('beneficiaries').select(['approved', 'reviewed_by', 'reviewed_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(application).toMatchObject({ approved: 0, reviewed_by: admin.id });
    expect(application.reviewed_at).not.toBeNull();
    const audit = await t.db.kysely.selectFrom('audit_log').select(['action', 'actor_id']).where('entity_type', '=', 'application').where('entity_id', '=', id).execute();
    expect(audit).toEqual([{ action: 'reject', actor_id: admin.id }]);
  });

  it('counts months, not rows, and not months a refund or correction cancels; a pause neither counts nor resets', async () => {
    const m = await activeMember();
    await contributed(m, ['2026-01', '2026-02']);
    await t.services.ledger.append(t.db.kysely, { kind: 'recorded_payment', amount_cents: 1000, currency: 'USD', settled_cents: 1000, month: '2026-02', member_id: m.id, source: 'recorded', reference: `cash_${m.id}`, method: 'cash' });
    await t.services.ledger.append(t.db.kysely, { kind: 'contribution', amount_cents: 1000, currency: 'USD', settled_cents: 1000, month: '2026-03', member_id: m.id, source: 'stripe', reference: `ch_${m.id}_march` });
    await t.services.ledger.append(t.db.kysely, { kind: 'refund', amount_cents: -1000, currency: 'USD', settled_cents: -1000, month: '2026-03', member_id: m.id, source: 'stripe', reference: `re_${m.id}_march` });
    expect((await stateOf(m)).eligibility.contributed_months).toBe(2);
    await as(m, 'POST', PLEDGE_MANAGE_API.pause, { months: 3 });
    expect((await stateOf(m)).eligibility).toMatchObject({ eligible: true, contributed_months: 2 });
  });

  it('removes eligibility when the pledge is cancelled before 12 months, keeps it after 12, and counts earlier months after a new start', async () => {
    const early = await activeMember();
    await contributed(early, ['2026-01', '2026-02', '2026-03']);
    const id = await applicationOf(early);
    await as(early, 'POST', PLEDGE_MANAGE_API.cancel);
    expect((await stateOf(early)).eligibility).toMatchObject({ eligible: false, reason: 'cancelled_early', contributed_months: 3 });
    const refused = await approve(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This member cannot be approved: they cancelled their pledge before completing 12 months.');
    const { url } = (await as(early, 'POST', PAYMENTS_API.setup, { monthly_amount: '10', method: 'bank', cover_fee: false })).json() as { url: string };
    await t.fake.complete(/\/checkout\/pay\/([^/?]+)/.exec(url)?.[1] ?? '');
    expect((await stateOf(early)).eligibility).toMatchObject({ eligible: true, contributed_months: 3 });

    const kept = await activeMember();
    await contributed(kept, Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`));
    await as(kept, 'POST', PLEDGE_MANAGE_API.cancel);
    expect((await stateOf(kept)).eligibility).toMatchObject({ eligible: true, reason: 'fulfilled', contributed_months: 12 });
    expect((await approve(await applicationOf(kept))).statusCode).toBe(200);
  });
});

describe('the signed link', () => {
  const link = (m: TestMember, now = Date.now()) => issuePledgeLink(t.config.authSecret, m.id, now);
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('shows and pauses the pledge it names, without signing in', async () => {
    const m = await activeMember();
    const state = await post(PLEDGE_MANAGE_API.linkState, { token: link(m) });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ status: 'active', can_pause: true, can_cancel: true, eligibility: { required_months: 12 } });
    const res = await post(PLEDGE_MANAGE_API.linkPause, { token: link(m), months: 2 });
    expect(res.statusCode).toBe(200);
    expect(await pledgeOf(m)).toMatchObject({ status: 'paused', paused_until: addMonthsIso(today, 2) });
  });

  it('cancels the pledge it names, with the same rules', async () => {
    const m = await activeMember();
    expect((await post(PLEDGE_MANAGE_API.linkCancel, { token: link(m) })).statusCode).toBe(200);
    expect((await pledgeOf(m)).status).toBe('cancelled');
    const again = await post(PLEDGE_MANAGE_API.linkCancel, { token: link(m) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Your pledge is cancelled. You can set up a new one at any time.');
  });

  it('refuses an expired link with its own message', async () => {
    const m = await activeMember();
    const old = link(m, Date.now() - PLEDGE_LINK_LIFETIME_MS - 1000);
    for (const [url, extra] of [[PLEDGE_MANAGE_API.linkState, {}], [PLEDGE_MANAGE_API.linkPause, { months: 1 }], [PLEDGE_MANAGE_API.linkCancel, {}]] as const) {
      const res = await post(url, { token: old, ...extra });
      expect(res.statusCode, url).toBe(410);
      expect(res.json().error).toEqual({ code: 'link_expired', message: 'This link has expired. Sign in to manage your pledge, or use the link in your latest receipt.' });
    }
    expect((await pledgeOf(m)).status).toBe('active');
  });

  it('refuses a forged link, and a link changed to name another member acts on no one', async () => {
    const victim = await activeMember();
    const attacker = await activeMember();
    const [, expiresAt, mac] = link(attacker).split('.');
    const forgeries = [`${victim.id}.${expiresAt}.${mac}`, issuePledgeLink('x'.repeat(64), victim.id), 'nonsense', `${victim.id}.${expiresAt}`];
    for (const token of forgeries) {
      for (const [url, extra] of [[PLEDGE_MANAGE_API.linkState, {}], [PLEDGE_MANAGE_API.linkPause, { months: 1 }], [PLEDGE_MANAGE_API.linkCancel, {}]] as const) {
        const res = await post(url, { token, ...extra });
        expect(res.statusCode, `${url} ${token}`).toBe(400);
        expect(res.json().error.code).toBe('link_invalid');
      }
    }
    expect((await pledgeOf(victim)).status).toBe('active');
    expect((await pledgeOf(attacker)).status).toBe('active');
    // A body cannot add a member to act on.
    expect((await post(PLEDGE_MANAGE_API.linkCancel, { token: link(attacker), user_id: victim.id })).statusCode).toBe(400);
    expect((await pledgeOf(victim)).status).toBe('active');
  });

  it('refuses a link of an account closed since', async () => {
    const m = await activeMember();
    const token = link(m);
    await t.db.kysely.deleteFrom('users').where('id', '=', m.id).execute();
    expect((await post(PLEDGE_MANAGE_API.linkState, { token })).statusCode).toBe(400);
  });

  it('limits requests per address', async () => {
    const limited = await createTestAppWithStripe({ RATE_LIMIT_PLEDGE_LINK: '2/900' });
    try {
      const send = () => limited.app.inject({ method: 'POST', url: PLEDGE_MANAGE_API.linkState, payload: { token: 'nonsense' } });
      await expectLimitedAfter(send, 2, 400);
    } finally {
      await limited.close();
    }
  });
});
