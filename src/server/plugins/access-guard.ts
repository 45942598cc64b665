import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OversightRole } from '../../shared/oversight';
import type { Access } from '../http/access';
import { forbidden, unauthorized } from '../http/errors';

const ACCESS_LEVELS: ReadonlySet<string> = new Set<Access>(['public', 'member', 'admin', 'oversight']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Access level of every route, keyed "METHOD /path", for the OpenAPI document. */
    routeAccess: Map<string, Access>;
  }
}

const mayRead = (readBy: readonly OversightRole[] | undefined, roles: readonly OversightRole[], method: string) =>
  (method === 'GET' || method === 'HEAD') && readBy !== undefined && roles.some((r) => readBy.includes(r));

/**
 * Default deny: a route that does not declare who may call it stops the server from starting.
 * Signed-out callers of member or admin routes get 401, members calling admin routes get 403. A Shariah
 * board member or the auditor passes an admin route only to read one that names their role in readBy.
 */
export const accessGuard = fp(async (app: FastifyInstance) => {
  app.decorate('routeAccess', new Map<string, Access>());

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || !ACCESS_LEVELS.has(access)) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access (public | member | admin | oversight)`);
    }
    if (route.config?.readBy && (access !== 'admin' || [route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD'))) {
      throw new Error(`Route ${String(route.method)} ${route.url}: readBy opens only admin reads (GET)`);
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
    const { isAdmin, roles } = request.session;
    if (access === 'admin' && !isAdmin && !mayRead(request.routeOptions.config.readBy, roles, request.method)) {
      return done(forbidden('You must be an admin to access this page'));
    }
    if (access === 'oversight' && roles.length === 0) return done(forbidden('You must be on the Shariah board or the auditor to access this page'));
    done();
  });
});
