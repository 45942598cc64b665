import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config';
import { createPrivateFile, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir';
import { postgresInventory, sqliteInventory, type Inventory } from './inventory';
import { appVersion, AUTH_SECRET_FILE, type Manifest, PG_DUMP_FILE, SQLITE_FILE, writeManifest } from './manifest';
import { BackupError, findPgTool, runPgTool } from './pg-tools';

export type Progress = (line: string) => void;

/** A folder name that sorts by time and is valid on every file system (no colons). */
const folderName = (at: Date) => `backup-${at.toISOString().replace(/[:.]/g, '-')}`;

/**
 * Copies the database and the files a restore needs into a new folder under `outDir`. The folder is
 * written under a temporary name and renamed at the end, so a folder named backup-… is always complete.
 */
export async function createBackup(config: Config, outDir: string, progress: Progress): Promise<string> {
  const at = new Date();
  mkdirSync(outDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const target = path.join(outDir, folderName(at));
  const staging = `${target}.partial`;
  mkdirSync(staging, { mode: PRIVATE_DIR_MODE });
  chmodSync(staging, PRIVATE_DIR_MODE);

  try {
    const database = config.databaseUrl ? 'postgres' : 'sqlite';
    const inventory = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, config.pgBin, staging, progress)
      : copySqlite(config.dataDir, staging, progress);
    const authSecret = copyAuthSecret(config, staging, progress);
    const manifest: Manifest = { format: 1, createdAt: at.toISOString(), database, appVersion: appVersion(), migrations: inventory.migrations, counts: inventory.counts, authSecret };
    writeManifest(staging, manifest);
    renameSync(staging, target);
    return target;
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
}

/**
 * VACUUM INTO reads the database in one read transaction: a consistent copy while the server keeps
 * writing (WAL lets both go on), unlike the page-by-page backup API, which starts over whenever
 * another connection writes.
 */
function copySqlite(dataDir: string, staging: string, progress: Progress): Inventory {
  const source = path.join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new BackupError(`no database at ${source} (is DATA_DIR right?)`);
  const copy = path.join(staging, SQLITE_FILE);
  // VACUUM INTO accepts an empty file, which keeps the mode it was created with.
  createPrivateFile(copy);
  progress(`Copying ${source}...`);
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('vacuum into ?').run(copy);
  } finally {
    db.close();
  }
  const written = new SQLite(copy, { readonly: true });
  try {
    return sqliteInventory(written);
  } finally {
    written.close();
  }
}

/**
 * Counts the rows in a repeatable-read transaction and hands its snapshot to pg_dump, so the
 * manifest's counts describe exactly the data in the dump.
 */
async function dumpPostgres(databaseUrl: string, pgBin: string | undefined, staging: string, progress: Progress): Promise<Inventory> {
  const pgDump = findPgTool('pg_dump', pgBin);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id ?? '';
    const inventory = await postgresInventory(client);
    const file = path.join(staging, PG_DUMP_FILE);
    createPrivateFile(file);
    progress(`Running ${pgDump}...`);
    await runPgTool(pgDump, ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`], databaseUrl);
    await client.query('commit');
    return inventory;
  } finally {
    await client.end();
  }
}

/** Sessions, e-mailed links and two-step secrets are signed or encrypted with this secret. */
function copyAuthSecret(config: Config, staging: string, progress: Progress): Manifest['authSecret'] {
  const source = path.join(config.dataDir, AUTH_SECRET_FILE);
  if (!existsSync(source) || readFileSync(source, 'utf8').trim() !== config.authSecret) {
    progress('AUTH_SECRET is set in the environment: keep that value with your backups, they do not hold it.');
    return 'environment';
  }
  const copy = path.join(staging, AUTH_SECRET_FILE);
  copyFileSync(source, copy);
  chmodSync(copy, PRIVATE_FILE_MODE);
  return 'included';
}
