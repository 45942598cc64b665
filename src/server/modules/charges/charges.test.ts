import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIso } from '../../../shared/domain/dates';
import { CHARGES_API, type AdminCharge } from '../../../shared/charges-api';
import { PLEDGE_MANAGE_API } from '../../../shared/pledge-manage-api';
import { PAYMENTS_API } from '../../../shared/payments-api';
import { createMember, expectAdminOnly, signIn, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { setPhase } from '../../../../test/support/phase';
import { createTestAppWithStripe } from '../../../../test/support/fake-stripe-harness';
import { FAKE_CAD_TO_USD } from '../../../../test/support/fake-stripe';
import { buildApp } from '../../app';
import { openInfrastructure } from '../../infrastructure';
import type { TableQueue } from '../../jobs/table-queue';
import { checkPledgeLink } from '../payments/pledge-link-token';
import { addDays, addMonth } from './billing-calendar';
import { CONTRIBUTIONS_API } from '../../../shared/contributions-api';
import { settlementWindowEnd } from '../distributions/settlement-window';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const TORONTO = { country: 'CA', city: 'Toronto', state: 'Ontario', postal_code: 'M5V 3L9' };
const DAY_MS = 24 * 60 * 60 * 1000;

/** The table runner the harness uses (JOB_QUEUE=manual): jobs run only here, at the instant a test names. */
const runnerOf = (t: TestApp) => {
  const jobs = t.services.jobs;
  if (jobs.kind !== 'table' || !('runDue' in jobs)) throw new Error('the tests drive the table runner');
  return jobs as TableQueue;
};

/**
 * A billing day: the daily run for `at`'s day, then every job due at `at` (charges, retries, e-mails).
 * The daily job itself runs once per day per app; the first test goes through it.
 */
async function billingDay(t: TestApp, at: Date) {
  await t.services.charges.runDaily(at.toISOString().slice(0, 10), at);
  return runnerOf(t).runDue(at);
}

describe('monthly charges (against the fake Stripe)', () => {
  let t: Awaited<ReturnType<typeof createTestAppWithStripe>>;
  let admin: TestMember;
  let adminCookie: string;
  const today = todayIso();
  /** An instant on each day after today, after the billing hour. */
  const dayPlus = (days: number) => new Date(Date.parse(`${addDays(today, days)}T07:00:00.000Z`));

  beforeAll(async () => {
    t = await createTestAppWithStripe();
    admin = await createMember(t, { admin: true });
    adminCookie = await signIn(t, admin);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await setPhase(t, 2);
  });

  /** A member whose pledge is active with a saved method, first charge due today. */
  async function pledger(method: 'bank' | 'card', overrides: Record<string, unknown> = {}) {
    const member = await createMember(t, { overrides });
    await setPhase(t, 2);
    const res = await t.app.inject({ method: 'POST', url: PAYMENTS_API.setup, headers: { cookie: member.cookie }, payload: { monthly_amount: '10', method, cover_fee: false } });
    expect(res.statusCode, res.body).toBe(200);
    await t.fake.complete(/\/checkout\/pay\/([^/?]+)/.exec(res.json().url as string)![1]!);
    const pledge = await pledgeOf(member);
    expect(pledge).toMatchObject({ status: 'active', next_billing_date: today });
    return member;
  }

  const pledgeOf = (m: TestMember) => t.db.kysely.selectFrom('subscriptions').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
  const chargesOf = (m: TestMember) => t.db.kysely.selectFrom('pledge_charges').selectAll().where('user_id', '=', m.id).orderBy('month').execute();
  const ledgerOf = (m: TestMember) => t.db.kysely.selectFrom('ledger_entries').selectAll().where('member_id', '=', m.id).orderBy('seq').execute();
  const customerOf = async (m: TestMember) => (await t.db.kysely.selectFrom('payment_customers').select('customer_id').where('user_id', '=', m.id).executeTakeFirstOrThrow()).customer_id;
  const intentsOf = async (m: TestMember) => {
    const customer = await customerOf(m);
    return t.fake.objectsOf('payment_intent').filter((pi) => pi.customer === customer);
  };
  const chargeCalls = async (m: TestMember) => {
    const customer = await customerOf(m);
    return t.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.params.customer === customer);
  };
  const adminCharges = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${CHARGES_API.list}${query}`, headers: { cookie: adminCookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: AdminCharge[]; total: number };
  };

  it('charges a card on the billing day, records the contribution and the fee once, moves the date a month and e-mails a receipt with the pause/cancel link', async () => {
    const member = await pledger('card');
    await runnerOf(t).scheduleDailies(dayPlus(0));
    await runnerOf(t).runDue(dayPlus(0));

    const [charge, ...others] = await chargesOf(member);
    expect(others).toEqual([]);
    expect(charge).toMatchObject({ month: today.slice(0, 7), status: 'settled', attempts: 1, amount_cents: 1000, currency: 'USD', settled_cents: 1000, fee_cents: 59, method_type: 'card' });
    expect(charge!.provider_charge_id).toMatch(/^pi_/);
    expect((await pledgeOf(member)).next_billing_date).toBe(addMonth(today));
    expect((await ledgerOf(member)).map((r) => [r.kind, Number(r.amount_cents), r.currency, Number(r.settled_cents), r.reference, r.month])).toEqual([
      ['contribution', 1000, 'USD', 1000, charge!.provider_charge_id, today.slice(0, 7)],
      ['fee', -59, 'USD', -59, `${charge!.provider_charge_id}:fee`, today.slice(0, 7)],
    ]);
    expect((await chargeCalls(member)).map((r) => r.idempotencyKey)).toEqual([`pledge-${member.id}-${today.slice(0, 7)}-1`]);

    const receipt = t.mailsTo(member.email).find((m) => m.subject.startsWith('Your pledge receipt for '))!;
    expect(receipt.text).toContain('Amount: USD');
    expect(receipt.text).toContain('10.00');
    expect(receipt.text).toContain('Payment method: Card');
    expect(receipt.text).toContain('Fee kept by the payment provider: USD');
    expect(receipt.text).toContain('0.59');
    const code = await t.services.ledger.receiptCodeOf('stripe', charge!.provider_charge_id!);
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(receipt.text).toContain(`Receipt code: ${code}.`);
    const link = new URL(receipt.link!);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/pledge/manage');
    expect(checkPledgeLink(t.config.authSecret, link.searchParams.get('token')!)).toEqual({ ok: true, userId: member.id });
    expect(receipt.text.split(receipt.link!)).toHaveLength(2);
    expect(receipt.text).toContain(`Pause or cancel my pledge, no sign-in needed: ${receipt.link}`);
  });

  it('charges a month once when the billing day runs twice and its jobs run again', async () => {
    const member = await pledger('card');
    await billingDay(t, dayPlus(0));
    await billingDay(t, new Date(dayPlus(0).getTime() + 3_600_000));
    await t.services.charges.chargeMonth({ userId: member.id, billingDate: today, attempt: 1 }, dayPlus(0));
    expect(await chargesOf(member)).toHaveLength(1);
    expect(await chargeCalls(member)).toHaveLength(1);
    expect((await ledgerOf(member)).filter((r) => r.kind === 'contribution')).toHaveLength(1);
    expect(t.mailsTo(member.email).filter((m) => m.subject.startsWith('Your pledge receipt'))).toHaveLength(1);
  });

  it('shows a bank debit still settling at once in My contributions and My pledge, with the day it should settle by, until it settles', async () => {
    const member = await pledger('bank');
    await billingDay(t, dayPlus(0));
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } })).json();
    const expectedBy = settlementWindowEnd(today, 5);
    const processing = [{ month: today.slice(0, 7), amount_cents: 1000, currency: 'USD', method_type: 'us_bank_account', billing_date: today, expected_by: expectedBy }];
    expect((await get(CONTRIBUTIONS_API.mine)).processing).toEqual(processing);
    expect((await get(PAYMENTS_API.myPledge)).processing).toEqual(processing);

    await t.fake.settlePayment((await chargesOf(member))[0]!.provider_charge_id!);
    const after = await get(CONTRIBUTIONS_API.mine);
    expect(after.processing).toEqual([]);
    expect(after.months.map((m: { month: string }) => m.month)).toEqual([today.slice(0, 7)]);
    expect((await get(PAYMENTS_API.myPledge)).processing).toEqual([]);
  });

  it('charges a month once when two app instances on one database run the billing day at the same moment', async () => {
    const members = [await pledger('card'), await pledger('bank'), await pledger('card')];
    const infra = await openInfrastructure(t.config, silent);
    // On PostgreSQL a second instance has its own connections; SQLite runs one instance, whose
    // connection both runners share here (a second process would be a second writer it does not support).
    const second = await buildApp({ config: t.config, ...infra, db: t.dialect === 'sqlite' ? t.db : infra.db });
    await second.app.ready();
    try {
      const other = second.services.jobs as TableQueue;
      const at = dayPlus(0);
      await Promise.all([runnerOf(t).scheduleDailies(at), other.scheduleDailies(at)]);
      await Promise.all([runnerOf(t).runDue(at), other.runDue(at), t.services.charges.runDaily(today, at), second.services.charges.runDaily(today, at)]);
      await Promise.all([runnerOf(t).runDue(at), other.runDue(at)]);
      await Promise.all(members.map((m) => Promise.all([
        t.services.charges.chargeMonth({ userId: m.id, billingDate: today, attempt: 1 }, at),
        second.services.charges.chargeMonth({ userId: m.id, billingDate: today, attempt: 1 }, at),
      ])));
    } finally {
      await second.app.close();
      await infra.close();
    }
    for (const member of members) {
      expect(await chargesOf(member)).toHaveLength(1);
      expect(await intentsOf(member)).toHaveLength(1);
      expect((await pledgeOf(member)).next_billing_date).toBe(addMonth(today));
    }
  });

  it('keeps a bank debit pending until its webhook says it settled, then writes one contribution and one fee row; a replay writes nothing', async () => {
    const member = await pledger('bank');
    await billingDay(t, dayPlus(0));
    const [pending] = await chargesOf(member);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, method_type: 'us_bank_account', settled_cents: null });
    expect(await ledgerOf(member)).toEqual([]);

    const { event, status } = await t.fake.settlePayment(pending!.provider_charge_id!);
    expect(status).toBe(200);
    expect(event.type).toBe('payment_intent.succeeded');
    expect((await chargesOf(member))[0]).toMatchObject({ status: 'settled', settled_cents: 1000, fee_cents: 8 });
    expect((await ledgerOf(member)).map((r) => [r.kind, Number(r.settled_cents)])).toEqual([['contribution', 1000], ['fee', -8]]);

    expect(await t.fake.redeliver(event)).toBe(200);
    // The same news under another event id (Stripe sends more than one event per payment): nothing either.
    const again = t.fake.signed({ ...event, id: `${event.id}x` });
    expect(await t.deliverToApp(again.payload, again.signature)).toBe(200);
    expect(await ledgerOf(member)).toHaveLength(2);
    expect(t.mailsTo(member.email).filter((m) => m.subject.startsWith('Your pledge receipt'))).toHaveLength(0);
    // The receipt is a job sent when the webhook arrived, now.
    await runnerOf(t).runDue(new Date());
    expect(t.mailsTo(member.email).filter((m) => m.subject.startsWith('Your pledge receipt'))).toHaveLength(1);
  });

  it('records a Canadian debit in CAD, entering the pool at the US dollars it settled as', async () => {
    const member = await pledger('bank', TORONTO);
    await billingDay(t, dayPlus(0));
    const [pending] = await chargesOf(member);
    expect(pending).toMatchObject({ currency: 'CAD', method_type: 'acss_debit' });
    await t.fake.settlePayment(pending!.provider_charge_id!);
    const usd = Math.round(1000 * FAKE_CAD_TO_USD);
    expect((await ledgerOf(member)).map((r) => [r.kind, Number(r.amount_cents), r.currency, Number(r.settled_cents)])).toEqual([
      ['contribution', 1000, 'CAD', usd],
      ['fee', -Math.round(usd * 0.008), 'USD', -Math.round(usd * 0.008)],
    ]);
  });

  it('retries a declined charge on day +2 and day +5, then marks the pledge past due and e-mails the member how to fix it', async () => {
    const member = await pledger('card');
    for (let i = 0; i < 3; i++) t.fake.declineNextCharge('insufficient_funds');
    await billingDay(t, dayPlus(0));
    expect((await chargesOf(member))[0]).toMatchObject({ status: 'failed', attempts: 1, decline_code: 'insufficient_funds', decline_message: 'Your card was declined.' });
    expect((await pledgeOf(member)).status).toBe('active');

    await billingDay(t, dayPlus(1));
    expect((await chargesOf(member))[0]).toMatchObject({ attempts: 1 });
    await billingDay(t, dayPlus(2));
    expect((await chargesOf(member))[0]).toMatchObject({ status: 'failed', attempts: 2 });
    await billingDay(t, dayPlus(4));
    expect((await chargesOf(member))[0]).toMatchObject({ attempts: 2 });
    await billingDay(t, dayPlus(5));
    expect((await chargesOf(member))[0]).toMatchObject({ status: 'failed', attempts: 3, decline_code: 'insufficient_funds' });
    expect((await chargeCalls(member)).map((r) => r.idempotencyKey)).toEqual([1, 2, 3].map((n) => `pledge-${member.id}-${today.slice(0, 7)}-${n}`));

    expect(await pledgeOf(member)).toMatchObject({ status: 'past_due', next_billing_date: addMonth(today) });
    const profile = await t.db.kysely.selectFrom('profiles').select('subscription_status').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(profile.subscription_status).toBe('past_due');
    expect(await ledgerOf(member)).toEqual([]);
    const notice = t.mailsTo(member.email).at(-1)!;
    expect(notice.subject).toBe('Your pledge payment did not go through');
    expect(notice.link).toBe('http://localhost:3000/dashboard/pledge');
    expect(notice.text).toContain('http://localhost:3000/contact');
    expect(notice.html).toContain('http://localhost:3000/dashboard/pledge');

    await billingDay(t, dayPlus(9));
    expect(await chargeCalls(member)).toHaveLength(3);
    const listed = await adminCharges(`?member_id=${member.id}`);
    expect(listed.items).toEqual([expect.objectContaining({ member_id: member.id, member_email: member.email, status: 'failed', attempts: 3, decline_code: 'insufficient_funds', decline_message: 'Your card was declined.' })]);
  });

  it('settles on the second try without marking anything past due', async () => {
    const member = await pledger('card');
    t.fake.declineNextCharge('card_velocity_exceeded');
    await billingDay(t, dayPlus(0));
    await billingDay(t, dayPlus(2));
    expect((await chargesOf(member))[0]).toMatchObject({ status: 'settled', attempts: 2, decline_code: null });
    expect((await pledgeOf(member)).status).toBe('active');
    expect((await ledgerOf(member)).map((r) => r.kind)).toEqual(['contribution', 'fee']);
    await billingDay(t, dayPlus(5));
    expect(await chargeCalls(member)).toHaveLength(2);
  });

  it('treats a bank debit the bank returns as a failed try, retried on schedule', async () => {
    const member = await pledger('bank');
    await billingDay(t, dayPlus(0));
    const [pending] = await chargesOf(member);
    const { status } = await t.fake.failPayment(pending!.provider_charge_id!, 'insufficient_funds');
    expect(status).toBe(200);
    expect((await chargesOf(member))[0]).toMatchObject({ status: 'failed', attempts: 1, decline_code: 'insufficient_funds' });
    await billingDay(t, dayPlus(2));
    expect((await chargesOf(member))[0]).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await ledgerOf(member)).toEqual([]);
  });

  it('does not charge a paused or cancelled pledge, nor retry one paused after a failure', async () => {
    const paused = await pledger('card');
    const cancelled = await pledger('card');
    await t.db.kysely.updateTable('subscriptions').set({ status: 'paused' }).where('user_id', '=', paused.id).execute();
    await t.db.kysely.updateTable('subscriptions').set({ status: 'cancelled' }).where('user_id', '=', cancelled.id).execute();
    const failing = await pledger('card');
    t.fake.declineNextCharge('insufficient_funds');
    await billingDay(t, dayPlus(0));
    expect(await chargesOf(paused)).toEqual([]);
    expect(await chargesOf(cancelled)).toEqual([]);
    expect(await chargeCalls(paused)).toEqual([]);
    expect(await chargeCalls(cancelled)).toEqual([]);

    await t.db.kysely.updateTable('subscriptions').set({ status: 'paused' }).where('user_id', '=', failing.id).execute();
    await billingDay(t, dayPlus(2));
    expect(await chargeCalls(failing)).toHaveLength(1);
  });

  it('on the day a hardship pause ends, resumes the pledge and charges it that same day', async () => {
    const member = await pledger('card');
    const paused = await t.app.inject({ method: 'POST', url: PLEDGE_MANAGE_API.pause, headers: { cookie: member.cookie }, payload: { months: 1 } });
    expect(paused.statusCode, paused.body).toBe(200);
    const { paused_until: ends } = await pledgeOf(member);
    expect(ends).not.toBeNull();
    await billingDay(t, dayPlus(1));
    expect(await chargesOf(member)).toEqual([]);

    const endDay = new Date(Date.parse(`${ends}T07:00:00.000Z`));
    await billingDay(t, endDay);
    expect((await pledgeOf(member)).status).toBe('active');
    expect((await chargesOf(member)).map((c) => [c.month, c.status])).toEqual([[ends!.slice(0, 7), 'settled']]);
  });

  it.each([1, 2] as const)('a pause of %i month(s) taken right after a charge skips exactly that many charges, confirms them by e-mail, and charging resumes after them', async (months) => {
    const member = await pledger('card');
    await billingDay(t, dayPlus(0));
    const first = addMonth(today);
    expect((await pledgeOf(member)).next_billing_date).toBe(first);

    const paused = await t.app.inject({ method: 'POST', url: PLEDGE_MANAGE_API.pause, headers: { cookie: member.cookie }, payload: { months } });
    expect(paused.statusCode, paused.body).toBe(200);
    const skipped = months === 1 ? [first] : [first, addMonth(first)];
    const resumesOn = addMonth(skipped.at(-1)!);
    expect(await pledgeOf(member)).toMatchObject({ status: 'paused', paused_until: resumesOn, next_billing_date: resumesOn });
    await t.services.tasks.idle();
    const confirmation = t.mailsTo(member.email).find((m) => m.subject === 'Your pledge is paused');
    const longDay = (day: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    const skippedLines = confirmation?.text.split('\n').filter((line) => line.endsWith(', skipped')) ?? [];
    expect(skippedLines.map((line) => line.split(':')[0])).toEqual(skipped.map(longDay));
    expect(skippedLines.every((line) => /USD\s10\.00/.test(line))).toBe(true);
    expect(confirmation?.text).toContain(`Charging resumes on ${longDay(resumesOn)}`);

    const atBillingHour = (day: string) => new Date(Date.parse(`${day}T07:00:00.000Z`));
    for (const day of skipped) await billingDay(t, atBillingHour(day));
    expect((await chargesOf(member)).map((c) => c.month)).toEqual([today.slice(0, 7)]);
    expect(await chargeCalls(member)).toHaveLength(1);

    await billingDay(t, atBillingHour(resumesOn));
    expect((await pledgeOf(member)).status).toBe('active');
    expect((await chargesOf(member)).map((c) => [c.month, c.status])).toEqual([[today.slice(0, 7), 'settled'], [resumesOn.slice(0, 7), 'settled']]);
  });

  it('charges nothing in Phase 1', async () => {
    const member = await pledger('card');
    await setPhase(t, 1);
    expect(await t.services.charges.runDaily(today)).toBe(0);
    await billingDay(t, dayPlus(0));
    expect(await chargesOf(member)).toEqual([]);
  });

  describe('the admins’ list of charges', () => {
    it('is for admins only', async () => {
      await expectAdminOnly(t, await createMember(t), [{ method: 'GET', url: CHARGES_API.list }]);
    });

    it('pages on the server and filters by status, with the spec of each query checked', async () => {
      const members = [await pledger('card'), await pledger('card'), await pledger('bank')];
      await billingDay(t, dayPlus(0));
      const settled = await adminCharges('?status=settled&page_size=1');
      expect(settled.items).toHaveLength(1);
      expect(settled.total).toBeGreaterThanOrEqual(2);
      expect(settled.items[0]).toMatchObject({ status: 'settled' });
      const pending = await adminCharges(`?status=pending&member_id=${members[2]!.id}`);
      expect(pending.items.map((c) => c.member_id)).toEqual([members[2]!.id]);

      const bad = await t.app.inject({ method: 'GET', url: `${CHARGES_API.list}?status=late`, headers: { cookie: adminCookie } });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('Status must be pending, settled or failed');
    });
  });
});
