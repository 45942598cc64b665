import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Every metric the server exposes, in one registry. Counters are module-level so a service counts
 * where the thing happens without being handed anything; the gauges read what they report from the
 * sources an app adds with `watch`, summed, since tests run several apps in one process.
 */
export const registry = new Registry();

export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by route pattern and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const signups = new Counter({ name: 'signups_total', help: 'Accounts created by the sign-up form', registers: [registry] });
export const chargesSettled = new Counter({ name: 'charges_settled_total', help: 'Monthly pledge charges recorded as settled', registers: [registry] });
export const chargesFailed = new Counter({ name: 'charges_failed_total', help: 'Monthly pledge charge attempts recorded as failed (declined)', registers: [registry] });
export const emailsSent = new Counter({ name: 'emails_sent_total', help: 'E-mails handed to the SMTP server (or written to the outbox)', registers: [registry] });
export const emailsFailed = new Counter({ name: 'emails_failed_total', help: 'E-mails the SMTP server (or the outbox) refused', registers: [registry] });
export const jobFailures = new Counter({ name: 'job_failures_total', help: 'Job runs that failed, by queue (each retry counts)', labelNames: ['queue'] as const, registers: [registry] });

/** What a running app reports through the gauges; each part is optional (SQLite has no pool). */
export interface MetricSource {
  liveStreams?: () => number;
  pool?: () => { total: number; idle: number; waiting: number };
  /** Jobs waiting or running, by queue. */
  queueDepth?: () => Promise<Map<string, number>>;
}

const sources = new Set<MetricSource>();

/** Reports the source's figures until the returned function is called. */
export function watch(source: MetricSource): () => void {
  sources.add(source);
  return () => void sources.delete(source);
}

new Gauge({
  name: 'live_counter_streams',
  help: 'Live-counter (Server-Sent Events) streams open on this instance',
  registers: [registry],
  collect() {
    let open = 0;
    for (const source of sources) open += source.liveStreams?.() ?? 0;
    this.set(open);
  },
});

new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL pool connections, all and idle (absent on SQLite)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const source of sources) {
      const pool = source.pool?.();
      if (!pool) continue;
      this.inc({ state: 'total' }, pool.total);
      this.inc({ state: 'idle' }, pool.idle);
    }
  },
});

new Gauge({
  name: 'db_pool_waiting_queries',
  help: 'Queries waiting for a free PostgreSQL pool connection (absent on SQLite)',
  registers: [registry],
  collect() {
    this.reset();
    for (const source of sources) {
      const pool = source.pool?.();
      if (pool) this.inc(pool.waiting);
    }
  },
});

new Gauge({
  name: 'job_queue_depth',
  help: 'Jobs waiting or running, by queue',
  labelNames: ['queue'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    for (const source of sources) {
      // Without the database the depth is unknown: it is left out rather than failing the whole scrape.
      const depths = await source.queueDepth?.().catch(() => undefined);
      for (const [queue, depth] of depths ?? []) this.inc({ queue }, depth);
    }
  },
});

let defaultsOn = false;

/** Process figures (CPU, memory, event-loop lag, garbage collection); once, when metrics are served. */
export function collectProcessMetrics() {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
}
