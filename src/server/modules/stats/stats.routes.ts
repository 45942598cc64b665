import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import type { Config } from '../../config';
import { clientIp } from '../../http/client-ip';
import type { StatsBroadcaster } from '../../realtime/stats-broadcaster';
import { createStreamSlots } from '../../realtime/stream-slots';
import type { StatsService } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService; broadcaster: StatsBroadcaster; config: Config }> = async (app, opts) => {
  const slots = createStreamSlots(opts.config.statsStreams);

  app.get(API.stats, {
    config: { access: 'public' },
    // The record is under a hundred bytes, far below the compression threshold, and a GET has no body.
    compress: false,
    decompress: false,
    schema: { tags: ['stats'], summary: 'Subscriber counts, goal and phase' },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return opts.stats.current();
  });

  app.get(API.statsStream, {
    config: { access: 'public' },
    schema: { tags: ['stats'], summary: 'Server-Sent Events: the stats record after every change, heartbeat every 25 s; 429/503 beyond the stream caps' },
  }, async (request, reply) => {
    const release = slots.acquire(clientIp(request));
    reply.raw.on('close', release);
    // The client may already have gone, in which case no close event is still to come.
    if (request.raw.socket.destroyed) release();
    reply.hijack();
    await opts.broadcaster.attach(reply.raw);
    request.log.debug('live counter stream opened');
  });
};
