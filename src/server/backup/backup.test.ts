import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { API } from '../../shared/api';
import { createMember, createTestApp, signIn, type TestApp, type TestMember, validRegistration } from '../../../test/support/api-harness';
import { BIN } from '../../../test/support/postgres-cluster';
import { runCli } from '../../../test/support/run-cli';
import { readManifest } from './manifest';
import { createPostgresDatabase } from '../../../test/support/postgres-database';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** A new, empty database on the test cluster, or undefined on SQLite. */
async function emptyPostgresDatabase(): Promise<string | undefined> {
  const baseUrl = inject('postgresUrl');
  if (!baseUrl) return undefined;
  const database = await createPostgresDatabase(baseUrl, 'restore');
  cleanups.push(database.drop);
  return database.url;
}

async function signUp(t: TestApp) {
  const payload = validRegistration();
  const res = await t.app.inject({ method: 'POST', url: API.register, payload });
  expect(res.statusCode, res.body).toBe(201);
  return { email: payload.email, password: payload.password };
}

const memberCount = async (t: TestApp) => Number((await t.db.kysely.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('backup and restore', () => {
  it('restores a backup taken while members sign up, with its members and the sessions opened before it', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const before: TestMember[] = [];
    for (let i = 0; i < 3; i++) before.push(await createMember(t));
    const out = tempDir('backups-');
    const cliEnv = { DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl, PG_BIN: BIN };

    const backup = runCli('backup', ['--out', out], cliEnv);
    let finished = false;
    void backup.finally(() => (finished = true));
    // Sign-ups go on through the app until the backup process has exited: at least one is under way
    // while it copies.
    const during: { email: string; password: string }[] = [];
    do during.push(await signUp(t));
    while (!finished);
    const result = await backup;
    expect(result.code, result.stderr).toBe(0);

    const [folder] = readdirSync(out);
    const backupDir = path.join(out, folder ?? '');
    expect(result.stdout).toContain(`Backup written to ${backupDir}`);
    expect(statSync(out).mode & 0o777).toBe(0o700);
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    for (const file of readdirSync(backupDir)) expect(statSync(path.join(backupDir, file)).mode & 0o777, file).toBe(0o600);
    const manifest = readManifest(backupDir);
    expect(manifest).toMatchObject({ database: t.dialect, authSecret: 'included', appVersion: expect.any(String) });
    expect(manifest.counts.users).toBeGreaterThanOrEqual(before.length);
    expect(manifest.counts.users).toBeLessThanOrEqual(await memberCount(t));

    const restoredDir = tempDir('restored-');
    const restoredUrl = await emptyPostgresDatabase();
    const restoreEnv = { DATABASE_URL: restoredUrl, PG_BIN: BIN };
    const restore = await runCli('restore', [backupDir, '--data-dir', restoredDir], restoreEnv);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('as the manifest recorded');

    const r = await createTestApp({ DATA_DIR: restoredDir, ...(restoredUrl && { DATABASE_URL: restoredUrl }) });
    try {
      expect(await memberCount(r)).toBe(manifest.counts.users);
      for (const member of before) {
        const me = await r.app.inject({ method: 'GET', url: API.me, headers: { cookie: member.cookie } });
        expect(me.statusCode, me.body).toBe(200);
        expect(me.json().profile.id).toBe(member.id);
      }
      expect((await r.app.inject({ method: 'POST', url: API.login, payload: { email: before[0]?.email, password: before[0]?.password } })).statusCode).toBe(200);
      // Sign-ups the backup caught are there whole: the restored members are those from before and a
      // first run of those signed up during it, and the last one caught signs in.
      const restoredEmails = new Set((await r.db.kysely.selectFrom('users').select('email').execute()).map((u) => u.email));
      const caught = during.filter((m) => restoredEmails.has(m.email));
      expect(caught).toEqual(during.slice(0, caught.length));
      expect(restoredEmails.size).toBe(before.length + caught.length);
      const lastCaught = caught.at(-1);
      if (lastCaught) await signIn(r, lastCaught);
    } finally {
      await r.close();
    }

    const again = await runCli('restore', [backupDir, '--data-dir', restoredDir], restoreEnv);
    expect(again.code).toBe(1);
    expect(again.stderr.trim().split('\n')).toHaveLength(1);
    expect(again.stderr).toMatch(restoredUrl ? /already has \d+ tables/ : /already holds app\.db and auth-secret/);
    // With the server stopped, --force replaces what the restored app wrote meanwhile (its sign-ins).
    const forced = await runCli('restore', [backupDir, '--data-dir', restoredDir, '--force'], restoreEnv);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('as the manifest recorded');
  }, 120_000);

  it('fails with one line when there is no database to back up', async () => {
    const dataDir = tempDir('no-data-');
    const result = await runCli('backup', [], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`Error: no database at ${path.join(dataDir, 'app.db')} (is DATA_DIR right?)`);
    expect(readdirSync(path.join(dataDir, 'backups'))).toEqual([]);
  });

  it('names the missing pg_dump in one line, before connecting to PostgreSQL', async () => {
    const dataDir = tempDir('no-pg-dump-');
    const result = await runCli('backup', [], { DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PG_BIN: path.join(dataDir, 'bin') });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`Error: pg_dump not found in PG_BIN (${path.join(dataDir, 'bin')})`);
  });

  it('refuses a folder that is not a backup', async () => {
    const result = await runCli('restore', [tempDir('not-a-backup-')], { DATA_DIR: tempDir('target-') });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Error: not a backup: no manifest\.json in /);
  });
});
