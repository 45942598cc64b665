/**
 * npm run restore -- <backup folder> [--data-dir <folder>] [--force]
 * Restores a backup made by npm run backup into a fresh data directory (SQLite) or the empty
 * database at DATABASE_URL (PostgreSQL), then checks the row counts against the backup's manifest.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readManifest } from '../backup/manifest';
import { BackupError } from '../backup/pg-tools';
import { backupAuthSecret, restoreBackup } from '../backup/restore-backup';
import { loadConfig } from '../config';
import { runCommand } from './run-command';

await runCommand(async () => {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } } });
  const [folder] = positionals;
  if (!folder || positionals.length > 1) throw new BackupError('usage: npm run restore -- <backup folder> [--data-dir <folder>] [--force]');
  const backupDir = path.resolve(folder);
  const manifest = readManifest(backupDir);
  const secret = backupAuthSecret(backupDir, manifest);
  if (secret === undefined && !process.env.AUTH_SECRET) throw new BackupError('this backup was taken with AUTH_SECRET set: set the same AUTH_SECRET to restore it');
  // The backup's secret goes to the configuration, so loading it does not generate a new one in the target.
  const config = loadConfig({ ...process.env, ...(values['data-dir'] && { DATA_DIR: values['data-dir'] }), ...(secret && { AUTH_SECRET: secret }) });
  console.log(`Restoring the ${manifest.database} backup of ${manifest.createdAt} (version ${manifest.appVersion})...`);
  const restored = await restoreBackup(backupDir, manifest, config, { force: values.force, progress: (line) => console.log(`  ${line}`) });
  const total = Object.values(restored.counts).reduce((sum, n) => sum + n, 0);
  console.log(`Restored and checked: ${Object.keys(restored.counts).length} tables, ${total.toLocaleString('en-US')} rows, ${restored.migrations.length} migrations, as the manifest recorded.`);
  console.log(config.databaseUrl ? 'Start the server with this DATABASE_URL.' : `Start the server with DATA_DIR=${config.dataDir}.`);
});
