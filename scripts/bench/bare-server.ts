/**
 * The anchor for /api/stats: a Fastify server with nothing but a route answering the same record,
 * in its own process like the app (loaded through tsx, which costs nothing once a request is served),
 * so the two are measured side by side.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const record = { total_subscribers: 0, verified_subscribers: 0, goal: 1_000_000, phase: 1 };
app.get('/api/stats', async () => record);
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
