import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values of a request made by our own pages, or typed by the person themselves. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export const CROSS_SITE_MESSAGE = 'This request came from another website and was refused. Please use this site directly.';
export const JSON_ONLY_MESSAGE = 'Changes must be sent as JSON (Content-Type: application/json).';

function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    // "null" (a sandboxed frame, a file) and anything unparsable are someone else.
    return false;
  }
}

/**
 * Cross-site request forgery protection in depth, on top of the SameSite=Lax session cookie: every
 * request that changes something must come from our own pages (Sec-Fetch-Site and Origin, which
 * browsers set and pages cannot forge) and be JSON, which an HTML form on another site cannot send
 * without a CORS preflight that we never grant. Checked before the session is read or the body parsed.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const publicOrigin = new URL(opts.publicUrl).origin;

  // Callback style: most requests are reads, and they pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if ((fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite)) || (origin !== undefined && !isOwnOrigin(origin, request, publicOrigin))) {
      return done(new AppError(403, 'cross_site', CROSS_SITE_MESSAGE));
    }
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === 'application/octet-stream' && request.routeOptions.config.fileUpload) return done();
    if (mediaType !== 'application/json') return done(new AppError(415, 'unsupported_media_type', JSON_ONLY_MESSAGE));
    done();
  });

  // A mutation without a body (sign out, approve) still says it is JSON; its empty body means "no body".
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
});
