import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, type MessageResponse } from '../../../shared/api';
import { SUBSCRIPTION_MESSAGES, subscriptionIdParams, subscriptionListQuerySchema, subscriptionUpdateSchema } from '../../../shared/schemas/subscriptions';
import { requireAdmin } from '../../plugins/session';
import type { SubscriptionsAdminService } from './subscriptions-admin.service';

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ subscriptionsAdmin: SubscriptionsAdminService }> = async (app, { subscriptionsAdmin }) => {
  app.get(API.adminSubscriptions, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Subscriptions newest first, by name or user id and status', querystring: subscriptionListQuerySchema },
  }, async (request) => subscriptionsAdmin.list(request.query));

  app.get(API.adminSubscriptionCounts, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Subscriptions in total and by status' },
  }, async () => subscriptionsAdmin.counts());

  app.put('/api/admin/subscriptions/:id', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Set status, monthly amount (dollars) and next billing date', params: subscriptionIdParams, body: subscriptionUpdateSchema },
  }, async (request) => subscriptionsAdmin.update(requireAdmin(request), request.params.id, request.body));

  app.delete('/api/admin/subscriptions/:id', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Delete a subscription; the audit log keeps the full row', params: subscriptionIdParams },
  }, async (request) => {
    await subscriptionsAdmin.remove(requireAdmin(request), request.params.id);
    return { success: true, message: SUBSCRIPTION_MESSAGES.deleted } satisfies MessageResponse;
  });
};
