import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { setVerifiedSchema, subscriberFilterSchema, subscriberIdParams, subscriberListQuerySchema } from '../../../shared/schemas/admin-subscribers';
import { requireAdmin } from '../../plugins/session';
import type { AdminSubscribersService } from './admin-subscribers.service';

const tags = ['admin: subscribers'];

export const adminSubscribersRoutes: FastifyPluginAsyncZod<{ adminSubscribers: AdminSubscribersService }> = async (app, { adminSubscribers }) => {
  app.get(API.adminSubscribers, {
    config: { access: 'admin' },
    schema: { tags, summary: 'Members oldest first, searched by name, e-mail or referral code and filtered', querystring: subscriberListQuerySchema },
  }, async (request) => adminSubscribers.list(request.query));

  app.get(API.adminSubscriberCounters, {
    config: { access: 'admin' },
    schema: { tags, summary: 'Total, verified, pending, active pledges and members who joined in the last 7 days' },
  }, async () => adminSubscribers.counters());

  app.get(API.adminSubscribersByState, {
    config: { access: 'admin' },
    schema: { tags, summary: "Members per country and state or province for the same search and filters ('No State' when none)", querystring: subscriberFilterSchema },
  }, async (request) => adminSubscribers.byState(request.query));

  app.get(API.adminSubscribersByCountry, {
    config: { access: 'admin' },
    schema: { tags, summary: 'Members per country (US, CA) for the same search and filters', querystring: subscriberFilterSchema },
  }, async (request) => adminSubscribers.byCountry(request.query));

  app.get(API.adminSubscribersCsv, {
    config: { access: 'admin' },
    schema: { tags, summary: 'The searched and filtered list as CSV', querystring: subscriberFilterSchema },
  }, async (request, reply) => {
    const csv = await adminSubscribers.exportCsv(requireAdmin(request), request.query);
    const day = new Date().toISOString().slice(0, 10);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="subscribers-${day}.csv"`);
    return reply.send(Readable.from(csv));
  });

  app.get('/api/admin/subscribers/:id', {
    config: { access: 'admin' },
    schema: { tags, summary: "Every profile field, the pledge, referrals, applications and accounts from the same device", params: subscriberIdParams },
  }, async (request) => adminSubscribers.details(request.params.id));

  app.put('/api/admin/subscribers/:id/verified', {
    config: { access: 'admin' },
    schema: { tags, summary: 'Verify or unverify a member (audited; the live counter follows)', params: subscriberIdParams, body: setVerifiedSchema },
  }, async (request) => adminSubscribers.setVerified(requireAdmin(request), request.params.id, request.body.verified));

  app.delete('/api/admin/subscribers/:id', {
    config: { access: 'admin' },
    schema: { tags, summary: 'Delete a member and all their personal data (audited); financial records stay', params: subscriberIdParams },
  }, async (request, reply) => {
    await adminSubscribers.remove(requireAdmin(request), request.params.id);
    return reply.status(204).send();
  });
};
