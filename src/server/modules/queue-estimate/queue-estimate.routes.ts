import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUEUE_API } from '../../../shared/queue-api';
import { requireSession } from '../../plugins/session';
import type { QueueEstimateService } from './queue-estimate.service';

export const queueEstimateRoutes: FastifyPluginAsyncZod<{ queueEstimate: QueueEstimateService }> = async (app, { queueEstimate }) => {
  app.get(QUEUE_API.publicQueue, {
    config: { access: 'public' },
    schema: { tags: ['transparency'], summary: 'How many approved applications are waiting and, from the last three pools, how many months the queue would take; counts only' },
  }, async () => queueEstimate.publicQueue());

  app.get(QUEUE_API.myQueueEstimate, {
    config: { access: 'member' },
    schema: { tags: ['applications'], summary: 'Your place in the queue and the pool month that would reach it at the recent pace' },
  }, async (request) => queueEstimate.forMember(requireSession(request).userId));
};
