/**
 * npm run db:copy -- --to postgres://user:password@host/database
 * Copies the SQLite database in DATA_DIR into an empty PostgreSQL database, checks it, and says how
 * to start the server on it. Stop the server first: what it writes during the copy is not copied.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { copyDatabase } from '../db-copy/copy-database';
import { CopyError } from '../db-copy/table-order';
import { runCommand } from './run-command';

await runCommand(async () => {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) throw new CopyError('usage: npm run db:copy -- --to postgres://user:password@host:5432/database');
  const config = loadConfig();
  console.log(`Copying the SQLite database in ${config.dataDir} to PostgreSQL...`);
  const started = Date.now();
  const result = await copyDatabase(config.dataDir, values.to, (line) => console.log(line));
  const rows = Object.values(result.counts).reduce((sum, n) => sum + n, 0);
  console.log(`Copied and checked ${Object.keys(result.counts).length} tables, ${rows.toLocaleString('en-US')} rows, in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  for (const line of result.ledgerTotals) console.log(`  ledger ${line}`);
  if (result.unfinishedJobs > 0) {
    console.log(`${result.unfinishedJobs} background jobs had not finished; on PostgreSQL the server runs jobs with pg-boss, so set JOB_QUEUE=table until they are done.`);
  }
  console.log('Start the server with DATABASE_URL set to the target (keep DATA_DIR: it holds the auth secret).');
});
