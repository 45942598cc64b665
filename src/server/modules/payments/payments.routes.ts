import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDITOR_READS } from '../../../shared/oversight';
import { PAYMENTS_API } from '../../../shared/payments-api';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import { pledgeSetupSchema } from '../../../shared/schemas/pledge';
import { clientIp } from '../../http/client-ip';
import { requireSession } from '../../plugins/session';
import type { PaymentsService } from './payments.service';

/** Event payloads are a few kilobytes; the cap leaves room for large checkout sessions and no more. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.get(PAYMENTS_API.myPledge, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'My pledge, how it is paid, and whether it can be set up now' },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return payments.overview(requireSession(request).userId);
  });

  app.post(PAYMENTS_API.setup, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'Start setting up the pledge with the payment provider; answers the URL to go to (Phase 2 only)', body: pledgeSetupSchema },
  }, async (request) => payments.startSetup(requireSession(request).userId, request.body));

  app.get(PAYMENTS_API.unmatchedEvents, {
    config: { access: 'admin', readBy: AUDITOR_READS },
    schema: { tags: ['admin'], summary: 'Webhook events that named a payment or set-up we do not know, newest first: answered, recorded, left for an admin', querystring: pageQuerySchema },
  }, async (request) => payments.unmatchedEvents(request.query));

  // In a scope of its own: the signature covers the exact bytes sent, so this route alone takes its
  // JSON body unparsed. Stripe's deliveries carry no cookie, Origin or Sec-Fetch-Site, so they pass the
  // same-origin check as any non-browser caller does, and no session is read; the signature is the check.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(PAYMENTS_API.stripeWebhook, {
      config: { access: 'public' },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: { tags: ['payments'], summary: "Stripe's webhook: signature checked on the raw body, each event processed once" },
    }, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const { duplicate } = await payments.receiveWebhook(body, typeof signature === 'string' ? signature : undefined, clientIp(request));
      return { received: true, duplicate };
    });
  });
};
