import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache';

const open = () => {
  const sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (n integer)');
  sqlite.prepare('insert into t values (1), (2), (3)').run();
  return sqlite;
};

let sqlite: SQLite.Database;
afterEach(() => sqlite.close());

describe('the SQLite statement cache', () => {
  it('compiles a query once and hands back the same statement after', () => {
    sqlite = open();
    const compile = vi.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite);
    const first = db.prepare('select n from t order by n');
    const second = db.prepare('select n from t order by n');
    expect(second).toBe(first);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(second.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('compiles a fresh statement while the kept one is still being iterated', () => {
    sqlite = open();
    const db = withStatementCache(sqlite);
    const streaming = db.prepare('select n from t order by n');
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ n: 1 });
    const meanwhile = db.prepare('select n from t order by n');
    expect(meanwhile).not.toBe(streaming);
    expect(meanwhile.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ n: 2 }, { n: 3 }]);
  });

  it('keeps at most its size, dropping the statement used longest ago', () => {
    sqlite = open();
    const compile = vi.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite, 2);
    const a = db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1');
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(compile).toHaveBeenCalledTimes(3);
    db.prepare('select 2');
    expect(compile).toHaveBeenCalledTimes(4);
  });
});
