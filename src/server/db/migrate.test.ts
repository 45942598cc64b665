import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Kysely, type Migration, Migrator } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API } from '../../shared/api';
import { createMember, createTestApp, signIn, type TestApp, type TestMember } from '../../../test/support/api-harness';
import { loadConfig } from '../config';
import { openInfrastructure } from '../infrastructure';
import { LEGACY_MIGRATION_NAMES } from './legacy-migration-names';
import { createMigrator, loadMigrations, migrateToLatest } from './migrate';
import { createPostgresDatabase } from '../../../test/support/postgres-database';

const root = path.resolve(import.meta.dirname, '../../..');
const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('migration names', () => {
  it('name each legacy migration after a migration that exists, in the order the numbers gave', async () => {
    const names = Object.keys(await loadMigrations());
    const legacyInOrder = Object.keys(LEGACY_MIGRATION_NAMES).sort();
    const renamed = legacyInOrder.map((legacy) => LEGACY_MIGRATION_NAMES[legacy] ?? '');
    expect(renamed.filter((name) => !names.includes(name))).toEqual([]);
    // A fresh database runs them in the order every earlier release did.
    expect([...renamed].sort()).toEqual(renamed);
  });
});

/** Release N+1's migration in the test below: additive, as docs/operations/upgrades.md requires. */
const NEXT_RELEASE = '29990101T000000_member_badges';
const memberBadges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('profiles').addColumn('nickname', 'text').execute();
    await db.schema
      .createTable('member_badges')
      .addColumn('member_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
      .addColumn('badge', 'text', (c) => c.notNull())
      .execute();
  },
};

describe('an instance of release N while release N+1 migrates the database, and after', () => {
  let t: TestApp;
  const warnings: { msg: string; migrations?: string[] }[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    t = await createTestApp({}, { logger });
  });
  afterAll(async () => t?.close());

  /** A few core requests, each checked for the right answer: sign-in, the member's own page, a sign-up and the counter. */
  async function servesMembers(member: TestMember) {
    const cookie = await signIn(t, member);
    const me = await t.app.inject({ method: 'GET', url: API.me, headers: { cookie } });
    expect(me.json()).toMatchObject({ profile: { email: member.email } });
    const before = (await t.app.inject({ method: 'GET', url: API.stats })).json().total_subscribers as number;
    await createMember(t);
    expect((await t.app.inject({ method: 'GET', url: API.stats })).json().total_subscribers).toBe(before + 1);
  }

  it('keeps answering while the newer migration runs and after it ran, and starts again on that database', async () => {
    const member = await createMember(t);
    const nextRelease = new Migrator({
      db: t.db.kysely,
      provider: { getMigrations: async () => ({ ...(await loadMigrations()), [NEXT_RELEASE]: memberBadges }) },
      allowUnorderedMigrations: true,
    });
    const [migrated] = await Promise.all([nextRelease.migrateToLatest(), servesMembers(member)]);
    expect(migrated.error).toBeUndefined();
    expect(migrated.results?.map((r) => r.migrationName)).toEqual([NEXT_RELEASE]);
    await servesMembers(member);

    // A rollback: release N starts on the database release N+1 migrated.
    await t.restart();
    expect(warnings).toContainEqual(expect.objectContaining({ migrations: [NEXT_RELEASE] }));
    await servesMembers(member);
    expect(await migrateToLatest(t.db.kysely)).toEqual([]);
  }, 120_000);
});

describe('MIGRATE_ON_START', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const configWith = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: t.config.dataDir, ...(t.config.databaseUrl && { DATABASE_URL: t.config.databaseUrl }), LOG_LEVEL: 'silent', ...env });

  it('is on unless turned off', () => {
    expect(configWith({}).migrateOnStart).toBe(true);
    expect(configWith({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
  });

  it('off: a database one migration behind is refused with one line; once migrated, the start goes ahead', async () => {
    const config = configWith({ MIGRATE_ON_START: 'false' });
    const undone = await (await createMigrator(t.db.kysely)).migrateDown();
    expect(undone.error).toBeUndefined();
    const newest = undone.results?.[0]?.migrationName;
    await expect(openInfrastructure(config, silent)).rejects.toThrow(/^database needs migrations: run npm run migrate$/);
    expect(await migrateToLatest(t.db.kysely)).toEqual([newest]);
    const infra = await openInfrastructure(config, silent);
    await infra.close();
  });
});

describe('npm run migrate', () => {
  let target: { env: Record<string, string>; drop: () => Promise<void> };
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'migrate-cli-'));
    const baseUrl = inject('postgresUrl');
    if (!baseUrl) {
      target = { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
      return;
    }
    const database = await createPostgresDatabase(baseUrl, 'cli');
    target = {
      env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
      drop: async () => {
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterAll(async () => target?.drop());

  const migrate = () =>
    execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['src/server/cli/migrate.ts'], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...target.env },
      encoding: 'utf8',
    });

  it('applies what an empty database lacks, printing each migration, then finds nothing to do', async () => {
    const names = Object.keys(await loadMigrations()).sort();
    const first = migrate();
    expect(first).toContain(`Applied ${names.length} migrations`);
    expect(first.trim().split('\n').slice(1).map((line) => line.trim())).toEqual(names);
    expect(migrate()).toMatch(/database is up to date/);
  }, 120_000);
});
