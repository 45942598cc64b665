import { type MessagePort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { withStatementCache } from './statement-cache';

/** What the pool gives the thread: the database file it reads. */
export interface ReaderData {
  file: string;
}

/**
 * Rows as arrays of values in the order of `columns`. better-sqlite3 builds an object a row otherwise,
 * naming each value as it goes: for the 10,008 profiles of an export that naming took 10 of 62 ms, on
 * the thread every admin read waits for. The main thread names them (1.4 ms).
 */
export interface RowArrays {
  columns: string[];
  rows: unknown[][];
}

/**
 * One compiled query for the read-only connection, or the signal to close it before the pool ends. With
 * a port, the rows go through it in batches as they are read, then null; the task itself returns nothing.
 */
export type ReadTask = { sql: string; parameters: readonly unknown[]; stream?: { port: MessagePort; batch: number } } | { close: true };

/** 64 MiB, taken only as admin reads fill it. */
const PAGE_CACHE_KIB = 64 * 1024;

let open: { sqlite: SQLite.Database; statements: SqliteDatabase } | undefined;

function connection(): SqliteDatabase {
  if (!open) {
    const sqlite = new SQLite((workerData as ReaderData).file, { readonly: true, fileMustExist: true });
    sqlite.pragma('busy_timeout = 5000');
    // Unlike the main connection, without memory-mapping but with a page cache of its own. Any commit by
    // the main connection (on a live site, one every moment) makes this connection drop its cache at its
    // next read, and a mapped file made that re-reading dearer: 5,000 rows of a search's export took 55 ms
    // after a commit mapped and 45 ms unmapped. Between commits the cache keeps what the admin's last
    // reads touched: with SQLite's default 2 MB, the Subscriptions list's total (a count of a million
    // pledges) re-read its index every time, 12 ms against 2 ms with 64 MB or mapped.
    sqlite.pragma('mmap_size = 0');
    sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
    open = { sqlite, statements: withStatementCache(sqlite) };
  }
  return open.statements;
}

/**
 * Runs one read on this thread's own read-only connection to the database file. WAL lets it read
 * while the main connection writes; it sees every transaction committed before the query began.
 */
export default function read(task: ReadTask): RowArrays | undefined {
  try {
    return run(task);
  } catch (error) {
    // better-sqlite3's SqliteError crosses to the main thread as a bare { code }: its message, what the
    // log needs, is not an own enumerable property. A plain Error crosses whole.
    if (!(error instanceof SQLite.SqliteError)) throw error;
    throw Object.assign(new Error(error.message), { code: error.code });
  }
}

function run(task: ReadTask): RowArrays | undefined {
  if ('close' in task) {
    open?.sqlite.close();
    open = undefined;
    return undefined;
  }
  const statement = (connection().prepare(task.sql) as unknown as SQLite.Statement<unknown[], unknown[]>).raw(true);
  if (!statement.reader) throw new Error('the read connection only runs queries that return rows');
  const columns = statement.columns().map((c) => c.name);
  if (!task.stream) return { columns, rows: statement.all(task.parameters as unknown[]) };
  const { port, batch } = task.stream;
  let rows: unknown[][] = [];
  for (const row of statement.iterate(task.parameters as unknown[])) {
    rows.push(row);
    if (rows.length === batch) {
      port.postMessage({ columns, rows } satisfies RowArrays);
      rows = [];
    }
  }
  if (rows.length > 0) port.postMessage({ columns, rows } satisfies RowArrays);
  port.postMessage(null);
  port.close();
  return undefined;
}
