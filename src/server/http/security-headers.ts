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
 * helmet's security headers (CSP, HSTS, frame and referrer policies...), computed once at start.
 * @fastify/helmet builds helmet's middleware again on every request, parsing the policy each time,
 * which cost `GET /api/stats` more than half its throughput; the headers depend only on the options,
 * so helmet works them out once and each reply gets the same set.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: FastifyHelmetOptions) => {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
