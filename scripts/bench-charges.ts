/**
 * DATA_DIR=/tmp/bench-charges npx tsx scripts/bench-charges.ts [--pledges 1000000]
 * One billing day at scale on SQLite: seeds N active pledges due today (each with a saved card),
 * then times the daily run (sending one charge job per pledge) and the runner working every job
 * (charge, ledger rows, receipt job) against an in-process fake provider that settles at once. The
 * provider's network time is left out on purpose: what is measured is our side. Not a test.
 */
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { todayIso } from '../src/shared/domain/dates';
import { loadConfig } from '../src/server/config';
import { openInfrastructure } from '../src/server/infrastructure';
import { createServices } from '../src/server/services';
import { translators } from '../src/server/i18n/catalogs';
import { createTableQueue } from '../src/server/jobs/table-queue';
import { createChargesService } from '../src/server/modules/charges/charges.service';
import type { PaymentProvider } from '../src/server/modules/payments/payment-provider';

const { values } = parseArgs({ options: { pledges: { type: 'string', default: '1000000' } } });
const pledges = Number(values.pledges);
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-charges-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOB_QUEUE: 'manual' });
if (config.databaseUrl) throw new Error('this benchmark measures the SQLite runner: unset DATABASE_URL');
const log = { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const infra = await openInfrastructure(config, log);
const db = infra.db.kysely;
const services = createServices({ ...infra, config, log, translators: await translators() });

let sequence = 0;
const provider: PaymentProvider = {
  name: 'stripe',
  createCustomer: async () => ({ customerId: 'cus_bench' }),
  startSetup: async () => ({ sessionId: 'cs_bench', url: 'http://localhost/' }),
  readSetup: async (sessionId) => ({ sessionId, complete: false, customerId: null, paymentMethodId: null, methodType: null }),
  parseWebhook: () => ({ id: 'evt_bench', type: 'bench', kind: 'ignored' }),
  charge: async (input) => ({ status: 'settled', chargeId: `pi_bench_${(sequence += 1)}`, settled: { amountCents: input.amountCents, feeCents: 59, currency: 'USD' } }),
  readCharge: async () => { throw new Error('not used'); },
  deleteCustomer: async () => {},
};
const jobs = createTableQueue({ db, log, poll: false, batchSize: 500, concurrency: 16 });
const charges = createChargesService({ db, jobs, provider, ledger: services.ledger, members: services.members, stats: services.stats, log, resumeDuePauses: services.pledgeManage.resumeDuePauses });
charges.register(async () => {});

const today = todayIso();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rss = () => `${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`;

const existing = Number((await db.selectFrom('subscriptions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
if (existing === 0) {
  const started = Date.now();
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${pledges})
    insert into users (id, email, password_hash, created_at) select printf('00000000-0000-4000-8000-%012d', i), printf('bench%d@example.org', i), 'x', ${new Date().toISOString()} from n`.execute(db);
  await sql`insert into subscriptions (id, user_id, status, monthly_amount_cents, start_date, next_billing_date, created_at, updated_at)
    select 's' || id, id, 'active', 1000, ${today}, ${today}, created_at, created_at from users`.execute(db);
  await sql`insert into pledge_payment_methods (user_id, provider, customer_id, payment_method_id, method_type, currency, cover_fee, charge_amount_cents, setup_id, updated_at)
    select id, 'stripe', 'cus_' || id, 'pm_' || id, 'card', 'USD', 0, 1000, 'setup', created_at from users`.execute(db);
  // Phase 2: the goal is reached (the seeded pledges have no profiles, so the count is set here).
  await db.updateTable('subscriber_stats').set({ goal: 1, verified_subscribers: pledges }).execute();
  console.error(`seeded ${pledges.toLocaleString('en-US')} pledges in ${seconds(Date.now() - started)}`);
}

const at = new Date();
let started = Date.now();
const sent = await charges.runDaily(today, at);
const enqueueMs = Date.now() - started;
started = Date.now();
let ran = 0;
const progress = setInterval(() => console.error(`… ${ran.toLocaleString('en-US')} jobs, ${rss()}`), 30_000);
for (;;) {
  const round = await jobs.runDue(new Date());
  if (round === 0) break;
  ran += round;
}
clearInterval(progress);
const processMs = Date.now() - started;
const settled = Number((await db.selectFrom('pledge_charges').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'settled').executeTakeFirstOrThrow()).n);

console.log(`Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, SQLite.\n`);
console.log('| measure | result |');
console.log('|---|---|');
console.log(`| pledges due on one billing day | ${sent.toLocaleString('en-US')} |`);
console.log(`| daily run: charge jobs sent | ${seconds(enqueueMs)} |`);
console.log(`| jobs worked (charges and receipts) | ${ran.toLocaleString('en-US')} in ${seconds(processMs)} (${Math.round(ran / (processMs / 1000))}/s) |`);
console.log(`| charges settled, with contribution and fee rows | ${settled.toLocaleString('en-US')} |`);
console.log(`| resident memory at the end | ${rss()} |`);
await infra.close();
