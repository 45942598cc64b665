/**
 * The child process of the billing-day benchmark: the real app (API and built client) on DATA_DIR,
 * and in the same process, on the same database connection, the table runner working a billing day
 * against an in-process provider that settles every charge at once, as the app's own runner would on
 * SQLite. The provider answers in the event loop's next turn, as a network answer would, but at once:
 * its network time is left out on purpose, what is measured is our side. Prints
 * `{"url"}` once listening; on a `bill` line from its parent, runs the day and prints its figures.
 */
import path from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../../src/server/config';
import { buildApp } from '../../src/server/app';
import { openInfrastructure } from '../../src/server/infrastructure';
import { createTableQueue } from '../../src/server/jobs/table-queue';
import { createChargesService } from '../../src/server/modules/charges/charges.service';
import type { PaymentProvider } from '../../src/server/modules/payments/payment-provider';

export interface BillingReport {
  day: string;
  charges: number;
  jobs: number;
  seconds: number;
  /** CPU time the process spent on the day (user and system): what the machine's load does not stretch. */
  cpuSeconds: number;
  settled: number;
  /** The JavaScript heap; resident memory also counts the database file's pages mapped in (mmap_size). */
  heapStartMb: number;
  heapMaxMb: number;
  heapEndMb: number;
  rssStartMb: number;
  rssMaxMb: number;
  rssEndMb: number;
}

/** Jobs claimed per round of the runner: two charge batches. */
const ROUND = 100;

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', JOB_QUEUE: 'manual' });
const log = { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const infra = await openInfrastructure(config, log);
const { app, services } = await buildApp({ config, ...infra, clientDir: path.resolve(import.meta.dirname, '../../dist/client') });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');

let sequence = 0;
const provider: PaymentProvider = {
  name: 'stripe',
  createCustomer: async () => ({ customerId: 'cus_bench' }),
  startSetup: async () => ({ sessionId: 'cs_bench', url: 'http://localhost/' }),
  readSetup: async (sessionId) => ({ sessionId, complete: false, customerId: null, paymentMethodId: null, methodType: null, methodLabel: null, methodLast4: null }),
  parseWebhook: () => ({ id: 'evt_bench', type: 'bench', kind: 'ignored' }),
  charge: async (input) => new Promise((resolve) => setImmediate(resolve)).then(() => ({ status: 'settled' as const, chargeId: `pi_bench_${(sequence += 1)}`, charged: { amountCents: input.amountCents, currency: input.currency }, settled: { amountCents: input.amountCents, feeCents: 59, currency: 'USD' as const } })),
  readCharge: async () => {
    throw new Error('not used');
  },
  deleteCustomer: async () => {},
};
const db = infra.db.kysely;
const jobs = createTableQueue({ db, log, poll: false, batchSize: ROUND });
const charges = createChargesService({ db, jobs, provider, ledger: services.ledger, members: services.members, subscriptions: services.subscriptions, stats: services.stats, log, resumeDuePauses: services.pledgeManage.resumeDuePauses, settlementWindowDays: 5 });
// Receipts are read as the app's mail job reads them; sending them is the mail server's work, not ours.
charges.register(async () => {});

const mb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);
const heapMb = () => Math.round(process.memoryUsage().heapUsed / 1024 / 1024);

async function bill(day: string): Promise<BillingReport> {
  const rssStartMb = mb();
  let rssMaxMb = rssStartMb;
  const heapStartMb = heapMb();
  let heapMaxMb = heapStartMb;
  const sampler = setInterval(() => {
    rssMaxMb = Math.max(rssMaxMb, mb());
    heapMaxMb = Math.max(heapMaxMb, heapMb());
  }, 500);
  const started = Date.now();
  // Counted by when they settled: a directory seeded a day earlier has that day's pledges overdue, charged now too.
  const startedAt = new Date(started).toISOString();
  const cpu = process.cpuUsage();
  const sent = await charges.runDaily(day, new Date());
  let ran = 0;
  for (;;) {
    const round = await jobs.runDue(new Date());
    if (round === 0) break;
    ran += round;
  }
  const seconds = (Date.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  const settled = await db.selectFrom('pledge_charges').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'settled').where('settled_at', '>=', startedAt).executeTakeFirstOrThrow();
  return { day, charges: sent, jobs: ran, seconds, cpuSeconds: (used.user + used.system) / 1e6, settled: Number(settled.n), heapStartMb, heapMaxMb: Math.max(heapMaxMb, heapMb()), heapEndMb: heapMb(), rssStartMb, rssMaxMb: Math.max(rssMaxMb, mb()), rssEndMb: mb() };
}

process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${address.port}` })}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  const [command, day] = line.trim().split(' ');
  if (command === 'bill' && day) process.stdout.write(`${JSON.stringify(await bill(day))}\n`);
  if (command === 'stop') break;
}
await app.close();
await infra.close();
