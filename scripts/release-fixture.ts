/**
 * npm run fixture:release -- --commit <commit> --name <fixture name>
 * Builds the database of an earlier release with that release's own code (its migrator, its seed and
 * its admin:create), on SQLite and on PostgreSQL, and writes both as SQL dumps to
 * test/fixtures/releases/<name>.sqlite.sql and .postgres.sql, which the upgrade test migrates to today.
 * The old code runs from a throwaway worktree in the temporary directory, removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startPostgresCluster } from '../test/support/postgres-cluster';
import { FIXTURE_ADMIN, FIXTURE_MEMBERS } from '../test/fixtures/releases/accounts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const root = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({ options: { commit: { type: 'string' }, name: { type: 'string' } } });
if (!values.commit || !values.name || !/^[\w.-]+$/.test(values.name)) {
  console.error('Usage: npm run fixture:release -- --commit <commit> --name <fixture name>');
  process.exit(2);
}
const { commit, name } = values as { commit: string; name: string };
const outDir = path.join(root, 'test/fixtures/releases');

const worktree = mkdtempSync(path.join(tmpdir(), 'old-release-'));
rmSync(worktree, { recursive: true });
execFileSync('git', ['worktree', 'add', '--detach', worktree, commit], { cwd: root, stdio: 'inherit' });
symlinkSync(path.join(root, 'node_modules'), path.join(worktree, 'node_modules'));

/** Runs one of the old release's own scripts against the given database. */
const runOld = (script: string, args: string[], env: Record<string, string>) =>
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), [script, ...args], {
    cwd: worktree,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

const fill = (env: Record<string, string>) => {
  runOld('scripts/seed.ts', ['--members', String(FIXTURE_MEMBERS), '--seed', '7'], env);
  runOld('scripts/admin-create.ts', ['--email', FIXTURE_ADMIN.email, '--password', FIXTURE_ADMIN.password, '--name', 'Fixture Admin'], env);
};

try {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fixture-sqlite-'));
  try {
    fill({ DATA_DIR: dataDir });
    const dump = execFileSync('sqlite3', [path.join(dataDir, 'app.db'), '.dump'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    // The query planner's statistics are the machine's business, and the CLI cannot load sqlite_stat4.
    writeFileSync(path.join(outDir, `${name}.sqlite.sql`), dump.replace(/^(ANALYZE sqlite_schema;|INSERT INTO sqlite_stat\d .*)\n/gm, ''));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const cluster = await startPostgresCluster();
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'fixture-pg-'));
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database fixture');
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, '/fixture');
    fill({ DATA_DIR: pgDataDir, DATABASE_URL: url });
    const dump = execFileSync(path.join(PG_BIN, 'pg_dump'), ['--no-owner', '--no-privileges', '--inserts', '--dbname', url], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    // psql's \restrict guard lines are for psql only; the test loads the dump through the driver.
    writeFileSync(path.join(outDir, `${name}.postgres.sql`), dump.replace(/^\\(un)?restrict .*\n/gm, ''));
  } finally {
    rmSync(pgDataDir, { recursive: true, force: true });
    cluster.stop();
  }
  console.log(`Wrote test/fixtures/releases/${name}.sqlite.sql and .postgres.sql from ${commit}.`);
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root, stdio: 'inherit' });
}
