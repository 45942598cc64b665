/**
 * npm run backup -- [--out <folder>]
 * Copies the database (SQLite or PostgreSQL) and the auth secret into a new, private, timestamped
 * folder under --out (default DATA_DIR/backups), with a manifest. Safe while the server runs.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/create-backup';
import { loadConfig } from '../config';
import { runCommand } from './run-command';

await runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const out = path.resolve(values.out ?? path.join(config.dataDir, 'backups'));
  console.log(`Backing up the ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'} database...`);
  const folder = await createBackup(config, out, (line) => console.log(`  ${line}`));
  console.log(`Backup written to ${folder}`);
});
