import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import type { BenchRow } from './types';

const TEST_FILE = 'src/server/modules/ledger/money-invariant.test.ts';

/**
 * The money invariant test with many seeds instead of `npm test`'s one, on SQLite and on PostgreSQL:
 * each seed plays `runs` random interleavings. A failure prints the seed, so `MONEY_INVARIANT_SEED=<seed>
 * npx vitest run --project api` with that file plays the same steps again.
 */
export async function benchMoneyInvariant(options: { seeds?: number; runs?: number } = {}): Promise<BenchRow[]> {
  const seeds = options.seeds ?? 10;
  const runs = options.runs ?? 10;
  const rows: BenchRow[] = [];
  for (const db of ['sqlite', 'postgres'] as const) {
    const failed: number[] = [];
    const started = performance.now();
    for (let i = 0; i < seeds; i += 1) {
      const seed = randomInt(1, 2 ** 31 - 1);
      const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', TEST_FILE], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, MONEY_INVARIANT_SEED: String(seed), MONEY_INVARIANT_RUNS: String(runs), ...(db === 'postgres' && { TEST_DB: 'postgres' }) },
      });
      if (result.status !== 0) failed.push(seed);
    }
    const minutes = ((performance.now() - started) / 60_000).toFixed(1);
    rows.push({
      measure: `money invariant on ${db === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${seeds} seeds × ${runs} interleavings`,
      value: failed.length === 0 ? `held in every one (${minutes} min)` : `broken by seeds ${failed.join(', ')}`,
      anchor: 'holds for every seed',
      ok: failed.length === 0,
    });
  }
  return rows;
}
