import { type CompiledQuery, type DatabaseConnection, type Driver, Kysely, type QueryResult, SqliteDialect } from 'kysely';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ReaderData, ReadTask, RowArrays } from './sqlite-read-worker';
import { RowQueue } from './row-queue';
import type { Database } from './tables';
import { workerModule } from '../workers/worker-module';

/** Below the main thread, as the hashing threads are: the reads an admin waits for yield to public pages. */
const NICE_INCREMENT = 10;
/** The thread, and its connection, end after this long unused; the next read starts them again. */
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

const ONLY_READS = 'the read connection cannot open a transaction';

/** The rows as objects keyed by column, as better-sqlite3 gives them on the main connection. */
function named<R>({ columns, rows }: RowArrays): R[] {
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
    return row as R;
  });
}

/** Sends each query to the reader thread; it has no transactions, only reads. */
class WorkerReadDriver implements Driver {
  readonly #connection: DatabaseConnection;

  constructor(private readonly pool: Piscina) {
    this.#connection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const task: ReadTask = { sql: query.sql, parameters: query.parameters };
        return { rows: named<R>((await pool.run(task)) as RowArrays) };
      },
      /**
       * The thread sends the rows in batches as it reads them, so the caller uses the first while the
       * rest are read (an export formats its CSV meanwhile). The thread does not wait for the caller:
       * what it has read and the caller has not taken waits here, so a streamed query carries a LIMIT.
       */
      async *streamQuery<R>(query: CompiledQuery, batch = 100): AsyncIterableIterator<QueryResult<R>> {
        const queue = new RowQueue<R>();
        const { port1, port2 } = new MessageChannel();
        port1.on('message', (batch: RowArrays | null) => (batch ? queue.push(...named<R>(batch)) : queue.end()));
        const task: ReadTask = { sql: query.sql, parameters: query.parameters, stream: { port: port2, batch } };
        pool.run(task, { transferList: [port2] }).catch((error: unknown) => queue.fail(error));
        try {
          for (let rows = await queue.take(); rows.length > 0; rows = await queue.take()) yield { rows };
        } finally {
          port1.close();
        }
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
