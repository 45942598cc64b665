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

  it('are on every answer of the app, errors included', async () => {
    const t = await createTestApp();
    try {
      for (const url of [API.stats, API.me, '/api/nowhere']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
        expect(res.headers['strict-transport-security'], url).toContain('max-age=');
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      }
    } finally {
      await t.close();
    }
  });
});
