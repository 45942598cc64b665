import type pg from 'pg';
import { postgresTables } from '../backup/inventory';
import { converterFor } from './convert';
import type { ForeignKey } from './table-order';

/** Tables the migrations themselves fill with one row of settings; the copy replaces that row. */
export const ROWS_FROM_MIGRATIONS = new Set(['subscriber_stats', 'campaign_settings', 'admin_limits', 'aid_limits', 'organisation_profile', 'allocation_rules']);

/** Bind parameters per statement: PostgreSQL allows 65,535; this leaves room and keeps statements small. */
const PARAMETERS_PER_BATCH = 30_000;
const MAX_ROWS_PER_BATCH = 1_000;

export interface TargetColumn {
  name: string;
  convert: (value: unknown) => unknown;
  type: string;
}

export interface TargetSchema {
  columns: Map<string, TargetColumn[]>;
  foreignKeys: ForeignKey[];
  primaryKeys: Map<string, string[]>;
  /** Columns filled from a sequence (ledger_entries.seq), which must continue after the copied ids. */
  sequences: { table: string; column: string }[];
}

/** The first table that holds rows the copy could overwrite, if any. */
export async function firstTableWithData(client: pg.ClientBase): Promise<{ table: string; rows: number } | undefined> {
  for (const table of await postgresTables(client)) {
    if (ROWS_FROM_MIGRATIONS.has(table)) continue;
    const rows = Number((await client.query<{ n: string }>(`select count(*) as n from "${table}"`)).rows[0]?.n);
    if (rows > 0) return { table, rows };
  }
  return undefined;
}

export async function describeTarget(client: pg.ClientBase): Promise<TargetSchema> {
  const columns = new Map<string, TargetColumn[]>();
  const described = await client.query<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  for (const c of described.rows) {
    columns.set(c.table_name, [...(columns.get(c.table_name) ?? []), { name: c.column_name, type: c.data_type, convert: converterFor(c.table_name, c.column_name, c.data_type) }]);
  }
  const keys = await client.query<{ table_name: string; references: string; columns: string[]; primary: boolean }>(`
    select c.conrelid::regclass::text as table_name, c.confrelid::regclass::text as references, c.contype = 'p' as primary,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns
    from pg_constraint c where c.connamespace = 'public'::regnamespace and c.contype in ('f', 'p')`);
  const foreignKeys = keys.rows.filter((k) => !k.primary).map((k) => ({ table: k.table_name, references: k.references, columns: k.columns }));
  const primaryKeys = new Map(keys.rows.filter((k) => k.primary).map((k) => [k.table_name, k.columns]));
  const serial = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')`,
  );
  return { columns, foreignKeys, primaryKeys, sequences: serial.rows.map((s) => ({ table: s.table_name, column: s.column_name })) };
}

export const rowsPerBatch = (columnCount: number) => Math.max(1, Math.min(MAX_ROWS_PER_BATCH, Math.floor(PARAMETERS_PER_BATCH / columnCount)));

/** One multi-row INSERT; `nulled` columns are written as null (self-references, filled in later). */
export async function insertRows(client: pg.ClientBase, table: string, columns: TargetColumn[], rows: unknown[][], nulled: Set<string>) {
  const values: unknown[] = [];
  const tuples = rows.map((row) => {
    const placeholders = columns.map((column, i) => {
      values.push(nulled.has(column.name) ? null : column.convert(row[i]));
      return `$${values.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  await client.query(`insert into "${table}" (${columns.map((c) => `"${c.name}"`).join(', ')}) values ${tuples.join(', ')}`, values);
}

/** Sets `columns` on the rows named by `key`, each row given as [...key values, ...column values]. */
export async function updateRows(client: pg.ClientBase, table: string, key: TargetColumn[], columns: TargetColumn[], rows: unknown[][]) {
  const all = [...key, ...columns];
  const values: unknown[] = [];
  const tuples = rows.map((row) => `(${all.map((column, i) => (values.push(column.convert(row[i])), `$${values.length}::${column.type}`)).join(', ')})`);
  const names = all.map((c) => `"${c.name}"`).join(', ');
  const set = columns.map((c) => `"${c.name}" = v."${c.name}"`).join(', ');
  const match = key.map((c) => `t."${c.name}" = v."${c.name}"`).join(' and ');
  await client.query(`update "${table}" as t set ${set} from (values ${tuples.join(', ')}) as v(${names}) where ${match}`, values);
}

/** Moves each sequence past the highest copied id, so the next row the app writes gets a new one. */
export async function resetSequences(client: pg.ClientBase, sequences: TargetSchema['sequences']) {
  for (const { table, column } of sequences) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce((select max("${column}") from "${table}"), 1), (select count(*) > 0 from "${table}"))`,
      [`"${table}"`, column],
    );
  }
}
