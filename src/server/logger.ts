import pino, { type DestinationStream, type Logger } from 'pino';
import { redactUrl } from './http/log-url';

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/**
 * The process's logger. Fastify's own request fields, with the query reduced to what log-url.ts keeps;
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
