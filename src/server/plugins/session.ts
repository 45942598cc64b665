import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthService, ResolvedSession } from '../modules/auth/auth.service';
import { cookieMaxAgeMs } from '../modules/auth/session-policy';

/**
 * Under https the cookie carries the __Host- prefix: browsers then accept it only when Secure, on
 * Path=/ and without a Domain, so a neighbouring subdomain cannot plant or overwrite it.
 */
export const sessionCookieName = (secure: boolean): string => (secure ? '__Host-sid' : 'sid');

declare module 'fastify' {
  interface FastifyRequest {
    session: ResolvedSession | null;
  }
  interface FastifyInstance {
    sessionCookie: string;
  }
}

/**
 * Resolves the session of a request that brings a session cookie; the access guard and the routes
 * read request.session. Most public traffic (visitors, the counter, assets) brings none and goes on
 * at once, without a lookup or even a promise.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: AuthService; secureCookies: boolean }) => {
  const name = sessionCookieName(opts.secureCookies);
  app.decorate('sessionCookie', name);
  app.decorateRequest('session', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.url.startsWith('/assets/') ? undefined : sessionToken(request);
    if (!token) return done();
    opts.auth.resolveSession(token).then((session) => {
      request.session = session;
      done();
    }, done);
  });

  app.decorateReply('startSession', function (this: FastifyReply, token: string, { admin }: { admin: boolean }) {
    this.setCookie(name, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies,
      maxAge: Math.floor(cookieMaxAgeMs(admin) / 1000),
    });
  });
  app.decorateReply('endSession', function (this: FastifyReply) {
    this.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secureCookies });
  });
});

export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[request.server.sessionCookie];

declare module 'fastify' {
  interface FastifyReply {
    startSession(token: string, privileges: { admin: boolean }): void;
    endSession(): void;
  }
}

export function requireSession(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw new Error('access guard let a signed-out request through to a member route');
  return request.session;
}

/** The admin making a change, as the audit trail records them. */
export function requireAdmin(request: FastifyRequest): { id: string; email: string } {
  const session = requireSession(request);
  if (!session.isAdmin) throw new Error('access guard let a non-admin through to an admin route');
  return { id: session.userId, email: session.email };
}
