import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SQLITE_FILE } from '../../src/server/data-dir';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { startPostgresCluster } from './postgres-cluster';
import { createPostgresDatabase } from './postgres-database';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | undefined;
    /** A database that today's migrations were run on once, for the harness to copy (see api-harness.ts). */
    migratedTemplate: { sqliteFile: string } | { postgresDatabase: string };
  }
}

/** Migrates a new database with the migrator a server starts with, and closes it so it can be copied. */
async function migrated(target: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const db = openDatabase(target);
  try {
    await migrateToLatest(db.kysely);
  } finally {
    await db.close();
  }
}

/**
 * With TEST_DB=postgres the API suite runs against a cluster started here and stopped afterwards.
 * Either way the schema is migrated here once, and each test's app starts on a copy of it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'api-template-'));
    await migrated({ dataDir });
    project.provide('postgresUrl', undefined);
    project.provide('migratedTemplate', { sqliteFile: path.join(dataDir, SQLITE_FILE) });
    return () => rmSync(dataDir, { recursive: true, force: true });
  }
  const cluster = await startPostgresCluster();
  const template = await createPostgresDatabase(cluster.url, 'migrated');
  await migrated({ dataDir: tmpdir(), databaseUrl: template.url });
  project.provide('postgresUrl', cluster.url);
  project.provide('migratedTemplate', { postgresDatabase: template.name });
  return () => cluster.stop();
}
