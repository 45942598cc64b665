import path from 'node:path';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { sql } from 'kysely';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/api-harness';
import { workerModule } from '../workers/worker-module';
import type { ReaderData, ReadTask, RowArrays } from './sqlite-read-worker';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A read of `rows` numbers without any table. */
const numbers = (rows: number) =>
  sql<{ x: number }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${rows}) select x from c`;

/** Every row of the query through the read connection's stream, in the order they came. */
async function streamed(query: ReturnType<typeof numbers>, batch: number) {
  const seen: number[] = [];
  // Kysely streams a select builder; the raw query goes through the same driver call.
  for await (const result of t.db.reads.getExecutor().stream(query.compile(t.db.reads), batch)) for (const row of result.rows) seen.push(Number(row.x));
  return seen;
}

/**
 * Reads the first batch of a streamed query that cannot have ended by then. On PostgreSQL the query
 * ends by waiting for an advisory lock this test holds until the batch is in hand; read whole, the
 * batch would never come. On SQLite the read thread goes on without waiting for its reader, so nothing
 * can hold it: its query fails at its last row instead, and the thread must have sent the first rows
 * before reaching it, through a port the test reads itself.
 */
async function firstBatchOfUnfinishedQuery(rows: number, batch: number): Promise<number[]> {
  if (t.dialect === 'postgres') {
    const lock = 7_007;
    return t.db.kysely.connection().execute(async (holder) => {
      await sql`select pg_advisory_lock(${lock})`.execute(holder);
      const held = sql<{ x: number }>`select x from generate_series(1, ${rows}) as x union all select 0 from (select pg_advisory_lock(${lock})) as waits`;
      const stream = t.db.reads.getExecutor().stream(held.compile(t.db.reads), batch)[Symbol.asyncIterator]();
      try {
        const first = await stream.next();
        return first.done ? [] : first.value.rows.map((row) => Number(row.x));
      } finally {
        await sql`select pg_advisory_unlock(${lock})`.execute(holder);
        await stream.return?.();
      }
    });
  }
  const reader = new Piscina({ ...workerModule(new URL('./sqlite-reads.ts', import.meta.url).href, 'sqlite-read-worker'), maxThreads: 1, workerData: { file: path.join(t.config.dataDir, 'app.db') } satisfies ReaderData });
  const { port1, port2 } = new MessageChannel();
  try {
    const failsAtTheEnd = sql`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${rows}) select json(case when x < ${rows} then x else 'not json' end) as x from c`.compile(t.db.reads);
    const task: ReadTask = { sql: failsAtTheEnd.sql, parameters: failsAtTheEnd.parameters, stream: { port: port2, batch } };
    await expect(reader.run(task, { transferList: [port2] })).rejects.toThrow(/malformed JSON/);
    // What the thread posted is on the port by the time its task has failed.
    const first = receiveMessageOnPort(port1)?.message as RowArrays | undefined;
    return (first?.rows ?? []).map(([x]) => Number(x));
  } finally {
    port1.close();
    await reader.destroy();
  }
}

describe(`streamed reads (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  it('hand rows over in order', async () => {
    expect(await streamed(numbers(300_000), 1_000)).toEqual(Array.from({ length: 300_000 }, (_, i) => i + 1));
  });

  it('hand the first rows over while the query is still running', async () => {
    const first = await firstBatchOfUnfinishedQuery(50_000, 1_000);
    expect(first.length).toBeGreaterThan(0);
    expect(first).toEqual(Array.from({ length: first.length }, (_, i) => i + 1));
  });

  it('stream the rows a query builder selects, as execute() returns them', async () => {
    await t.db.kysely.insertInto('rate_limits').values([{ key: 'a', window_start: 1, hits: 2 }, { key: 'b', window_start: 3, hits: 4 }]).execute();
    const query = t.db.reads.selectFrom('rate_limits').select(['key', 'window_start', 'hits']).where('key', 'in', ['a', 'b']).orderBy('key');
    const streamed = [];
    for await (const row of query.stream(1)) streamed.push(row);
    expect(streamed).toEqual(await query.execute());
    expect(streamed).toEqual([{ key: 'a', window_start: 1, hits: 2 }, { key: 'b', window_start: 3, hits: 4 }]);
  });

  it('keep two streams read at once apart, each whole and in order', async () => {
    const drain = async (rows: number) => {
      const seen: number[] = [];
      for await (const result of t.db.reads.getExecutor().stream(numbers(rows).compile(t.db.reads), 500)) for (const row of result.rows) seen.push(Number(row.x));
      return seen;
    };
    const [a, b] = await Promise.all([drain(20_000), drain(30_000)]);
    expect(a).toEqual(Array.from({ length: 20_000 }, (_, i) => i + 1));
    expect(b).toEqual(Array.from({ length: 30_000 }, (_, i) => i + 1));
  });

  it('fail with the database error when the query fails', async () => {
    const failing = async () => {
      for await (const _ of t.db.reads.selectFrom('no_such_table' as 'rate_limits').selectAll().stream()) void _;
    };
    await expect(failing()).rejects.toThrow(/no_such_table/);
  });

  it('leave the connection usable when the reader stops early', async () => {
    for (let i = 0; i < 15; i++) {
      for await (const result of t.db.reads.getExecutor().stream(numbers(50_000).compile(t.db.reads), 100)) {
        expect(result.rows.length).toBeGreaterThan(0);
        break;
      }
    }
    // PostgreSQL's pool holds ten connections: had any stayed taken, these reads would wait forever.
    const counts = await Promise.all(Array.from({ length: 12 }, () => numbers(10).execute(t.db.reads)));
    expect(counts.map((r) => r.rows.length)).toEqual(Array(12).fill(10));
  });
});
