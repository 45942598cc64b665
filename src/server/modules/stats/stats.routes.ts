import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import type { StatsBroadcaster } from '../../realtime/stats-broadcaster';
import type { StatsService } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService; broadcaster: StatsBroadcaster }> = async (app, opts) => {
  app.get(API.stats, {
    config: { access: 'public' },
    schema: { tags: ['stats'], summary: 'Subscriber counts, goal and phase' },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return opts.stats.get();
  });

  app.get(API.statsStream, {
    config: { access: 'public' },
    schema: { tags: ['stats'], summary: 'Server-Sent Events: the stats record after every change, heartbeat every 25 s' },
  }, async (request, reply) => {
    reply.hijack();
    await opts.broadcaster.attach(reply.raw);
    request.log.debug('live counter stream opened');
  });
};
