import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthService, ResolvedSession } from '../modules/auth/auth.service';
import { SESSION_TTL_MS } from '../modules/auth/auth.service';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    session: ResolvedSession | null;
  }
}

/** Reads the session cookie on every request; the access guard and the routes read request.session. */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: AuthService; secureCookies: boolean }) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/assets/')) return;
    request.session = await opts.auth.resolveSession(sessionToken(request));
  });

  app.decorateReply('startSession', function (this: FastifyReply, token: string) {
    this.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies,
      maxAge: Math.floor(SESSION_TTL_MS / 1000),
    });
  });
  app.decorateReply('endSession', function (this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secureCookies });
  });
});

export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];

declare module 'fastify' {
  interface FastifyReply {
    startSession(token: string): void;
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
