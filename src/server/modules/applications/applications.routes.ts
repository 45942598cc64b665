import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, type ApplicationPayoutMethods, type MessageResponse } from '../../../shared/api';
import { APPLICATION_MESSAGES, applicationIdParams, applicationSchema, moveDownSchema } from '../../../shared/schemas/applications';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import type { Config } from '../../config';
import { requireSession } from '../../plugins/session';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { ApplicationsService } from './applications.service';

export const applicationsRoutes: FastifyPluginAsyncZod<{ applications: ApplicationsService; rateLimits: RateLimitService; config: Config }> = async (app, { applications, rateLimits, config }) => {
  app.post(API.applications, {
    config: { access: 'member' },
    schema: { tags: ['applications'], summary: 'Apply for financial assistance', body: applicationSchema },
  }, async (request, reply) => {
    const { userId } = requireSession(request);
    await rateLimits.consume(config.rateLimits.email, `apply:${userId}`);
    const application = await applications.submit(userId, request.body);
    return reply.status(201).send({ success: true, message: APPLICATION_MESSAGES.submitted, application });
  });

  app.get(API.applicationPayoutMethods, {
    config: { access: 'member' },
    schema: { tags: ['applications'], summary: 'The ways of being paid a new application may choose from' },
  }, async () => ({ methods: applications.payoutMethods() }) satisfies ApplicationPayoutMethods);

  app.get(API.myApplications, {
    config: { access: 'member' },
    schema: { tags: ['applications'], summary: 'Your own applications, newest first', querystring: pageQuerySchema },
  }, async (request) => applications.mine(requireSession(request).userId, request.query));

  app.get(API.beneficiaryStatus, {
    config: { access: 'member' },
    schema: { tags: ['applications'], summary: 'Your place in the first-come, first-served queue' },
  }, async (request) => applications.beneficiaryStatus(requireSession(request).userId));

  app.put('/api/applications/:id/move-down', {
    config: { access: 'member' },
    schema: { tags: ['applications'], summary: 'Ask to be moved down the list, or undo it', params: applicationIdParams, body: moveDownSchema },
  }, async (request) => {
    await applications.setMoveDown(requireSession(request).userId, request.params.id, request.body.move_down);
    const message = request.body.move_down ? 'You will be served after members who are waiting.' : 'You are back in your original place.';
    return { success: true, message } satisfies MessageResponse;
  });
};
