import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { Config } from '../config';
import { collectProcessMetrics, registry } from './metrics';

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${expected}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The Prometheus listener, on a port of its own so it is never exposed with the site and its
 * requests never reach the app's logs, limits or metrics. Nothing listens when METRICS_PORT is unset.
 */
export async function listenForMetrics(config: Pick<Config, 'metrics' | 'host'>): Promise<{ close(): Promise<void> } | undefined> {
  const settings = config.metrics;
  if (!settings) return undefined;
  collectProcessMetrics();
  const server = createServer((req, res) => {
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      res.end(body);
    };
    if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://metrics').pathname !== '/metrics') return send(404, 'Not found\n');
    if (settings.token && !sameToken(req.headers.authorization, settings.token)) return send(401, 'Unauthorized\n', { 'www-authenticate': 'Bearer' });
    registry.metrics().then(
      (text) => send(200, text, { 'content-type': registry.contentType }),
      (err: unknown) => send(500, `Could not collect the metrics: ${err instanceof Error ? err.message : String(err)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, config.host, () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

