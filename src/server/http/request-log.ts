import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './log-url';

/** The levels at which a debug line is written. */
const DEBUG_ENABLED = new Set(['debug', 'trace']);

/**
 * Public addresses fetched far more often than anything else (the live counter, health checks,
 * hashed assets, the icons and the service worker): their successful requests are logged at debug
 * only, so at info the log holds the requests an operator reads.
 */
const HOT_PATH = /^\/(api\/stats(\?|$)|api\/health(\/|\?|$)|assets\/|[\w.-]+\.(svg|png|ico|txt|webmanifest|js)(\?|$))/;

/**
 * One line per request, written when the response is sent: method, address (without the query of
 * token-bearing links), status and duration in milliseconds. It replaces Fastify's two lines (one
 * on arrival, one on completion), which doubled the logging cost of every request.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  /** The request's own line says 404. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const level = error ? 'error' : reply.statusCode < 400 && HOT_PATH.test(request.url) ? 'debug' : 'info';
    // The frequent requests cost no more than this test at the default level.
    if (level === 'debug' && !DEBUG_ENABLED.has(reply.log.level)) return;
    const line = { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    reply.log[level](error ? { ...line, err: error } : line, 'request');
  }
}
