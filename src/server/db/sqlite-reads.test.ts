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

  it('leaves the event loop free while a read is under way, where a read on the main connection holds it', async () => {
    await db.kysely.insertInto('rate_limits').values({ key: 'a', window_start: 1, hits: 1 }).execute();
    // In exclusive locking mode the main connection keeps the file locked from its next write until it
    // leaves that mode, so a read on the thread waits (up to its busy timeout) for this test to let it go.
    await sql`pragma locking_mode = exclusive`.execute(db.kysely);
    await db.kysely.updateTable('rate_limits').set({ hits: 2 }).execute();
    let settled = false;
    const read = db.reads.selectFrom('rate_limits').select(['key', 'hits']).execute().finally(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await db.kysely.selectFrom('rate_limits').select('key').execute()).toEqual([{ key: 'a' }]);
    expect(settled).toBe(false);
    await sql`pragma locking_mode = normal`.execute(db.kysely);
    await db.kysely.selectFrom('rate_limits').select('key').execute();
    expect(await read).toEqual([{ key: 'a', hits: 2 }]);

    let turned = false;
    setImmediate(() => (turned = true));
    await db.kysely.selectFrom('rate_limits').select('key').execute();
    expect(turned).toBe(false);
  });
});
