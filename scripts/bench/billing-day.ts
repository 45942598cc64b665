/**
 * A billing day at scale on SQLite: N active card pledges whose billing days are spread over
 * 28 days, so today carries about N/28 of them, as a month of sign-ups would. The app runs in a child
 * process (billing-server.ts) that also works the day's charge jobs, as the app's own runner does;
 * meanwhile `/api/stats` and the main bundle are timed, and before, idle. Seeds N pledges by bulk SQL
 * in a fresh directory, or uses `dataDir` as `npm run seed -- --pledges N` left it. Needs a built client.
 *   npx tsx scripts/bench/billing-day.ts [--billing-pledges 1000000] [--billing-data-dir /tmp/seeded]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { todayIso } from '../../src/shared/domain/dates';
import { loadConfig } from '../../src/server/config';
import { openInfrastructure } from '../../src/server/infrastructure';
import { BILLING_DAYS } from '../seed/members';
import type { BillingReport } from './billing-server';
import { runAlone } from './cli';
import { ms, sleep } from './measure';
import type { BenchRow } from './types';

/** The default keeps `npm run bench` to a few minutes: about 3,600 charges on the day. */
export const DEFAULT_BILLING_PLEDGES = 100_000;
/** A million charges in an hour. */
const TARGET_PER_SECOND = 1_000_000 / 3600;
const TARGET_P99_MS = 50;
const SECONDS = 8;
const BROWSER = { 'accept-encoding': 'br, gzip' };
const root = path.resolve(import.meta.dirname, '../..');
/** This benchmark measures the SQLite runner: a DATABASE_URL in the environment is left out. */
const sqliteEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL'));
const silent = { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };

function mainBundlePath(): string {
  const index = readFileSync(path.join(root, 'dist/client/index.html'), 'utf8');
  const src = /<script[^>]+type="module"[^>]+src="([^"]+\.js)"/.exec(index)?.[1];
  if (!src) throw new Error('dist/client/index.html loads no module script: build the client first (npx vite build)');
  return src;
}

/**
 * Users, active pledges and saved cards, one statement each: pledge i is billed on day i mod 28 after
 * today. Phase 2 is switched on (the goal is set to 1), since nothing is charged before it.
 */
