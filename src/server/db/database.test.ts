import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './database';
import { migrateToLatest } from './migrate';

let dir: string;
let db: Db;
/** Another process's connection to the same file, as the admin CLI has while the server runs. */
let other: SQLite.Database;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'database-'));
  db = openDatabase({ dataDir: dir });
  await migrateToLatest(db.kysely);
  other = new SQLite(path.join(dir, 'app.db'));
  // It cannot wait here: it runs on this same thread, which the transaction below is holding.
  other.pragma('busy_timeout = 0');
});

afterEach(async () => {
  other.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SQLite transactions', () => {
  it('take the write lock when they begin, so a write by another process in between cannot undo one that read first', async () => {
    let othersWrite: unknown;
    await db.kysely.transaction().execute(async (trx) => {
      await trx.selectFrom('rate_limits').select('key').execute();
      try {
        other.prepare("insert into rate_limits (key, window_start, hits) values ('other', 1, 1)").run();
      } catch (err) {
        othersWrite = err;
      }
      await trx.insertInto('rate_limits').values({ key: 'ours', window_start: 1, hits: 1 }).execute();
    });
    // The other process is told to wait (its own busy timeout would let it try again), and ours commits.
    expect(othersWrite).toMatchObject({ code: 'SQLITE_BUSY' });
    expect(await db.kysely.selectFrom('rate_limits').select('key').execute()).toEqual([{ key: 'ours' }]);
  });
});
