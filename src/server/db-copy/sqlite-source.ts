import { existsSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sqliteInventory, type Inventory } from '../backup/inventory';
import { LEDGER_TOTALS_SQL, ledgerTotalLines } from './ledger-totals';
import { CopyError } from './table-order';

export type SqliteSource = ReturnType<typeof openSqliteSource>;

/**
 * The SQLite database read in one read transaction: every table, count and total comes from the same
 * snapshot, so the copy is consistent even if the server is still writing (what it writes after the
 * snapshot is not copied; the guide says to stop it first).
 */
export function openSqliteSource(dataDir: string) {
  const file = path.join(dataDir, 'app.db');
  if (!existsSync(file)) throw new CopyError(`no SQLite database at ${file} (is DATA_DIR right?)`);
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.defaultSafeIntegers(true);
  db.exec('begin');
  return {
    file,
    inventory: (): Inventory => sqliteInventory(db),
    columns: (table: string): string[] => (db.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[]).map((c) => c.name),
    /** The table's rows as arrays of values in `columns` order, read as they are needed. */
    rows: (table: string, columns: string[]): IterableIterator<unknown[]> =>
      db.prepare(`select ${columns.map((c) => `"${c}"`).join(', ')} from "${table}"`).raw().iterate() as IterableIterator<unknown[]>,
    /** Rows where any of `columns` is set, as [...key, ...columns]. */
    rowsReferencing: (table: string, key: string[], columns: string[]): IterableIterator<unknown[]> =>
      db.prepare(`select ${[...key, ...columns].map((c) => `"${c}"`).join(', ')} from "${table}" where ${columns.map((c) => `"${c}" is not null`).join(' or ')}`).raw().iterate() as IterableIterator<unknown[]>,
    ledgerTotals: (): string[] => ledgerTotalLines(db.prepare(LEDGER_TOTALS_SQL).all() as Parameters<typeof ledgerTotalLines>[0]),
    unfinishedJobs: (): number => Number((db.prepare(`select count(*) as n from jobs where state in ('created', 'active')`).get() as { n: bigint }).n),
    close() {
      db.exec('rollback');
      db.close();
    },
  };
}
