import pg from 'pg';
import { postgresInventory } from '../backup/inventory';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { LEDGER_TOTALS_SQL, ledgerTotalLines } from './ledger-totals';
import { describeTarget, firstTableWithData, insertRows, resetSequences, ROWS_FROM_MIGRATIONS, rowsPerBatch, type TargetSchema, updateRows } from './postgres-target';
import { openSqliteSource, type SqliteSource } from './sqlite-source';
import { CopyError, copyOrder } from './table-order';

export type Progress = (line: string) => void;

/** Progress is told about every this many rows of a table, and at its end. */
const PROGRESS_EVERY = 50_000;

export interface CopyResult {
  counts: Record<string, number>;
  ledgerTotals: string[];
  unfinishedJobs: number;
}

/**
 * Copies every table of the SQLite database in `dataDir` into the empty PostgreSQL database at
 * `targetUrl`, migrated first with the app's own migrator. The rows go in one transaction, checked
 * (row counts of every table, the ledger's totals) before it commits: a copy that fails or does not
 * match leaves the target migrated and empty, ready for another try.
 */
export async function copyDatabase(dataDir: string, targetUrl: string, progress: Progress): Promise<CopyResult> {
  const source = openSqliteSource(dataDir);
  const client = new pg.Client({ connectionString: targetUrl });
  try {
    await client.connect();
    const held = await firstTableWithData(client);
    if (held) throw new CopyError(`the target database already holds data (${held.rows} rows in ${held.table}): db:copy only fills an empty database`);
    progress('Migrating the target database to the latest schema...');
    const target = openDatabase({ databaseUrl: targetUrl, dataDir });
    try {
      await migrateToLatest(target.kysely);
    } finally {
      await target.close();
    }
    return await copyInOneTransaction(source, client, progress);
  } finally {
    await client.end();
    source.close();
  }
}

async function copyInOneTransaction(source: SqliteSource, client: pg.Client, progress: Progress): Promise<CopyResult> {
  const expected = source.inventory();
  const targetMigrations = (await client.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((r) => r.name);
  if (expected.migrations.join() !== targetMigrations.join()) {
    throw new CopyError(`the SQLite database is at migration ${expected.migrations.at(-1)}, this version's latest is ${targetMigrations.at(-1)}: start the server once on it (it migrates), then copy`);
  }
  const schema = await describeTarget(client);
  const tables = Object.keys(expected.counts);
  checkSameTables(source, schema, tables);
  const { order, selfReferences } = copyOrder(tables, schema.foreignKeys);
  const ledgerTotals = source.ledgerTotals();

  await client.query('begin');
  try {
    // The copy carries the rows the triggers wrote on SQLite (search terms, member counts per group,
    // queue dates); firing them again here would count and index every member twice.
    for (const table of order) await client.query(`alter table "${table}" disable trigger user`);
    for (const table of ROWS_FROM_MIGRATIONS) await client.query(`delete from "${table}"`);
    for (const table of order) await copyTable(source, client, schema, table, expected.counts[table] ?? 0, new Set(selfReferences.get(table)), progress);
    for (const [table, columns] of selfReferences) await fillSelfReferences(source, client, schema, table, columns);
    for (const table of order) await client.query(`alter table "${table}" enable trigger user`);
    await resetSequences(client, schema.sequences);

    progress('Checking row counts and the ledger totals...');
    const copied = await postgresInventory(client);
    for (const table of tables) {
      if (copied.counts[table] !== expected.counts[table]) throw new CopyError(`${table}: ${expected.counts[table]} rows in SQLite but ${copied.counts[table]} in PostgreSQL; nothing was committed`);
    }
    const copiedTotals = ledgerTotalLines((await client.query(LEDGER_TOTALS_SQL)).rows);
    if (copiedTotals.join('\n') !== ledgerTotals.join('\n')) throw new CopyError('the ledger totals differ between SQLite and PostgreSQL; nothing was committed');
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
  return { counts: expected.counts, ledgerTotals, unfinishedJobs: source.unfinishedJobs() };
}

/** Both sides at the same migration should have the same tables and columns; anything else is refused rather than guessed. */
function checkSameTables(source: SqliteSource, schema: TargetSchema, tables: string[]) {
  const extra = [...schema.columns.keys()].filter((t) => !tables.includes(t) && !t.startsWith('kysely_'));
  if (extra.length > 0) throw new CopyError(`PostgreSQL has tables SQLite lacks: ${extra.join(', ')}`);
  for (const table of tables) {
    const target = (schema.columns.get(table) ?? []).map((c) => c.name).sort().join();
    if (source.columns(table).sort().join() !== target) throw new CopyError(`${table} has different columns in SQLite and PostgreSQL`);
  }
}

async function copyTable(source: SqliteSource, client: pg.Client, schema: TargetSchema, table: string, total: number, nulled: Set<string>, progress: Progress) {
  const columns = schema.columns.get(table) ?? [];
  const size = rowsPerBatch(columns.length);
  let batch: unknown[][] = [];
  let done = 0;
  const flush = async () => {
    await insertRows(client, table, columns, batch, nulled);
    done += batch.length;
    batch = [];
    if (done % PROGRESS_EVERY < size || done === total) progress(`  ${table}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
  };
  for (const row of source.rows(table, columns.map((c) => c.name))) {
    batch.push(row);
    if (batch.length === size) await flush();
  }
  if (batch.length > 0) await flush();
  if (total === 0) progress(`  ${table}: empty`);
}

/** A member who referred another may have been copied after them; the reference is set once both exist. */
async function fillSelfReferences(source: SqliteSource, client: pg.Client, schema: TargetSchema, table: string, columnNames: string[]) {
  const all = schema.columns.get(table) ?? [];
  const pick = (names: string[]) => names.map((n) => all.find((c) => c.name === n)).filter((c) => c !== undefined);
  const key = pick(schema.primaryKeys.get(table) ?? []);
  if (key.length === 0) throw new CopyError(`${table} references itself but has no primary key to fill the references by`);
  const columns = pick(columnNames);
  const size = rowsPerBatch(key.length + columns.length);
  let batch: unknown[][] = [];
  for (const row of source.rowsReferencing(table, key.map((c) => c.name), columnNames)) {
    batch.push(row);
    if (batch.length === size) {
      await updateRows(client, table, key, columns, batch);
      batch = [];
    }
  }
  if (batch.length > 0) await updateRows(client, table, key, columns, batch);
}
