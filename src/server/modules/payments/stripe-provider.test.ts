import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderMethodType } from '../../../shared/domain/payment-fees';
import { FAKE_STRIPE_KEY, type FakeStripe, startFakeStripe } from '../../../../test/support/fake-stripe';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

/** The Stripe provider on its own, with the real client against the fake: the calls the monthly job will make. */
let fake: FakeStripe;
let stripe: PaymentProvider;
beforeAll(async () => {
  fake = await startFakeStripe();
  fake.deliverWith(async () => 200);
  stripe = createStripeProvider({ secretKey: FAKE_STRIPE_KEY, webhookSecret: fake.webhookSecret, apiBase: fake.url });
});
afterAll(async () => fake.close());

async function savedMethod(methodType: ProviderMethodType) {
  const { customerId } = await stripe.createCustomer({ userId: crypto.randomUUID(), email: 'payer@example.org', name: 'Payer' });
  const { sessionId } = await stripe.startSetup({ customerId, userId: 'u1', methodType, currency: 'USD', successUrl: 'http://localhost/ok?session={SESSION_ID}', cancelUrl: 'http://localhost/no' });
  expect(await stripe.readSetup(sessionId)).toMatchObject({ complete: false, paymentMethodId: null });
  await fake.complete(sessionId);
  const setup = await stripe.readSetup(sessionId);
  expect(setup).toMatchObject({ complete: true, customerId, methodType });
  return { customerId, paymentMethodId: setup.paymentMethodId!, methodType };
}

describe('the Stripe provider', () => {
  it('sends the member back with the session id in the success URL', async () => {
    const { customerId } = await stripe.createCustomer({ userId: crypto.randomUUID(), email: 'a@example.org', name: 'A' });
    const { sessionId } = await stripe.startSetup({ customerId, userId: 'u1', methodType: 'card', currency: 'USD', successUrl: 'http://localhost/ok?session={SESSION_ID}', cancelUrl: 'http://localhost/no' });
    expect(fake.object(sessionId)).toMatchObject({ object: 'checkout.session', success_url: 'http://localhost/ok?session={CHECKOUT_SESSION_ID}' });
  });

  it('charges a card once per idempotency key, with the settled amount and the fee the provider took', async () => {
    const method = await savedMethod('card');
    const request = { ...method, amountCents: 1061, currency: 'USD' as const, idempotencyKey: `pledge-${method.customerId}-2026-03-1`, description: 'Pledge, March 2026' };
    const first = await stripe.charge(request);
    expect(first).toMatchObject({ status: 'settled', settled: { amountCents: 1061, feeCents: 61, currency: 'USD' } });
    const again = await stripe.charge(request);
    expect(again).toEqual(first);
    expect(fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === request.idempotencyKey)).toHaveLength(2);
    expect(fake.objectsOf('payment_intent').filter((intent) => intent.customer === method.customerId)).toHaveLength(1);
  });

  it('answers a bank debit as pending: it settles days later', async () => {
    const method = await savedMethod('us_bank_account');
    const result = await stripe.charge({ ...method, amountCents: 1000, currency: 'USD', idempotencyKey: 'bank-1', description: 'Pledge' });
    expect(result).toMatchObject({ status: 'pending' });
    expect(result.status === 'pending' && result.chargeId).toMatch(/^pi_/);
  });

  it("reports a decline with the bank's reason", async () => {
    const method = await savedMethod('card');
    fake.declineNextCharge('insufficient_funds');
    const result = await stripe.charge({ ...method, amountCents: 1000, currency: 'USD', idempotencyKey: 'declined-1', description: 'Pledge' });
    expect(result).toMatchObject({ status: 'failed', declineCode: 'insufficient_funds', message: 'Your card was declined.' });
  });
});
