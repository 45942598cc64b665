/**
 * npm run migrate: applies the migrations the configured database (DATA_DIR or DATABASE_URL) has not
 * had yet and prints each one, so they can run on their own before a release starts with
 * MIGRATE_ON_START=false (see docs/operations/upgrades.md).
 */
import { ConfigError, loadConfig } from '../config';
import { secureDataDir } from '../data-dir';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

async function main() {
  const config = loadConfig();
  secureDataDir(config.dataDir);
  const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrateToLatest(db.kysely, { warn: (details, message) => console.warn(`Warning: ${message}:`, JSON.stringify(details)) });
    if (applied.length === 0) console.log(`The ${db.dialect} database is up to date.`);
    else console.log(`Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to the ${db.dialect} database:\n${applied.map((name) => `  ${name}`).join('\n')}`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(`Migrating failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
