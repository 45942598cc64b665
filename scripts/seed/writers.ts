import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';
import type { MemberRows } from './members';

/** Where seeded rows go. */
export interface SeedWriter {
  write(batch: MemberRows[], admins: string[], now: string): Promise<void>;
  finish(): Promise<void>;
  /** After a failed write: undo what can be undone and release the database. */
  abort(): Promise<void>;
}

type Row = object;

const SEEDED_TABLES = ['users', 'profiles', 'subscriptions', 'pledge_payment_methods', 'profile_search_terms', 'beneficiaries', 'reviews'];

const tablesOf = (batch: MemberRows[]): [string, Row[]][] => [
  ['users', batch.map((m) => m.user)],
  ['profiles', batch.map((m) => m.profile)],
  ['subscriptions', batch.map((m) => m.subscription)],
  ['pledge_payment_methods', batch.flatMap((m) => (m.method ? [m.method] : []))],
  ['profile_search_terms', batch.flatMap((m) => m.terms)],
  ['beneficiaries', batch.flatMap((m) => (m.application ? [m.application] : []))],
  ['reviews', batch.flatMap((m) => (m.review ? [m.review] : []))],
];

/**
 * SQLite through better-sqlite3 directly, one prepared statement per table. The secondary indexes
 * are dropped while loading and built again at the end: sorting once is about twice as fast as
 * inserting a million random keys into each index one by one.
 */
export function sqliteWriter(dataDir: string): SeedWriter {
  const db = new SQLite(path.join(dataDir, 'app.db'));
  // A rollback journal instead of the app's WAL: pages added past the end of the file need no journal,
  // so the new rows are written once instead of to the WAL and then again to the database. An
  // interrupted run still rolls back. Needs the only open connection; the app turns WAL on again.
  db.pragma('journal_mode = DELETE');
  db.pragma('foreign_keys = ON');
  // Seeding can simply be run again, so durability waits until the end; a large cache keeps the
  // remaining (unique) indexes in memory while rows arrive in random key order.
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -2000000');
  // One transaction for the whole run, dropped indexes included: the randomly placed index pages are
  // written once at the end instead of after every batch, and a failed or killed run rolls back.
  db.exec('begin');
  // Indexes behind a primary key or UNIQUE constraint have no SQL and stay; they also guard the data.
  const indexes = db
    .prepare(`select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${SEEDED_TABLES.map(() => '?').join(', ')})`)
    .all(...SEEDED_TABLES) as { name: string; sql: string }[];
  for (const index of indexes) db.exec(`drop index ${index.name}`);
  const statements = new Map<string, SQLite.Statement>();
  const insert = (table: string, row: Row) => {
    let statement = statements.get(table);
    if (!statement) {
      const columns = Object.keys(row);
      statement = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`);
      statements.set(table, statement);
    }
    statement.run(row);
  };
  const grant = db.prepare(`insert into user_roles (user_id, role, created_at) values (?, 'admin', ?) on conflict do nothing`);
  return {
    async write(batch, admins, now) {
      for (const [table, rows] of tablesOf(batch)) for (const row of rows) insert(table, row);
      for (const id of admins) grant.run(id, now);
    },
    async finish() {
      for (const index of indexes) db.exec(index.sql);
      db.exec('commit');
      db.pragma('journal_mode = WAL');
      db.close();
    },
    async abort() {
      db.exec('rollback');
      db.pragma('journal_mode = WAL');
      db.close();
    },
  };
}

/**
 * PostgreSQL through Kysely: multi-row inserts of up to 1,000 rows, well under the parameter limit,
 * one transaction per batch (a failed run keeps the batches before the failure).
 */
export function kyselyWriter(db: Kysely<Database>): SeedWriter {
  const CHUNK = 1000;
  return {
    async write(batch, admins, now) {
      await db.transaction().execute(async (trx) => {
        for (const [table, rows] of tablesOf(batch)) {
          for (let i = 0; i < rows.length; i += CHUNK) {
            // The rows come typed from MemberRows; the table name is only known here at run time.
            await trx.insertInto(table as keyof Database).values(rows.slice(i, i + CHUNK) as never).execute();
          }
        }
        for (const id of admins) {
          await trx.insertInto('user_roles').values({ user_id: id, role: 'admin', created_at: now }).onConflict((oc) => oc.doNothing()).execute();
        }
      });
    },
    finish: async () => {},
    abort: async () => {},
  };
}
