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

/** Reads the session cookie on every request; the access guard and the routes read request.session. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: AuthService; secureCookies: boolean }) => {
  const name = sessionCookieName(opts.secureCookies);
  app.decorate('sessionCookie', name);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/assets/')) return;
    request.session = await opts.auth.resolveSession(sessionToken(request));
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
