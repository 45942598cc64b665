import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What helmet sets on a reply, found by asking it once on a throwaway server with and without it. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'probe');
    const res = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return res.headers;
  };
  const [plain, secured] = await Promise.all([answer(false), answer(true)]);
  return Object.fromEntries(
    Object.entries(secured).filter(([name]) => !(name in plain)).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The headers that still mean something on a JSON or CSV answer: it may not be sniffed into a page,
 * framed, run as a document that loads anything, or read by another site's no-cors request; and the
 * browser keeps to HTTPS. The rest of helmet's set (referrer, opener and cluster policies, legacy IE
 * switches) only applies to documents, and each header costs every API answer its share of the work.
 */
function apiHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

/**
 * Security headers, computed once at start: helmet's full set for pages and files, and a short set for
 * `/api/` answers. @fastify/helmet builds helmet's middleware again on every request, parsing the policy
 * each time, which cost `GET /api/stats` more than half its throughput; the headers depend only on the
 * options, so helmet works them out once and each reply gets the same set.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: FastifyHelmetOptions & { apiPrefix?: string }) => {
  const { apiPrefix, ...helmetOptions } = options;
  const documents = await helmetHeaders(helmetOptions);
  const api = apiHeaders(documents);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(apiPrefix && request.url.startsWith(apiPrefix) ? api : documents);
    done();
  });
});
