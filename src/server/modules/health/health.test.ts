import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createTestApp, type TestApp } from '../../../../test/support/api-harness';
import { startPostgresCluster } from '../../../../test/support/postgres-cluster';
import { createLogger } from '../../logger';

describe('health routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers liveness on /api/health/live and on its alias /api/health', async () => {
    for (const url of [API.healthLive, API.health]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is ready while the database answers, and answers 503 once the instance drains while liveness stays 200', async () => {
    expect((await t.app.inject({ method: 'GET', url: API.healthReady })).statusCode).toBe(200);
    t.health.drain();
    const ready = await t.app.inject({ method: 'GET', url: API.healthReady });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ok: false, reason: 'draining' });
    expect((await t.app.inject({ method: 'GET', url: API.healthLive })).statusCode).toBe(200);
  });
});

describe('health routes in the log', () => {
  it('writes nothing at info for the probes, while other requests are logged', async () => {
    const lines: { msg: string; url?: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const t = await createTestApp({}, { logger: createLogger({ level: 'info' }, sink) });
    try {
      for (const url of [API.healthLive, API.healthReady, API.health]) await t.app.inject({ method: 'GET', url });
      expect(lines.filter((l) => l.msg === 'request')).toEqual([]);
      await t.app.inject({ method: 'GET', url: API.site });
      expect(lines.filter((l) => l.msg === 'request').map((l) => l.url)).toEqual([API.site]);
    } finally {
      await t.close();
    }
  });
});

describe('readiness against PostgreSQL', () => {
  it('answers 503 once the PostgreSQL cluster is stopped, while liveness stays 200', async () => {
    const cluster = await startPostgresCluster();
    let stopped = false;
    const t = await createTestApp({ DATABASE_URL: cluster.url }).catch((err: unknown) => {
      cluster.stop();
      throw err;
    });
    try {
      expect(t.dialect).toBe('postgres');
      expect((await t.app.inject({ method: 'GET', url: API.healthReady })).statusCode).toBe(200);
      cluster.stop();
      stopped = true;
      const ready = await t.app.inject({ method: 'GET', url: API.healthReady });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ok: false, reason: 'database_unreachable' });
      expect((await t.app.inject({ method: 'GET', url: API.healthLive })).statusCode).toBe(200);
    } finally {
      if (!stopped) cluster.stop();
      await t.close();
    }
  }, 120_000);
});
