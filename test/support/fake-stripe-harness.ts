import { PAYMENTS_API } from '../../src/shared/payments-api';
import { createTestApp } from './api-harness';
import { FAKE_STRIPE_KEY, startFakeStripe } from './fake-stripe';

/**
 * A test app with Stripe configured and pointed at a fake started for it on a free port. The fake's
 * webhooks reach the app through inject, with the headers Stripe sends, so the app's raw-body
 * signature check runs as in production. Closing closes both.
 */
export async function createTestAppWithStripe(env: Record<string, string> = {}) {
  const fake = await startFakeStripe();
  const t = await createTestApp({
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
    RATE_LIMIT_PAYMENT_SETUP: '1000/3600',
    ...env,
  });
  const deliverToApp = async (payload: string, signature: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: PAYMENTS_API.stripeWebhook,
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
    });
    return response.statusCode;
  };
  fake.deliverWith(deliverToApp);
  const closeApp = t.close;
  return Object.assign(t, {
    fake,
    /** Sends webhooks to the app again, after a test held them back with fake.deliverWith. */
    deliverToApp,
    async close() {
      await closeApp();
      await fake.close();
    },
  });
}
