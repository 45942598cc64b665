/**
 * `npm run bench`: every speed target of the project, measured side by side with its anchor in one run
 * on this machine. Benchmarks, not tests: the numbers move with the machine's load, so nothing here
 * fails the build. Builds the client and the server first unless `--no-build`; `--only name,name` runs a subset;
 * `--lighthouse-runs N` (3) sets how many Lighthouse runs each page's median is taken from;
 * `--billing-pledges N` (100,000) the active pledges of the billing day, `--billing-data-dir` a directory
 * `npm run seed -- --pledges N` filled instead; `--close-contributions N` (1,000,000) and
 * `--close-applications N` (100,000) the size of the month the close prepares; `--invariant-seeds N` (10)
 * and `--invariant-runs N` (10) how many seeds the money invariant test plays on each database, and
 * how many interleavings each.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { benchBillingDay } from './bench/billing-day';
import { benchClosePrepare } from './bench/close-prepare';
import { benchLayoutShift } from './bench/layout-shift';
import { benchLighthouse } from './bench/lighthouse';
import { benchMoneyInvariant } from './bench/money-invariant';
import { benchPageWeight } from './bench/page-weight';
import { benchReceiptProof } from './bench/receipt-proof';
import { startAppServer } from './bench/server';
import { benchSignupThroughput } from './bench/signup-throughput';
import { benchSse } from './bench/sse-fanout';
import { benchStaticDuringBurst } from './bench/static-during-burst';
import { benchStats } from './bench/stats-throughput';
import type { BenchRow } from './bench/types';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'billing-pledges': { type: 'string' },
    'billing-data-dir': { type: 'string' },
    'close-contributions': { type: 'string' },
    'close-applications': { type: 'string' },
    'invariant-seeds': { type: 'string' },
    'invariant-runs': { type: 'string' },
  },
});
const wanted = (name: string) => !values.only || values.only.split(',').includes(name);

type Bench = { name: string; run: (baseUrl: string) => Promise<BenchRow[]> };

// Each starts the servers it needs; they run one after another so none disturbs another.
const serverBenches: { name: string; run: () => Promise<BenchRow[]> }[] = [
  { name: 'stats', run: benchStats },
  { name: 'static-during-burst', run: benchStaticDuringBurst },
  { name: 'signups', run: benchSignupThroughput },
  { name: 'sse', run: benchSse },
  { name: 'receipt-proof', run: () => benchReceiptProof() },
  {
    name: 'billing-day',
    run: () => benchBillingDay({
      ...(values['billing-pledges'] && { pledges: Number(values['billing-pledges']) }),
      ...(values['billing-data-dir'] && { dataDir: values['billing-data-dir'] }),
    }),
  },
  {
    name: 'money-invariant',
    run: () => benchMoneyInvariant({
      ...(values['invariant-seeds'] && { seeds: Number(values['invariant-seeds']) }),
      ...(values['invariant-runs'] && { runs: Number(values['invariant-runs']) }),
    }),
  },
  {
    name: 'close-prepare',
    run: () => benchClosePrepare({
      ...(values['close-contributions'] && { contributions: Number(values['close-contributions']) }),
      ...(values['close-applications'] && { applications: Number(values['close-applications']) }),
    }),
  },
];

// These share one freshly started server.
const pageBenches: Bench[] = [
  { name: 'page-weight', run: benchPageWeight },
  { name: 'layout-shift', run: benchLayoutShift },
  { name: 'lighthouse', run: (url) => benchLighthouse(url, Number(values['lighthouse-runs'])) },
];

if (!values['no-build']) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });

const rows: BenchRow[] = [];
for (const bench of serverBenches.filter((b) => wanted(b.name))) {
  process.stderr.write(`running ${bench.name}…\n`);
  rows.push(...(await bench.run()));
}
const server = await startAppServer();
try {
  for (const bench of pageBenches.filter((b) => wanted(b.name))) {
    process.stderr.write(`running ${bench.name}…\n`);
    rows.push(...(await bench.run(server.url)));
  }
} finally {
  await server.stop();
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
console.log(`Measured ${new Date().toISOString().slice(0, 10)} on ${(await import('node:os')).cpus().length} cores, Node ${process.version}.\n`);
console.log('| measure | result | target | |');
console.log('|---|---|---|---|');
for (const row of rows) console.log(`| ${cell(row.measure)} | ${cell(row.value)} | ${cell(row.anchor)} | ${row.ok === undefined ? '' : row.ok ? 'met' : '**not met**'} |`);
