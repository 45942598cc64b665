import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIso } from '../../../shared/domain/dates';
import { CHARGES_API, type AdminCharge } from '../../../shared/charges-api';
import { PAYMENTS_API, type UnmatchedPaymentEvent } from '../../../shared/payments-api';
import type { Page } from '../../../shared/schemas/paging';
import { createMember, expectAdminOnly, signIn, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { setPhase } from '../../../../test/support/phase';
import { createTestAppWithStripe } from '../../../../test/support/fake-stripe-harness';
import type { TableQueue } from '../../jobs/table-queue';

/**
 * Signed events we cannot apply: a malformed one is refused with 400 and stores nothing; one that
 * names a payment or set-up we do not know, or settles a charge for another amount or currency, is
 * recorded for the admins and answered 2xx, so the provider stops sending it. Only our side failing
 * answers 5xx.
 */

describe('webhook events we cannot apply (against the fake Stripe)', () => {
  let t: Awaited<ReturnType<typeof createTestAppWithStripe>>;
  let admin: TestMember;
  let adminCookie: string;
  const today = todayIso();

  beforeAll(async () => {
    t = await createTestAppWithStripe();
    admin = await createMember(t, { admin: true });
    adminCookie = await signIn(t, admin);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await setPhase(t, 2);
    t.fake.deliverWith(t.deliverToApp);
    t.fake.setOutage(false);
  });

  const events = () => t.db.kysely.selectFrom('payment_events').selectAll().orderBy('received_at').execute();
  const chargesOf = (m: TestMember) => t.db.kysely.selectFrom('pledge_charges').selectAll().where('user_id', '=', m.id).execute();
  const ledgerOf = (m: TestMember) => t.db.kysely.selectFrom('ledger_entries').selectAll().where('member_id', '=', m.id).execute();
  const post = (payload: string, signature: string) =>
    t.app.inject({ method: 'POST', url: PAYMENTS_API.stripeWebhook, payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } });
  const sendSigned = (body: string) => {
    const { payload, signature } = t.fake.signedBody(body);
    return post(payload, signature);
  };
  const adminGet = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  /** A member whose bank debit for this month was charged and is pending at the fake. */
  async function pendingDebit(): Promise<{ member: TestMember; intentId: string }> {
    const member = await createMember(t);
    await setPhase(t, 2);
    const res = await t.app.inject({ method: 'POST', url: PAYMENTS_API.setup, headers: { cookie: member.cookie }, payload: { monthly_amount: '10', method: 'bank', cover_fee: false } });
    expect(res.statusCode, res.body).toBe(200);
    await t.fake.complete(/\/checkout\/pay\/([^/?]+)/.exec(res.json().url as string)![1]!);
    const at = new Date(Date.parse(`${today}T07:00:00.000Z`));
    await t.services.charges.runDaily(today, at);
    await (t.services.jobs as TableQueue).runDue(at);
    const [charge] = await chargesOf(member);
    expect(charge).toMatchObject({ status: 'pending', amount_cents: 1000, currency: 'USD' });
    return { member, intentId: charge!.provider_charge_id! };
  }

  describe('a malformed event', () => {
    const intent = { id: 'pi_malformed', object: 'payment_intent' };
    const event = (fields: Record<string, unknown>) => JSON.stringify({ id: 'evt_malformed', object: 'event', type: 'payment_intent.succeeded', data: { object: intent }, ...fields });

    it.each([
      ['without an id', JSON.stringify({ object: 'event', type: 'payment_intent.succeeded', data: { object: intent } }), 'Malformed event: id must be a string'],
      ['with an empty id', event({ id: '' }), 'Malformed event: id must not be empty'],
      ['with a NUL in its id', event({ id: 'evt_\u0000bad' }), 'Malformed event: id must not contain control characters'],
      ['with a line break in its id', event({ id: 'evt_\nbad' }), 'Malformed event: id must not contain control characters'],
      ['with an id of 256 characters', event({ id: `evt_${'a'.repeat(252)}` }), 'Malformed event: id must be at most 255 characters'],
      ['with a number for its id', event({ id: 42 }), 'Malformed event: id must be a string'],
      ['without a type', JSON.stringify({ id: 'evt_notype', data: { object: intent } }), 'Malformed event: type must be a string'],
      ['without data', event({ data: undefined }), 'Malformed event: data must be an object'],
      ['whose data holds no object', event({ data: { object: 'pi_123' } }), 'Malformed event: data.object must be an object'],
      ['naming a payment without its id', event({ data: { object: { object: 'payment_intent', amount: 1000 } } }), 'Malformed event: data.object.id must be a string'],
      ['that is JSON null', 'null', 'Malformed event: the body must be an object'],
      ['that is not JSON', 'evt_1 payment_intent.succeeded', 'Malformed event: the body is not JSON'],
    ])('%s is refused with 400 naming what is wrong, and nothing is stored', async (_name, body, message) => {
      const before = await events();
      const res = await sendSigned(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'malformed_event', message });
      expect(await events()).toEqual(before);
    });

    it('keeps the signature check first: an unsigned malformed body is an invalid signature', async () => {
      const res = await post(JSON.stringify({ type: 'payment_intent.succeeded' }), 't=1,v1=00');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_signature');
    });

    it('does not mind a missing object id on an event type we do not act on', async () => {
      const res = await sendSigned(JSON.stringify({ id: 'evt_other_type', object: 'event', type: 'customer.updated', data: { object: { object: 'customer' } } }));
      expect(res.statusCode).toBe(200);
      expect((await events()).find((e) => e.id === 'evt_other_type')).toMatchObject({ outcome: 'ignored', object_id: null });
    });
  });

  describe('an event naming a payment or set-up we do not know', () => {
    it.each([
      ['payment_intent.succeeded', { id: 'pi_notOurs1', object: 'payment_intent', status: 'succeeded', amount: 1000, currency: 'usd' }],
      ['payment_intent.payment_failed', { id: 'pi_notOurs2', object: 'payment_intent', status: 'requires_payment_method', last_payment_error: { code: 'card_declined', message: 'Declined' } }],
      ['checkout.session.completed', { id: 'cs_test_notOurs3', object: 'checkout.session', mode: 'setup', status: 'complete' }],
    ])('%s is answered 200, recorded as unmatched, and listed for the admins', async (type, object) => {
      const id = `evt_unmatched_${object.id}`;
      const res = await sendSigned(JSON.stringify({ id, object: 'event', type, data: { object } }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: false });
      expect((await events()).find((e) => e.id === id)).toMatchObject({ type, outcome: 'unmatched', object_id: object.id });

      const listed = await adminGet<Page<UnmatchedPaymentEvent>>(`${PAYMENTS_API.unmatchedEvents}?page=1&page_size=100`);
      expect(listed.items.find((e) => e.id === id)).toMatchObject({ type, object_id: object.id });
      // The provider's retry is a duplicate: answered, not recorded twice.
      const again = await sendSigned(JSON.stringify({ id, object: 'event', type, data: { object } }));
      expect(again.json()).toEqual({ received: true, duplicate: true });
    });

    it('pages the unmatched events on the server, newest first, for admins only', async () => {
      const member = await createMember(t);
      await expectAdminOnly(t, member, [{ method: 'GET', url: PAYMENTS_API.unmatchedEvents }]);
      for (const n of [1, 2, 3]) {
        const res = await sendSigned(JSON.stringify({ id: `evt_paged_${n}`, object: 'event', type: 'payment_intent.succeeded', data: { object: { id: `pi_paged_${n}`, object: 'payment_intent' } } }));
        expect(res.statusCode).toBe(200);
      }
      const all = await adminGet<Page<UnmatchedPaymentEvent>>(`${PAYMENTS_API.unmatchedEvents}?page=1&page_size=100`);
      const first = await adminGet<Page<UnmatchedPaymentEvent>>(`${PAYMENTS_API.unmatchedEvents}?page=1&page_size=2`);
      const second = await adminGet<Page<UnmatchedPaymentEvent>>(`${PAYMENTS_API.unmatchedEvents}?page=2&page_size=2`);
      expect(first.total).toBe(all.total);
      expect(first.items).toEqual(all.items.slice(0, 2));
      expect(second.items).toEqual(all.items.slice(2, 4));
      const times = all.items.map((e) => e.received_at);
      expect(times).toEqual([...times].sort().reverse());
    });
  });

  describe('a settlement that differs from the charge', () => {
    it.each([
      ['another amount', { amountReceived: 900 }, { cents: 900, currency: 'USD' }],
      ['another currency', { balanceCurrency: 'cad' }, { cents: 1000, currency: 'CAD' }],
    ])('for %s is answered 200, never settled, and flagged on the charge with both amounts for the admins', async (_name, settlement, received) => {
      const { member, intentId } = await pendingDebit();
      const { event, status } = await t.fake.settlePayment(intentId, settlement);
      expect(status).toBe(200);

      const [charge] = await chargesOf(member);
      expect(charge).toMatchObject({ status: 'pending', amount_cents: 1000, currency: 'USD', received_cents: received.cents, received_currency: received.currency, settled_cents: null });
      expect(charge!.flagged_at).not.toBeNull();
      expect(await ledgerOf(member)).toEqual([]);
      expect((await events()).find((e) => e.id === event.id)).toMatchObject({ outcome: 'mismatch', object_id: intentId });

      const flagged = await adminGet<Page<AdminCharge>>(`${CHARGES_API.list}?flagged=true&page_size=100`);
      expect(flagged.items.find((c) => c.id === charge!.id)).toMatchObject({
        status: 'pending', amount_cents: 1000, currency: 'USD', received: { amount_cents: received.cents, currency: received.currency },
      });
      expect(flagged.items.every((c) => c.received !== null)).toBe(true);
      const listed = await adminGet<Page<AdminCharge>>(`${CHARGES_API.list}?member_id=${member.id}`);
      expect(listed.items[0]!.received).toMatchObject({ amount_cents: received.cents, currency: received.currency });

      // Stripe sends it again: answered as a duplicate, still nothing settled.
      expect(await t.fake.redeliver(event)).toBe(200);
      expect(await ledgerOf(member)).toEqual([]);
    });

    it('a settlement that matches is still applied, and the charge is not flagged', async () => {
      const { member, intentId } = await pendingDebit();
      const { event, status } = await t.fake.settlePayment(intentId);
      expect(status).toBe(200);
      expect((await chargesOf(member))[0]).toMatchObject({ status: 'settled', settled_cents: 1000, flagged_at: null, received_cents: null });
      expect((await events()).find((e) => e.id === event.id)).toMatchObject({ outcome: 'applied', object_id: intentId });
    });
  });

  it('answers 502 while the provider cannot be reached, stores nothing, and applies the retry once it can', async () => {
    const { member, intentId } = await pendingDebit();
    const held: Array<{ payload: string; signature: string }> = [];
    t.fake.deliverWith(async (payload, signature) => {
      held.push({ payload, signature });
      return 200;
    });
    const { event } = await t.fake.settlePayment(intentId);
    t.fake.setOutage(true);
    const during = await post(held[0]!.payload, held[0]!.signature);
    expect(during.statusCode).toBe(502);
    expect((await events()).find((e) => e.id === event.id)).toBeUndefined();
    t.fake.setOutage(false);
    t.fake.deliverWith(t.deliverToApp);
    expect(await t.fake.redeliver(event)).toBe(200);
    expect((await chargesOf(member))[0]).toMatchObject({ status: 'settled' });
  });
});
