/**
 * `npm run bench`: every speed target of the project, measured side by side with its anchor in one run
 * on this machine. Benchmarks, not tests: the numbers move with the machine's load, so nothing here
 * fails the build. Builds the client first unless `--no-build`; `--only name,name` runs a subset;
 * `--lighthouse-runs N` (3) sets how many Lighthouse runs each page's median is taken from.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { benchLayoutShift } from './bench/layout-shift';
import { benchLighthouse } from './bench/lighthouse';
import { benchPageWeight } from './bench/page-weight';
import { startBenchServer } from './bench/server-process';
import type { BenchRow } from './bench/types';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, only: { type: 'string' }, 'lighthouse-runs': { type: 'string', default: '3' } } });
const wanted = (name: string) => !values.only || values.only.split(',').includes(name);

type Bench = { name: string; run: (baseUrl: string) => Promise<BenchRow[]> };

// Each runs against the same freshly started server, one after another so none disturbs another.
const pageBenches: Bench[] = [
  { name: 'page-weight', run: benchPageWeight },
  { name: 'layout-shift', run: benchLayoutShift },
  { name: 'lighthouse', run: (url) => benchLighthouse(url, Number(values['lighthouse-runs'])) },
];

if (!values['no-build']) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });

const rows: BenchRow[] = [];
const server = await startBenchServer();
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
