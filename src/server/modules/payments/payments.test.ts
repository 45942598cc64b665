import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIso } from '../../../shared/domain/dates';
import { PAYMENTS_API, type PledgeOverview } from '../../../shared/payments-api';
import { createMember, createTestApp, expectLimitedAfter, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { setPhase } from '../../../../test/support/phase';
import { createTestAppWithStripe } from '../../../../test/support/fake-stripe-harness';

const TORONTO = { country: 'CA', city: 'Toronto', state: 'Ontario', postal_code: 'M5V 3L9' };
const BANK = { monthly_amount: '10', method: 'bank', cover_fee: false };

const pledgeOf = (t: TestApp, m: TestMember) => t.db.kysely.selectFrom('subscriptions').selectAll().where('user_id', '=', m.id).executeTakeFirstOrThrow();
const methodOf = (t: TestApp, m: TestMember) => t.db.kysely.selectFrom('pledge_payment_methods').selectAll().where('user_id', '=', m.id).executeTakeFirst();
const profileStatus = async (t: TestApp, m: TestMember) =>
  (await t.db.kysely.selectFrom('profiles').select('subscription_status').where('id', '=', m.id).executeTakeFirstOrThrow()).subscription_status;
const eventCount = async (t: TestApp) => Number((await t.db.kysely.selectFrom('payment_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('payments without Stripe keys', () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t);
    await setPhase(t, 2);
  });
  afterAll(async () => t.close());

  it('says plainly that payments are not configured, and keeps the pledge as it was', async () => {
    const overview = await t.app.inject({ method: 'GET', url: PAYMENTS_API.myPledge, headers: { cookie: member.cookie } });
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ configured: false, phase: 2, pledge: { status: 'pending', monthly_amount_cents: 1000 }, payment: null, latest_setup: null });

    const setup = await t.app.inject({ method: 'POST', url: PAYMENTS_API.setup, headers: { cookie: member.cookie }, payload: BANK });
    expect(setup.statusCode).toBe(503);
    expect(setup.json().error).toEqual({ code: 'payments_not_configured', message: 'Payments are not configured yet. Your pledge is recorded, and nothing is charged until they are.' });
    expect((await pledgeOf(t, member)).status).toBe('pending');
  });

  it('answers webhooks with 503 and records nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: PAYMENTS_API.stripeWebhook, payload: '{"id":"evt_1"}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' } });
    expect(res.statusCode).toBe(503);
    expect(await eventCount(t)).toBe(0);
  });
});

