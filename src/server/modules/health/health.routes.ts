import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import type { HealthService } from './health.service';

/**
 * Probed every few seconds by orchestrators and load balancers: public, uncompressed, never cached,
 * and logged only at warn or above, so they do not drown the request log.
 */
const probe = { config: { access: 'public' as const }, logLevel: 'warn' as const, compress: false as const };

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  const live = async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true };
  };
  app.get(API.healthLive, { ...probe, schema: { tags: ['system'], summary: 'Liveness: 200 while the process runs' } }, live);
  app.get(API.health, { ...probe, schema: { tags: ['system'], summary: 'Liveness (same as /api/health/live)' } }, live);

  app.get(API.healthReady, {
    ...probe,
    schema: { tags: ['system'], summary: 'Readiness: 200, or 503 while the database is unreachable or the instance is shutting down' },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = await health.readiness();
    if (state.ready) return { ok: true };
    return reply.status(503).send({ ok: false, reason: state.reason });
  });
};
