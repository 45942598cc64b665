import { type CompiledQuery, type DatabaseConnection, type Driver, Kysely, type QueryResult, SqliteDialect } from 'kysely';
import { Piscina } from 'piscina';
import type { ReaderData, ReadTask } from './sqlite-read-worker';
import type { Database } from './tables';
import { workerModule } from '../workers/worker-module';

/** Below the main thread, as the hashing threads are: the reads an admin waits for yield to public pages. */
const NICE_INCREMENT = 10;
/** The thread, and its connection, end after this long unused; the next read starts them again. */
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

const ONLY_READS = 'the read connection cannot open a transaction';

/** Sends each query to the reader thread; it has no transactions and no streams, only reads. */
class WorkerReadDriver implements Driver {
  readonly #connection: DatabaseConnection;

  constructor(private readonly pool: Piscina) {
    this.#connection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const task: ReadTask = { sql: query.sql, parameters: query.parameters };
        return { rows: (await pool.run(task)) as R[] };
      },
      async *streamQuery() {
        throw new Error('the read connection does not stream');
      },
    };
  }

  async init() {}

  async acquireConnection() {
    return this.#connection;
  }

  async beginTransaction(): Promise<never> {
    throw new Error(ONLY_READS);
  }

  async commitTransaction(): Promise<never> {
    throw new Error(ONLY_READS);
  }

  async rollbackTransaction(): Promise<never> {
    throw new Error(ONLY_READS);
  }

  async releaseConnection() {}

  async destroy() {
    // A thread starts only with a read (no minimum); closing must not start one just to close.
    if (this.pool.threads.length > 0) await this.pool.run({ close: true } satisfies ReadTask);
    await this.pool.destroy();
  }
}

/**
 * A query builder whose queries run on a read-only connection in a worker thread. better-sqlite3 runs
 * a query on the calling thread from start to end, so a read of a hundred milliseconds (grouping a broad
 * admin search, a chunk of a large export) would hold every other request that long; on this thread it
 * holds none, and the second core does the work. One thread, so admin reads queue among themselves.
 */
export function openSqliteReads(file: string): Kysely<Database> {
  const pool = new Piscina({
    ...workerModule(import.meta.url, 'sqlite-read-worker'),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_TIMEOUT_MS,
    niceIncrement: NICE_INCREMENT,
    workerData: { file } satisfies ReaderData,
  });
  // SQLite's adapter, compiler and introspector, with our driver in place of better-sqlite3's.
  class WorkerReadDialect extends SqliteDialect {
    override createDriver() {
      return new WorkerReadDriver(pool);
    }
  }
  return new Kysely<Database>({ dialect: new WorkerReadDialect({ database: () => Promise.reject(new Error('unused')) }) });
}
