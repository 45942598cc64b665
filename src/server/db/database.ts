import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, Kysely, PostgresDialect, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from 'kysely';
import pg from 'pg';
import { createPrivateFile, SQLITE_FILE } from '../data-dir';
import { ArrivingRows } from './pg-arriving-rows';
import { openSqliteReads } from './sqlite-reads';
import { withStatementCache } from './statement-cache';
import type { Database } from './tables';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  /**
   * For long reads outside a transaction (admin searches, groupings, exports): on SQLite a read-only
   * connection in a worker thread (see sqlite-reads.ts), so they never hold the event loop; on
   * PostgreSQL the same pool, whose queries never did.
   */
  reads: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL pool, for LISTEN/NOTIFY; undefined on SQLite. */
  pool: pg.Pool | undefined;
  /** SQLite's `data_version`, which moves when another connection (another process) commits; undefined on PostgreSQL. */
  dataVersion: (() => number) | undefined;
  close(): Promise<void>;
}

// COUNT(*) and BIGINT arrive as strings from pg; every such value here fits a JS number (cents < 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * SQLite's driver, with transactions that take the write lock when they begin. Kysely begins them
 * deferred: a transaction that reads first and writes after holds only a snapshot in between, and if
 * another process commits meanwhile (the admin CLI, a second server on the same file) its first write
 * fails at once with "database is locked", whatever the busy timeout, undoing an erasure or a payment.
 * Begun immediate, it waits for the other writer up to the busy timeout instead, and the other waits
 * for it. Within this process the driver already runs one transaction at a time.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

function sqliteDialect(config: SqliteDialectConfig) {
  return new (class extends SqliteDialect {
    override createDriver() {
      return new ImmediateSqliteDriver(config);
    }
  })(config);
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string; onPoolError?: (err: Error) => void; connectTimeoutMs?: number }): Db {
  if (options.databaseUrl) {
    // Without a timeout a server that accepts the connection and never answers holds every query forever.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: options.connectTimeoutMs ?? 0 });
    // An idle connection dropped by the server (restart, failover) must not take the process down;
    // the pool simply opens a new one on the next query.
    pool.on('error', (err) => options.onPoolError?.(err));
    // A connection lost while a query runs on it rejects that query, and also emits "error" on the
    // client, which the pool only listens to while the client is idle: unheard, it would end the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: ArrivingRows }) });
    return { kysely, reads: kysely, dialect: 'postgres', pool, dataVersion: undefined, close: () => kysely.destroy() };
  }
  const file = path.join(options.dataDir, SQLITE_FILE);
  createPrivateFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads straight from the operating system's file cache instead of copying each page: queries that
  // probe many index pages at a million members ran about twice as fast (measured on the admin
  // searches, which have since moved to the read thread; see sqlite-read-worker.ts for why that one
  // is not mapped). SQLite's maximum, 2 GB.
  sqlite.pragma('mmap_size = 2147418112');
  const kysely = new Kysely<Database>({ dialect: sqliteDialect({ database: withStatementCache(sqlite) }) });
  const reads = openSqliteReads(file);
  const dataVersion = () => sqlite.pragma('data_version', { simple: true }) as number;
  return {
    kysely, reads, dialect: 'sqlite', pool: undefined, dataVersion,
    close: async () => {
      await reads.destroy();
      await kysely.destroy();
    },
  };
}
