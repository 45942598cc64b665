import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/api-harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A read of `rows` numbers without any table, long enough at 300,000 to take tens of milliseconds. */
const numbers = (rows: number) =>
  sql<{ x: number }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${rows}) select x from c`;

/** Streams the query through the read connection, noting at each row how often the event loop has turned. */
async function streamWithTurns(query: ReturnType<typeof numbers>, batch: number) {
  let turns = 0;
  let running = true;
  const ticking = (async () => {
    while (running) {
      await new Promise((resolve) => setImmediate(resolve));
      turns += 1;
    }
  })();
  const seen: { x: number; turn: number }[] = [];
  try {
    // Kysely streams a select builder; the raw query goes through the same driver call.
    const compiled = query.compile(t.db.reads);
    for await (const result of t.db.reads.getExecutor().stream(compiled, batch)) {
      for (const row of result.rows) seen.push({ x: Number(row.x), turn: turns });
    }
  } finally {
    running = false;
    await ticking;
  }
  return seen;
}

describe(`streamed reads (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  it('hand rows over in order while the rest are still being read', async () => {
    const seen = await streamWithTurns(numbers(300_000), 1_000);
    expect(seen.map((r) => r.x)).toEqual(Array.from({ length: 300_000 }, (_, i) => i + 1));
    // Read whole, every row would arrive in the same turn of the event loop, after the read ended.
    expect(seen.at(-1)!.turn - seen[0]!.turn).toBeGreaterThan(2);
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
