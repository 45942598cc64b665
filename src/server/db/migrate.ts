import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, type Kysely, MIGRATION_LOCK_ID, type Migration, Migrator } from 'kysely';
import type { Log } from '../log';
import { LEGACY_MIGRATION_NAMES } from './legacy-migration-names';
import type { Database } from './tables';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
/** When the migration was written (UTC, to the second), then what it does: names sort in the order written. */
const MIGRATION_FILE = /^(\d{8}T\d{6}_[a-z0-9_]+)\.(ts|js)$/;
/** Files that may sit beside the migrations: their tests, and what a compiler writes next to them. */
const NOT_A_MIGRATION = /\.(test\.(ts|js)|d\.ts|map)$/;

type MigrationTables = { [DEFAULT_MIGRATION_TABLE]: { name: string; timestamp: string } };

/** The one-line refusal of a start with MIGRATE_ON_START=false on a database that is behind. */
export class DatabaseBehindError extends Error {
  constructor() {
    super('database needs migrations: run npm run migrate');
  }
}

/**
 * Every migration in the migrations folder, by name: adding a migration is adding a file. A file
 * that is named otherwise stops the start rather than being left out unnoticed.
 */
export async function loadMigrations(): Promise<Record<string, Migration>> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => !NOT_A_MIGRATION.test(file));
  const entries = await Promise.all(
    files.map(async (file) => {
      const name = MIGRATION_FILE.exec(file)?.[1];
      if (!name) throw new Error(`${file} in ${MIGRATIONS_DIR} is not named like a migration (20261101T120000_what_it_does.ts)`);
      return [name, (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function hasMigrationTable(db: Kysely<Database>): Promise<boolean> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  return tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE);
}

/** The names the database recorded, legacy ones read as today's. */
async function recordedMigrations(db: Kysely<Database>): Promise<string[]> {
  if (!(await hasMigrationTable(db))) return [];
  const rows = await db.withTables<MigrationTables>().selectFrom(DEFAULT_MIGRATION_TABLE).select('name').execute();
  return rows.map(({ name }) => LEGACY_MIGRATION_NAMES[name] ?? name);
}

/**
 * Renames legacy names recorded by an earlier release to today's, under the lock Kysely's migrator
 * takes, so an instance migrating at the same moment never sees half of them renamed.
 */
async function renameLegacyMigrations(db: Kysely<Database>): Promise<void> {
  if (!(await hasMigrationTable(db))) return;
  const adapter = db.getExecutor().adapter;
  const lock = { lockTable: DEFAULT_MIGRATION_LOCK_TABLE, lockRowId: MIGRATION_LOCK_ID };
  await db.withTables<MigrationTables>().transaction().execute(async (trx) => {
    await adapter.acquireMigrationLock(trx, lock);
    const recorded = await trx.selectFrom(DEFAULT_MIGRATION_TABLE).select('name').execute();
    for (const { name } of recorded) {
      const renamed = LEGACY_MIGRATION_NAMES[name];
      if (renamed) await trx.updateTable(DEFAULT_MIGRATION_TABLE).set({ name: renamed }).where('name', '=', name).execute();
    }
    await adapter.releaseMigrationLock(trx, lock);
  });
}

interface MigrationState {
  migrations: Record<string, Migration>;
  /** Migrations this code has that the database has not had, in the order they run. */
  pending: string[];
  /** Migrations the database had from a newer release, which this code does not know. */
  unknown: string[];
}

/** Compares this code's migrations with what the database recorded, without changing anything. */
async function migrationState(db: Kysely<Database>): Promise<MigrationState> {
  const migrations = await loadMigrations();
  const recorded = new Set(await recordedMigrations(db));
  return {
    migrations,
    pending: Object.keys(migrations).filter((name) => !recorded.has(name)).sort(),
    unknown: [...recorded].filter((name) => !(name in migrations)).sort(),
  };
}

/**
 * A newer release's migration stands in as one already applied: an older release started after an
 * upgrade (a rollback) carries on. It has no `down`, so it is never undone from here.
 */
const appliedByNewerRelease: Migration = { up: async () => {} };

/**
 * Kysely's migrator over this code's migrations. Unordered, so a migration merged with an earlier
 * time than one the database already had still runs.
 */
function migratorFor(db: Kysely<Database>, state: MigrationState): Migrator {
  const migrations = { ...state.migrations, ...Object.fromEntries(state.unknown.map((name) => [name, appliedByNewerRelease])) };
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
}

export async function createMigrator(db: Kysely<Database>): Promise<Migrator> {
  await renameLegacyMigrations(db);
  return migratorFor(db, await migrationState(db));
}

const warnAboutUnknown = (state: MigrationState, log: Pick<Log, 'warn'> | undefined) => {
  if (state.unknown.length > 0) log?.warn({ migrations: state.unknown }, 'the database has migrations from a newer release; this release carries on without them');
};

/** Applies pending migrations in name order; returns their names. A database that is up to date is left untouched. */
export async function migrateToLatest(db: Kysely<Database>, log?: Pick<Log, 'warn'>): Promise<string[]> {
  await renameLegacyMigrations(db);
  const state = await migrationState(db);
  warnAboutUnknown(state, log);
  const { error, results } = await migratorFor(db, state).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `migration ${failed} failed: ${message}` : message, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** At start: migrates, or, when the operator runs migrations separately, refuses a database that is behind. */
export async function prepareSchema(db: Kysely<Database>, options: { migrate: boolean; log: Log }): Promise<string[]> {
  if (options.migrate) return migrateToLatest(db, options.log);
  const state = await migrationState(db);
  if (state.pending.length > 0) throw new DatabaseBehindError();
  warnAboutUnknown(state, options.log);
  return [];
}
