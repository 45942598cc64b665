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
    const t = await createTestApp({ PUBLIC_URL: 'https://community.example' });
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

  it('are the full helmet set on pages, and the short set under the resource prefixes', async () => {
    const app = Fastify({ logger: false });
    await app.register(securityHeaders, { ...options, resourcePrefixes: ['/api/', '/assets/'] });
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/assets/app-1a2b.js', async () => 'script');
    app.get('/page', async () => 'page');
    const [page, api, asset] = await Promise.all([app.inject({ url: '/page' }), app.inject({ url: '/api/thing' }), app.inject({ url: '/assets/app-1a2b.js' })]);
    await app.close();
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    for (const res of [api, asset]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['referrer-policy']).toBeUndefined();
    }
  });

  it('leave out Strict-Transport-Security when the site is not served over HTTPS', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    try {
      for (const url of [API.stats, '/', '/assets/none-1a2b.js']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      }
    } finally {
      await t.close();
    }
  });
});
