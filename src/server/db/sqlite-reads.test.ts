import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './database';
import { migrateToLatest } from './migrate';

let dir: string;
let db: Db;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sqlite-reads-'));
  db = openDatabase({ dataDir: dir });
  await migrateToLatest(db.kysely);
});

afterEach(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Turns of the event loop until `work` settles: none while the main thread itself runs a query. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let settled = false;
  void work.finally(() => {
    settled = true;
  });
  let turns = 0;
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve));
    turns += 1;
  }
  await work;
  return turns;
}

/** A read that keeps SQLite busy for a while (a few hundred milliseconds here) without any table. */
const longRead = (on: Db['reads']) =>
  sql<{ n: number }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) as n from c`.execute(on);

describe('the SQLite read connection', () => {
  it('reads what the main connection committed, rows shaped as the main connection gives them', async () => {
    await db.kysely.insertInto('rate_limits').values([{ key: 'a', window_start: 1, hits: 2 }, { key: 'b', window_start: 3, hits: 4 }]).execute();
    const query = (on: Db['reads']) => on.selectFrom('rate_limits').select(['key', 'window_start', 'hits']).where('key', 'in', ['a', 'b']).orderBy('key').execute();
    expect(await query(db.reads)).toEqual([{ key: 'a', window_start: 1, hits: 2 }, { key: 'b', window_start: 3, hits: 4 }]);
    expect(await query(db.reads)).toEqual(await query(db.kysely));
  });

  it('refuses to write or to open a transaction, and changes nothing', async () => {
    await expect(db.reads.insertInto('rate_limits').values({ key: 'c', window_start: 1, hits: 1 }).execute()).rejects.toThrow();
    await expect(db.reads.transaction().execute(async () => {})).rejects.toThrow('cannot open a transaction');
    expect(await db.kysely.selectFrom('rate_limits').select('key').execute()).toEqual([]);
  });

  it("fails with SQLite's own message, which the log then shows", async () => {
    await expect(db.reads.selectFrom('no_such_table' as 'rate_limits').selectAll().execute()).rejects.toThrow('no such table: no_such_table');
  });

  it('leaves the event loop free while a long read runs, where the main connection holds it', async () => {
    await db.reads.selectFrom('rate_limits').select('key').execute();
    const [onReads, onMain] = [await turnsDuring(longRead(db.reads)), await turnsDuring(longRead(db.kysely))];
    expect(onMain).toBeLessThanOrEqual(1);
    expect(onReads).toBeGreaterThan(10);
  });
});
