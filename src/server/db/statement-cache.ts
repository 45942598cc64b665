import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Enough for every distinct query the app runs, with room to spare; each statement is a few kilobytes. */
const DEFAULT_SIZE = 1000;

/**
 * The SQLite connection as Kysely sees it, with its compiled statements kept. Kysely prepares every
 * query it runs, and better-sqlite3 compiles on each prepare; the app runs the same few hundred
 * queries over and over, and compiling them was a sixth of a billing day's CPU at a million members
 * (the ledger's receipt lookup took longer to compile than to run). The least recently used is
 * dropped past `size`. A statement still being iterated (a streamed CSV) cannot run a second time at
 * once, so while it is busy a fresh one is compiled instead.
 */
export function withStatementCache(sqlite: SQLite.Database, size = DEFAULT_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      const kept = statements.get(source);
      if (kept) {
        if (kept.busy) return sqlite.prepare(source);
        // Moved to the end: the Map's order is the order of last use.
        statements.delete(source);
        statements.set(source, kept);
        return kept;
      }
      const statement = sqlite.prepare(source);
      statements.set(source, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
