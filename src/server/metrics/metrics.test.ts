import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api';
import { PAYMENTS_API } from '../../shared/payments-api';
import { todayIso } from '../../shared/domain/dates';
import { createMember, createTestApp, type TestApp, validRegistration } from '../../../test/support/api-harness';
import { createTestAppWithStripe } from '../../../test/support/fake-stripe-harness';
import { freePort, startPostgresCluster } from '../../../test/support/postgres-cluster';
import { loadConfig } from '../config';
import type { TableQueue } from '../jobs/table-queue';
import { listenForMetrics } from './metrics-server';

const TOKEN = 'metrics-token-for-the-tests';

/** The value of one series in a scrape, 0 when the series is absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const runnerOf = (t: TestApp) => {
  const jobs = t.services.jobs;
  if (jobs.kind !== 'table' || !('runDue' in jobs)) throw new Error('the tests drive the table runner');
  return jobs as TableQueue;
};

async function metricsFor(t: TestApp) {
  const listener = await listenForMetrics({ ...t.config, host: '127.0.0.1' });
  if (!listener) throw new Error('METRICS_PORT was set, yet nothing listens');
  const url = `http://127.0.0.1:${t.config.metrics!.port}/metrics`;
  const scrape = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };
  return { url, scrape, close: listener.close };
}

describe('Prometheus metrics', () => {
  let t: TestApp;
  let metrics: Awaited<ReturnType<typeof metricsFor>>;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_PORT: String(await freePort()), METRICS_TOKEN: TOKEN });
    metrics = await metricsFor(t);
  });
  afterAll(async () => {
    await metrics.close();
    await t.close();
  });

  it('counts a sign-up and its e-mail where they happen, and times the request by its route pattern', async () => {
    const before = await metrics.scrape();
    const res = await t.app.inject({ method: 'POST', url: API.register, payload: validRegistration() });
    expect(res.statusCode, res.body).toBe(201);
    await t.services.tasks.idle();
    const after = await metrics.scrape();
    expect(valueOf(after, 'signups_total')).toBe(valueOf(before, 'signups_total') + 1);
    expect(valueOf(after, 'emails_sent_total')).toBeGreaterThan(valueOf(before, 'emails_sent_total'));
    const registered = 'http_request_duration_seconds_count{method="POST",route="/api/auth/register",status_class="2xx"}';
    expect(valueOf(after, registered)).toBe(valueOf(before, registered) + 1);
  });

  it('labels a request by its pattern, never by the ids in its URL', async () => {
    const id = '0b7e5a2c-3f1d-4e8a-9c6b-5d4f3e2a1b0c';
    expect((await t.app.inject({ method: 'PUT', url: API.moveDown(id), payload: { move_down: true } })).statusCode).toBe(401);
    const text = await metrics.scrape();
    expect(valueOf(text, 'http_request_duration_seconds_count{method="PUT",route="/api/applications/:id/move-down",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it('reports the failures and the depth of each job queue, the pool on PostgreSQL and the event-loop lag', async () => {
    const jobs = runnerOf(t);
    jobs.define('metrics-test', async () => {
      throw new Error('refused by the test');
    });
    await jobs.send('metrics-test', {}, { singletonKey: 'one' });
    const waiting = await metrics.scrape();
    expect(valueOf(waiting, 'job_queue_depth{queue="metrics-test"}')).toBe(1);
    await jobs.runDue();
    const after = await metrics.scrape();
    expect(valueOf(after, 'job_failures_total{queue="metrics-test"}')).toBe(valueOf(waiting, 'job_failures_total{queue="metrics-test"}') + 1);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    if (t.dialect === 'postgres') expect(valueOf(after, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    else expect(after).not.toContain('db_pool_connections{');
  });

  it('refuses a scrape without the token or with another one', async () => {
    expect((await fetch(metrics.url)).status).toBe(401);
    expect((await fetch(metrics.url, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(metrics.url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });
});

describe('charge metrics (against the fake Stripe)', () => {
  it('counts a settled charge and a declined one once each', async () => {
    const t = await createTestAppWithStripe({ METRICS_PORT: String(await freePort()), METRICS_TOKEN: TOKEN });
    const metrics = await metricsFor(t);
    try {
      // Pledges are taken in Phase 2: the goal is what the verified members already reach.
      const phaseTwo = async () => {
        const { verified_subscribers } = await t.db.kysely.selectFrom('subscriber_stats').select('verified_subscribers').executeTakeFirstOrThrow();
        await t.db.kysely.updateTable('subscriber_stats').set({ goal: Math.max(1, Number(verified_subscribers)), phase: 2 }).execute();
      };
      const pledger = async () => {
        const member = await createMember(t);
        await phaseTwo();
        const res = await t.app.inject({ method: 'POST', url: PAYMENTS_API.setup, headers: { cookie: member.cookie }, payload: { monthly_amount: '10', method: 'card', cover_fee: false } });
        expect(res.statusCode, res.body).toBe(200);
        await t.fake.complete(/\/checkout\/pay\/([^/?]+)/.exec(res.json().url as string)![1]!);
        return member;
      };
      await pledger();
      await pledger();
      const before = await metrics.scrape();
      t.fake.declineNextCharge('insufficient_funds');
      const at = new Date(`${todayIso()}T23:00:00.000Z`);
      await t.services.charges.runDaily(todayIso(), at);
      await runnerOf(t).runDue(at);
      const after = await metrics.scrape();
      expect(valueOf(after, 'charges_settled_total')).toBe(valueOf(before, 'charges_settled_total') + 1);
      expect(valueOf(after, 'charges_failed_total')).toBe(valueOf(before, 'charges_failed_total') + 1);
    } finally {
      await metrics.close();
      await t.close();
    }
  });
});

describe('metrics during a database outage', () => {
  it('still answers a scrape once the PostgreSQL cluster is stopped, without the figures that need it', async () => {
    const cluster = await startPostgresCluster();
    let stopped = false;
    try {
      const t = await createTestApp({ DATABASE_URL: cluster.url, METRICS_PORT: String(await freePort()), METRICS_TOKEN: TOKEN });
      const metrics = await metricsFor(t);
      try {
        await runnerOf(t).send('metrics-outage', {}, { singletonKey: 'one' });
        runnerOf(t).define('metrics-outage', async () => {});
        expect(await metrics.scrape()).toContain('job_queue_depth{queue="metrics-outage"} 1');
        cluster.stop();
        stopped = true;
        const text = await metrics.scrape();
        expect(text).toMatch(/^signups_total \d/m);
        expect(text).not.toContain('job_queue_depth{');
      } finally {
        await metrics.close();
        await t.close();
      }
    } finally {
      if (!stopped) cluster.stop();
    }
  }, 120_000);
});

describe('metrics switched off', () => {
  it('listens on nothing when METRICS_PORT is unset', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'metrics-off-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', METRICS_PORT: '' });
      expect(config.metrics).toBeUndefined();
      expect(await listenForMetrics(config)).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
