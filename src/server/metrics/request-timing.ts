import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestDuration } from './metrics';

/**
 * Times every answered request by its route pattern, never its raw URL: a URL with ids or a query
 * would make a series per member. Requests no route matched share one label.
 */
export const requestTiming = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_class: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    done();
  });
});
