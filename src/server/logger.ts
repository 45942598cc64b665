import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Paths whose query string may carry a single-use token: /auth links sent before the token moved to
 * the fragment, and the auth API. Their query is never written to a log.
 */
const SECRET_QUERY_PATH = /^\/(auth(\/|$)|api\/auth\/)/i;

export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const pathname = url.slice(0, query);
  return SECRET_QUERY_PATH.test(pathname) ? `${pathname}?[redacted]` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/**
 * The process's logger. Fastify's own request fields, with the query of token-bearing URLs removed;
 * cookies, authorization headers, passwords and tokens are censored wherever an object carries them.
 */
export function createLogger(options: { level: string; pretty?: boolean }, destination?: DestinationStream): Logger {
  const settings: pino.LoggerOptions = {
    level: options.level,
    redact: {
      paths: [
        'req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'headers.authorization', 'res.headers["set-cookie"]',
        'password', '*.password', 'current_password', '*.current_password', 'new_password', '*.new_password', 'token', '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Anything else logged under "req" is left to the censoring above.
      req: (req: LoggedRequest) => typeof req?.url !== 'string' ? req : {
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      },
    },
  };
  if (destination) return pino(settings, destination);
  return pino({ ...settings, ...(options.pretty && { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }) });
}
