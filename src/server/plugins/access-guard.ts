import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '../http/access';
import { forbidden, unauthorized } from '../http/errors';

const ACCESS_LEVELS: ReadonlySet<string> = new Set<Access>(['public', 'member', 'admin']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Access level of every route, keyed "METHOD /path", for the OpenAPI document. */
    routeAccess: Map<string, Access>;
  }
}

/**
 * Default deny: a route that does not declare who may call it stops the server from starting.
 * Signed-out callers of member or admin routes get 401, members calling admin routes get 403.
 */
export const accessGuard = fp(async (app: FastifyInstance) => {
  app.decorate('routeAccess', new Map<string, Access>());

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.has(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access (public | member | admin)`);
    }
    for (const method of [route.method].flat()) app.routeAccess.set(`${method} ${route.url}`, access);
  });

  // Callback style: public reads, the bulk of the traffic, pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (access === 'public') return done();
    // A 404 from Fastify itself has no declared access; the not-found handler decides what to show.
    if (access === undefined && request.is404) return done();
    if (!request.session) return done(unauthorized());
    if (access === 'admin' && !request.session.isAdmin) return done(forbidden('You must be an admin to access this page'));
    done();
  });
});