describe('payments with Stripe (against the fake)', () => {
  let t: Awaited<ReturnType<typeof createTestAppWithStripe>>;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestAppWithStripe();
    admin = await createMember(t, { admin: true });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await setPhase(t, 2);
    t.fake.deliverWith(t.deliverToApp);
  });

  const overview = async (m: TestMember) => (await t.app.inject({ method: 'GET', url: PAYMENTS_API.myPledge, headers: { cookie: m.cookie } })).json() as PledgeOverview;
  const startSetup = (m: TestMember, payload: object = BANK) => t.app.inject({ method: 'POST', url: PAYMENTS_API.setup, headers: { cookie: m.cookie }, payload });
  const sessionIdOf = (url: string) => /\/checkout\/pay\/([^/?]+)/.exec(url)?.[1] ?? '';
  const lastCall = (path: string) => t.fake.requests.filter((r) => r.path === path).at(-1);

  describe('access', () => {
    it('lets members and admins read and start their own set-up, and refuses visitors', async () => {
      for (const request of [{ method: 'GET' as const, url: PAYMENTS_API.myPledge }, { method: 'POST' as const, url: PAYMENTS_API.setup, payload: BANK }]) {
        expect((await t.app.inject(request)).statusCode, `${request.method} ${request.url}`).toBe(401);
      }
      const member = await createMember(t);
      expect((await t.app.inject({ method: 'GET', url: PAYMENTS_API.myPledge, headers: { cookie: member.cookie } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: PAYMENTS_API.myPledge, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
      expect((await startSetup(admin)).statusCode).toBe(200);
    });

    it('takes webhooks from anyone, without a session or same-origin headers, and trusts only the signature', async () => {
      const res = await t.app.inject({ method: 'POST', url: PAYMENTS_API.stripeWebhook, payload: '{}', headers: { 'content-type': 'application/json; charset=utf-8' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'invalid_signature', message: 'Invalid webhook signature' });
    });

    it('keeps the same-origin check on the member routes', async () => {
      const member = await createMember(t);
      const res = await t.app.inject({ method: 'POST', url: PAYMENTS_API.setup, headers: { cookie: member.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, payload: BANK });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('starting a set-up', () => {
    it('offers ACH bank debit in USD to a member in the United States, through a Checkout Session in setup mode', async () => {
      const member = await createMember(t);
      const res = await startSetup(member);
      expect(res.statusCode).toBe(200);
      const { url } = res.json() as { url: string };
      expect(url.startsWith(`${t.fake.url}/checkout/pay/cs_test_`)).toBe(true);

      const customer = lastCall('/v1/customers');
      expect(customer?.params).toMatchObject({ email: member.email, metadata: { user_id: member.id } });
      const session = lastCall('/v1/checkout/sessions');
      expect(session?.params).toMatchObject({
        mode: 'setup',
        client_reference_id: member.id,
        allowed_payment_method_types: ['us_bank_account'],
        currency: 'usd',
        success_url: 'http://localhost:3000/dashboard/pledge?session={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3000/dashboard/pledge?cancelled=1',
      });
      expect(await overview(member)).toMatchObject({ configured: true, country: 'US', currency: 'USD', latest_setup: { status: 'open' }, payment: null });
      expect((await pledgeOf(t, member)).status).toBe('pending');
    });

    it('offers pre-authorized debit in CAD with a monthly mandate to a member in Canada', async () => {
      const member = await createMember(t, { overrides: TORONTO });
      expect((await startSetup(member)).statusCode).toBe(200);
      expect(lastCall('/v1/checkout/sessions')?.params).toMatchObject({
        allowed_payment_method_types: ['acss_debit'],
        currency: 'cad',
        payment_method_options: { acss_debit: { currency: 'cad', mandate_options: { payment_schedule: 'interval', transaction_type: 'personal' } } },
      });
      expect(await overview(member)).toMatchObject({ country: 'CA', currency: 'CAD' });
    });

    it('offers a card as the alternative, in either country', async () => {
      const member = await createMember(t, { overrides: TORONTO });
      expect((await startSetup(member, { ...BANK, method: 'card' })).statusCode).toBe(200);
      const params = lastCall('/v1/checkout/sessions')?.params;
      expect(params?.allowed_payment_method_types).toEqual(['card']);
      expect(params?.payment_method_options).toBeUndefined();
    });

    it('makes the provider customer once and reuses it for the next set-up', async () => {
      const member = await createMember(t);
      const customersBefore = t.fake.requests.filter((r) => r.path === '/v1/customers').length;
      await startSetup(member);
      await startSetup(member, { ...BANK, method: 'card' });
      expect(t.fake.requests.filter((r) => r.path === '/v1/customers').length).toBe(customersBefore + 1);
      const [first, second] = t.fake.requests.filter((r) => r.path === '/v1/checkout/sessions').slice(-2);
      expect(first?.params.customer).toMatch(/^cus_/);
      expect(second?.params.customer).toBe(first?.params.customer);
    });

    it('is refused in Phase 1, without calling the provider', async () => {
      const member = await createMember(t);
      await setPhase(t, 1);
      const calls = t.fake.requests.length;
      const res = await startSetup(member);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Pledges are set up once the community reaches its goal and Phase 2 begins.');
      expect(t.fake.requests.length).toBe(calls);
      expect(await overview(member)).toMatchObject({ phase: 1, latest_setup: null });
    });

    it.each([
      [{ ...BANK, monthly_amount: '9.99' }, 'monthly_amount', 'The monthly pledge is at least $10'],
      [{ ...BANK, monthly_amount: 5 }, 'monthly_amount', 'The monthly pledge is at least $10'],
      [{ ...BANK, monthly_amount: '10.001' }, 'monthly_amount', 'Monthly amount can have at most 2 decimals'],
      [{ ...BANK, monthly_amount: '' }, 'monthly_amount', 'Monthly amount is required'],
      [{ ...BANK, method: 'cash' }, 'method', 'Please choose how to pay'],
      [{ ...BANK, method: undefined }, 'method', 'Please choose how to pay'],
    ])('refuses %j on %s with "%s", without calling the provider', async (payload, field, message) => {
      const member = await createMember(t);
      const calls = t.fake.requests.length;
      const res = await startSetup(member, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', message, fields: { [field]: message } });
      expect(t.fake.requests.length).toBe(calls);
    });

    it('refuses fields the form does not have', async () => {
      const member = await createMember(t);
      expect((await startSetup(member, { ...BANK, customer: 'cus_someone_else' })).statusCode).toBe(400);
    });

    it('says the provider cannot be reached when Stripe refuses the request', async () => {
      const broken = await createTestAppWithStripe({ STRIPE_SECRET_KEY: 'sk_test_notTheFakesKey' });
      try {
        const member = await createMember(broken);
        await setPhase(broken, 2);
        const res = await broken.app.inject({ method: 'POST', url: PAYMENTS_API.setup, headers: { cookie: member.cookie }, payload: BANK });
        expect(res.statusCode).toBe(502);
        expect(res.json().error).toEqual({ code: 'provider_unavailable', message: 'We could not reach our payment provider. Please try again in a few minutes.' });
      } finally {
        await broken.close();
      }
    });
  });

  describe('the webhook', () => {
    async function setUp(member: TestMember, payload: object = BANK) {
      const { url } = (await startSetup(member, payload)).json() as { url: string };
      return sessionIdOf(url);
    }

    it('activates a bank-debit pledge once the set-up completes, saving only the provider ids', async () => {
      const member = await createMember(t);
      const sessionId = await setUp(member, { ...BANK, monthly_amount: '25' });
      const { events, statuses } = await t.fake.complete(sessionId);
      expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'setup_intent.succeeded']);
      expect(statuses).toEqual([200, 200]);

      const pledge = await pledgeOf(t, member);
      expect(pledge).toMatchObject({ status: 'active', monthly_amount_cents: 2500, next_billing_date: todayIso() });
      expect(await profileStatus(t, member)).toBe('active');
      const method = await methodOf(t, member);
      expect(method).toMatchObject({ provider: 'stripe', method_type: 'us_bank_account', currency: 'USD', cover_fee: 0, charge_amount_cents: 2500 });
      expect(method?.customer_id).toMatch(/^cus_/);
      expect(method?.payment_method_id).toMatch(/^pm_/);
      expect(await overview(member)).toMatchObject({
        pledge: { status: 'active', monthly_amount_cents: 2500 },
        payment: { method_type: 'us_bank_account', cover_fee: false, charge_amount_cents: 2500, currency: 'USD', label: 'STRIPE TEST BANK', last4: '6789' },
        latest_setup: { status: 'complete' },
      });
    });

    it('keeps the card brand and last four digits the provider returns, to show the member which method pays', async () => {
      const member = await createMember(t);
      await t.fake.complete(await setUp(member, { monthly_amount: '10', method: 'card', cover_fee: false }));
      expect(await methodOf(t, member)).toMatchObject({ method_label: 'visa', method_last4: '4242' });
      expect((await overview(member)).payment).toMatchObject({ method_type: 'card', label: 'visa', last4: '4242' });
    });

    it('stores "cover the fee" on a card pledge, so each charge includes the estimated fee', async () => {
      const member = await createMember(t);
      await t.fake.complete(await setUp(member, { monthly_amount: '10', method: 'card', cover_fee: true }));
      expect(await methodOf(t, member)).toMatchObject({ method_type: 'card', cover_fee: 1, charge_amount_cents: 1061 });
      expect((await pledgeOf(t, member)).monthly_amount_cents).toBe(1000);
    });

    it('ignores "cover the fee" on a bank debit, whose fee is small', async () => {
      const member = await createMember(t);
      await t.fake.complete(await setUp(member, { ...BANK, cover_fee: true }));
      expect(await methodOf(t, member)).toMatchObject({ method_type: 'us_bank_account', cover_fee: 0, charge_amount_cents: 1000 });
    });

    it('ignores a replayed event: 200, nothing changes, the event is recorded once', async () => {
      const member = await createMember(t);
      const { events } = await t.fake.complete(await setUp(member));
      const before = { pledge: await pledgeOf(t, member), method: await methodOf(t, member), events: await eventCount(t) };
      const replay = t.fake.signed(events[0]!);
      const res = await t.app.inject({ method: 'POST', url: PAYMENTS_API.stripeWebhook, payload: replay.payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': replay.signature } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: true });
      expect(await t.fake.redeliver(events[0]!)).toBe(200);
      expect({ pledge: await pledgeOf(t, member), method: await methodOf(t, member), events: await eventCount(t) }).toEqual(before);
      const recorded = await t.db.kysely.selectFrom('payment_events').selectAll().where('id', '=', events[0]!.id).execute();
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({ provider: 'stripe', type: 'checkout.session.completed' });
    });

    it('activates the pledge once when the same event arrives twice at the same moment', async () => {
      const member = await createMember(t);
      const [completed] = await heldDeliveries(member);
      const send = () => t.app.inject({ method: 'POST', url: PAYMENTS_API.stripeWebhook, payload: completed!.payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': completed!.signature } });
      const eventsBefore = await eventCount(t);
      const answers = await Promise.all([send(), send()]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json().duplicate).sort()).toEqual([false, true]);
      expect(await eventCount(t)).toBe(eventsBefore + 1);
      expect((await pledgeOf(t, member)).status).toBe('active');
    });

    /** The deliveries of a completed set-up, held back so the test sends them itself. */
    async function heldDeliveries(member: TestMember) {
      const sessionId = await setUp(member);
      const held: Array<{ payload: string; signature: string }> = [];
      t.fake.deliverWith(async (payload, signature) => {
        held.push({ payload, signature });
        return 200;
      });
      await t.fake.complete(sessionId);
      return held;
    }
    const otherSecret = (payload: string) => new Stripe('sk_test_other').webhooks.generateTestHeaderString({ payload, secret: 'whsec_notOurSecret' });

    it.each([
      ['a missing signature', (d: { payload: string; signature: string }) => ({ body: d.payload, headers: {} })],
      ['a signature made with another secret', (d: { payload: string; signature: string }) => ({ body: d.payload, headers: { 'stripe-signature': otherSecret(d.payload) } })],
      ['a signature of other bytes', (d: { payload: string; signature: string }) => ({ body: d.payload.replace('"livemode": false', '"livemode": true'), headers: { 'stripe-signature': d.signature } })],
    ])('refuses %s with 400 and changes nothing', async (_name, attempt) => {
      const member = await createMember(t);
      const [completed] = await heldDeliveries(member);
      const { body, headers } = attempt(completed!);
      expect(body).toContain('checkout.session.completed');
      const eventsBefore = await eventCount(t);
      const res = await t.app.inject({ method: 'POST', url: PAYMENTS_API.stripeWebhook, payload: body, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'invalid_signature', message: 'Invalid webhook signature' });
      expect(await eventCount(t)).toBe(eventsBefore);
      expect((await pledgeOf(t, member)).status).toBe('pending');
      expect(await methodOf(t, member)).toBeUndefined();
    });

    it('keeps the method but not the activation when the community is back in Phase 1 by the time the set-up completes', async () => {
      const member = await createMember(t);
      const sessionId = await setUp(member);
      await setPhase(t, 1);
      await t.fake.complete(sessionId);
      expect((await pledgeOf(t, member)).status).toBe('pending');
      expect(await methodOf(t, member)).toMatchObject({ method_type: 'us_bank_account' });
    });

    it('lets a member with an active pledge change its amount and method through a new set-up', async () => {
      const member = await createMember(t);
      await t.fake.complete(await setUp(member));
      const first = await methodOf(t, member);
      await t.fake.complete(await setUp(member, { monthly_amount: '15.50', method: 'card', cover_fee: true }));
      expect((await pledgeOf(t, member)).monthly_amount_cents).toBe(1550);
      const second = await methodOf(t, member);
      expect(second).toMatchObject({ method_type: 'card', cover_fee: 1, customer_id: first?.customer_id });
      expect(second?.payment_method_id).not.toBe(first?.payment_method_id);
      expect(second?.charge_amount_cents).toBeGreaterThan(1550);
    });

    it('limits deliveries per sending address', async () => {
      const limited = await createTestAppWithStripe({ RATE_LIMIT_PAYMENT_WEBHOOK: '2/60' });
      try {
        const send = () => limited.app.inject({ method: 'POST', url: PAYMENTS_API.stripeWebhook, payload: '{}', headers: { 'content-type': 'application/json' } });
        await expectLimitedAfter(send, 2, 400);
      } finally {
        await limited.close();
      }
    });

    it('records events it has no use for, and answers them', async () => {
      const member = await createMember(t);
      const sessionId = await setUp(member);
      const statuses = (await t.fake.complete(sessionId)).statuses;
      expect(statuses[1]).toBe(200);
      const types = await t.db.kysely.selectFrom('payment_events').select('type').execute();
      expect(types.map((r) => r.type)).toContain('setup_intent.succeeded');
    });
  });
});
