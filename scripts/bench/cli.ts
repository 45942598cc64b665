import { pathToFileURL } from 'node:url';
import type { BenchRow } from './types';

export function printRows(rows: BenchRow[]): void {
  const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'ok' : 'MISSED');
  console.table(rows.map((r) => ({ measure: r.measure, value: r.value, anchor: r.anchor, '': mark(r.ok) })));
}

/** Runs a benchmark when its file is started on its own (`npx tsx scripts/bench/<name>.ts`), not when imported. */
export function runAlone(moduleUrl: string, bench: () => Promise<BenchRow[]>): void {
  const started = process.argv[1];
  if (!started || pathToFileURL(started).href !== moduleUrl) return;
  bench().then(printRows, (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
