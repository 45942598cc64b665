import { chmodSync, copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import { PRIVATE_FILE_MODE } from '../data-dir';
import type { Progress } from './create-backup';
import { postgresInventory, sqliteInventory, type Inventory } from './inventory';
import { AUTH_SECRET_FILE, compareWithManifest, type Manifest, PG_DUMP_FILE, SQLITE_FILE } from './manifest';
import { BackupError, findPgTool, runPgTool } from './pg-tools';

/** The secret the backup carries, or undefined when the server ran with AUTH_SECRET instead. */
export function backupAuthSecret(backupDir: string, manifest: Manifest): string | undefined {
  if (manifest.authSecret === 'environment') return undefined;
  return readFileSync(path.join(backupDir, AUTH_SECRET_FILE), 'utf8').trim();
}

/**
 * Puts the backup's database and auth secret in place, then checks the restored database against the
 * manifest. `config` is the target's: its DATA_DIR, and DATABASE_URL for a PostgreSQL backup.
 */
export async function restoreBackup(backupDir: string, manifest: Manifest, config: Config, options: { force: boolean; progress: Progress }): Promise<Inventory> {
  if (manifest.database === 'sqlite' && config.databaseUrl) {
    throw new BackupError('this is a SQLite backup but DATABASE_URL is set: unset it to restore (npm run db:copy moves the restored data to PostgreSQL)');
  }
  if (manifest.database === 'postgres' && !config.databaseUrl) throw new BackupError('this is a PostgreSQL backup: set DATABASE_URL to the empty database to restore into');
  const secret = backupAuthSecret(backupDir, manifest);
  const restored = config.databaseUrl
    ? await restorePostgres(backupDir, config.databaseUrl, config.pgBin, options, () => secret !== undefined && placeAuthSecret(config.dataDir, secret, options.force))
    : restoreSqlite(backupDir, config.dataDir, options, () => secret !== undefined && placeAuthSecret(config.dataDir, secret, true));
  const mismatch = compareWithManifest(manifest, restored);
  if (mismatch) throw new BackupError(`restored, but the check failed: ${mismatch}`);
  return restored;
}

function restoreSqlite(backupDir: string, dataDir: string, options: { force: boolean; progress: Progress }, placeSecret: () => void): Inventory {
  const target = path.join(dataDir, SQLITE_FILE);
  const present = [SQLITE_FILE, AUTH_SECRET_FILE].filter((name) => existsSync(path.join(dataDir, name)));
  if (present.length > 0 && !options.force) {
    throw new BackupError(`${dataDir} already holds ${present.join(' and ')}: restore into a fresh data directory, or stop the server and add --force to replace them`);
  }
  // A journal left by the replaced database would be replayed into the restored one.
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
  options.progress(`Copying the database into ${dataDir}...`);
  const incoming = `${target}.restoring`;
  copyFileSync(path.join(backupDir, SQLITE_FILE), incoming);
  chmodSync(incoming, PRIVATE_FILE_MODE);
  renameSync(incoming, target);
  placeSecret();
  const db = new SQLite(target, { readonly: true, fileMustExist: true });
  try {
    return sqliteInventory(db);
  } finally {
    db.close();
  }
}

async function restorePostgres(backupDir: string, databaseUrl: string, pgBin: string | undefined, options: { force: boolean; progress: Progress }, placeSecret: () => void): Promise<Inventory> {
  const pgRestore = findPgTool('pg_restore', pgBin);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = Number((await client.query<{ n: string }>(`select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`)).rows[0]?.n);
    if (tables > 0 && !options.force) throw new BackupError(`the database at DATABASE_URL already has ${tables} tables: restore into an empty database, or stop the server and add --force to replace them`);
    placeSecret();
    options.progress(`Running ${pgRestore}...`);
    const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
    // One transaction: a restore that fails leaves the database as it was.
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(options.force ? ['--clean', '--if-exists'] : []), `--dbname=${database}`, path.join(backupDir, PG_DUMP_FILE)];
    await runPgTool(pgRestore, args, databaseUrl);
    return await postgresInventory(client);
  } finally {
    await client.end();
  }
}

/** Refuses to replace a different secret unless forced: every session signed with it would end. */
function placeAuthSecret(dataDir: string, secret: string, force: boolean) {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  if (!force && existsSync(file) && readFileSync(file, 'utf8').trim() !== secret) {
    throw new BackupError(`${file} holds a different secret: move it away, or add --force to replace it`);
  }
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  chmodSync(file, PRIVATE_FILE_MODE);
}
