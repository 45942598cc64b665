import type SQLite from 'better-sqlite3';
import type pg from 'pg';

/** The migrator's own bookkeeping tables, which are not application data. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export interface Inventory {
  counts: Record<string, number>;
  migrations: string[];
}

export function sqliteTables(db: SQLite.Database): string[] {
  const rows = db.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).all() as { name: string }[];
  return rows.map((r) => r.name).filter((name) => !MIGRATOR_TABLES.has(name));
}

/** Tables of the public schema; pg-boss keeps its queue in a schema of its own, which is not counted. */
export async function postgresTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rows.map((r) => r.name).filter((name) => !MIGRATOR_TABLES.has(name));
}

export function sqliteInventory(db: SQLite.Database): Inventory {
  const counts: Record<string, number> = {};
  for (const table of sqliteTables(db)) counts[table] = Number((db.prepare(`select count(*) as n from "${table}"`).get() as { n: number | bigint }).n);
  const migrations = (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((r) => r.name);
  return { counts, migrations };
}

export async function postgresInventory(client: pg.ClientBase): Promise<Inventory> {
  const counts: Record<string, number> = {};
  for (const table of await postgresTables(client)) {
    counts[table] = Number((await client.query<{ n: string }>(`select count(*) as n from "${table}"`)).rows[0]?.n);
  }
  const migrations = (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((r) => r.name);
  return { counts, migrations };
}
