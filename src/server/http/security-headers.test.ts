import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API } from '../../shared/api';
import { createTestApp } from '../../../test/support/api-harness';
import { securityHeaders } from './security-headers';

const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], upgradeInsecureRequests: null } } };

async function headersWith(plugin: typeof helmet | typeof securityHeaders) {
  const app = Fastify({ logger: false });
  await app.register(plugin, options);
  app.get('/', async () => 'hello');
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res.headers;
}

describe('security headers', () => {
  it('are the ones @fastify/helmet itself sets for the same options', async () => {
    const ours = await headersWith(securityHeaders);
    const theirs = await headersWith(helmet);
    const { date: _a, ...oursWithoutDate } = ours;
    const { date: _b, ...theirsWithoutDate } = theirs;
    expect(oursWithoutDate).toEqual(theirsWithoutDate);
    expect(ours['content-security-policy']).toContain("script-src 'self'");
  });

  it('are on every API answer of the app, errors included, in their short form for JSON', async () => {
    const t = await createTestApp();
    try {
      for (const url of [API.stats, API.me, '/api/nowhere']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(res.headers['strict-transport-security'], url).toContain('max-age=');
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(res.headers['referrer-policy'], url).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });

  it('are the full helmet set on everything outside the API', async () => {
    const app = Fastify({ logger: false });
    await app.register(securityHeaders, { ...options, apiPrefix: '/api/' });
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/page', async () => 'page');
    const [page, api] = await Promise.all([app.inject({ url: '/page' }), app.inject({ url: '/api/thing' })]);
    await app.close();
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBeUndefined();
  });
});