async function prepare(dataDir: string, pledges: number, today: string): Promise<number> {
  const config = loadConfig({ ...sqliteEnv(), DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOB_QUEUE: 'manual' });
  const infra = await openInfrastructure(config, silent);
  const db = infra.db.kysely;
  try {
    const count = async () => Number((await db.selectFrom('subscriptions').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'active').executeTakeFirstOrThrow()).n);
    if ((await count()) === 0) {
      const at = new Date().toISOString();
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${pledges})
        insert into users (id, email, password_hash, created_at) select printf('00000000-0000-4000-8000-%012d', i), printf('bench%d@example.org', i), 'x', ${at} from n`.execute(db);
      await sql`insert into subscriptions (id, user_id, status, monthly_amount_cents, start_date, next_billing_date, created_at, updated_at)
        select 's' || id, id, 'active', 1000, ${today}, date(${today}, '+' || (rowid % ${BILLING_DAYS}) || ' days'), created_at, created_at from users`.execute(db);
      await sql`insert into pledge_payment_methods (user_id, provider, customer_id, payment_method_id, method_type, currency, cover_fee, charge_amount_cents, setup_id, updated_at)
        select id, 'stripe', 'cus_' || id, 'pm_' || id, 'card', 'USD', 0, 1000, 'setup', created_at from users`.execute(db);
      // The seeded pledgers have no profiles: the live counter is set to them here.
      await db.updateTable('subscriber_stats').set({ verified_subscribers: pledges }).execute();
      await sql`analyze`.execute(db);
    }
    await db.updateTable('subscriber_stats').set({ goal: 1, phase: 2 }).execute();
    return count();
  } finally {
    await infra.close();
  }
}

/** The app with the billing runner inside, in its own process. */
async function startBillingServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/billing-server.ts'], {
    cwd: root,
    env: { ...sqliteEnv(), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error(`the billing server exited (${child.exitCode})`);
    return JSON.parse(line.value) as unknown;
  };
  const { url } = (await next()) as { url: string };
  return {
    url,
    async bill(day: string): Promise<BillingReport> {
      child.stdin!.write(`bill ${day}\n`);
      return (await next()) as BillingReport;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin!.end('stop\n');
      await exited;
    },
  };
}

async function latency(url: string) {
  const result = await autocannon({ url, connections: 2, duration: SECONDS, headers: BROWSER });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.latency;
}
const measureBoth = async (base: string, bundle: string) => {
  const [file, stats] = await Promise.all([latency(`${base}${bundle}`), latency(`${base}/api/stats`)]);
  return { file, stats };
};

/** Latency of `url` from now until `until` settles (at least a second), so only the busy time is counted. */
async function latencyUntil(url: string, until: Promise<unknown>) {
  let instance: { stop(): void } | undefined;
  const result = new Promise<{ latency: { p50: number; p99: number }; non2xx: number; errors: number; timeouts: number }>((resolve, reject) => {
    instance = autocannon({ url, connections: 2, duration: 24 * 3600, headers: BROWSER }, (error, r) => (error ? reject(error) : resolve(r)));
  });
  await Promise.all([until.catch(() => {}), sleep(1000)]);
  instance!.stop();
  // Errors (autocannon gives up on a request after 10 s) are part of what this measures: they are reported, not thrown.
  const r = await result;
  return { ...r.latency, failed: r.non2xx + r.errors + r.timeouts };
}

const duration = (seconds: number) => (seconds < 120 ? `${seconds.toFixed(1)} s` : `${(seconds / 60).toFixed(1)} min`);

export async function benchBillingDay(options: { pledges?: number; dataDir?: string } = {}): Promise<BenchRow[]> {
  const pledges = options.pledges ?? DEFAULT_BILLING_PLEDGES;
  const bundle = mainBundlePath();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'bench-billing-'));
  const today = todayIso();
  try {
    const active = await prepare(dataDir, pledges, today);
    const server = await startBillingServer(dataDir);
    try {
      const idle = await measureBoth(server.url, bundle);
      const load = loadavg()[0]!;
      const billing = server.bill(today);
      const [file, stats] = await Promise.all([latencyUntil(`${server.url}${bundle}`, billing), latencyUntil(`${server.url}/api/stats`, billing)]);
      const busy = { file, stats };
      const report = await billing;
      if (report.charges === 0) throw new Error(`no pledge of ${dataDir} is due on ${today}: its billing day has been run already`);
      const perSecond = report.charges / report.seconds;
      const latencyRow = (measure: string, b: { p50: number; p99: number; failed: number }, i: { p50: number; p99: number }): BenchRow => ({
        measure,
        value: `p50 ${ms(b.p50)}, p99 ${ms(b.p99)}${b.failed ? `, ${b.failed} requests failed or timed out` : ''}`,
        anchor: `idle p50 ${ms(i.p50)}, p99 ${ms(i.p99)}; p99 < ${TARGET_P99_MS} ms`,
        ok: b.p99 < TARGET_P99_MS && b.failed === 0,
      });
      return [
        {
          measure: `billing day of ${active.toLocaleString('en-US')} active pledges over ${BILLING_DAYS} billing days (SQLite, provider in-process)`,
          value: `${report.charges.toLocaleString('en-US')} charges settled and receipts queued in ${duration(report.seconds)} (${report.settled.toLocaleString('en-US')} settled)`,
          anchor: '< 1 h',
          ok: report.seconds < 3600 && report.settled === report.charges,
        },
        {
          measure: 'billing throughput (charges with their ledger rows and receipt jobs)',
          value: `${Math.round(perSecond)} charges/s: 1,000,000 charges would take ${duration(1_000_000 / perSecond)}`,
          anchor: `≥ ${Math.ceil(TARGET_PER_SECOND)} charges/s (1,000,000 in 1 h)`,
          ok: perSecond >= TARGET_PER_SECOND,
        },
        {
          measure: 'CPU time of the billing day (the app process, user and system)',
          value: `${report.cpuSeconds.toFixed(1)} s, ${((report.cpuSeconds * 1000) / report.charges).toFixed(2)} ms a charge: about ${Math.round(report.charges / report.cpuSeconds)} charges/s on one free core`,
          anchor: `≥ ${Math.ceil(TARGET_PER_SECOND)} charges/s`,
        },
        { measure: 'machine load (1-minute average) at the start, 2 cores', value: load.toFixed(1), anchor: 'other work on the machine slows every figure here' },
        { measure: 'app memory during the billing day', value: `heap ${report.heapStartMb} MB at the start, ${report.heapMaxMb} MB at most, ${report.heapEndMb} MB at the end; resident ${report.rssStartMb} → ${report.rssMaxMb} MB (with the database's pages mapped in)`, anchor: 'flat' },
        latencyRow('main bundle during the billing day', busy.file, idle.file),
        latencyRow('GET /api/stats during the billing day', busy.stats, idle.stats),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

runAlone(import.meta.url, () => {
  const { values } = parseArgs({ options: { 'billing-pledges': { type: 'string' }, 'billing-data-dir': { type: 'string' } } });
  return benchBillingDay({
    ...(values['billing-pledges'] && { pledges: Number(values['billing-pledges']) }),
    ...(values['billing-data-dir'] && { dataDir: values['billing-data-dir'] }),
  });
});
