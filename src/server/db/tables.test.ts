import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../../../test/support/postgres-database';
import { type Db, openDatabase } from './database';
import { migrateToLatest } from './migrate';

/** Each table of `Database` in tables.ts, with each column and whether its type admits null. */
function declaredTables(): Map<string, Map<string, boolean>> {
  const file = path.resolve(import.meta.dirname, 'tables.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const membersOf = (name: string) => {
    const members: [string, ts.TypeNode][] = [];
    for (const m of interfaces.get(name)?.members ?? []) if (ts.isPropertySignature(m) && m.type) members.push([m.name.getText(source), m.type]);
    return members;
  };
  const mentionsNull = (type: ts.TypeNode): boolean => {
    let found = false;
    const visit = (node: ts.Node) => {
      if (ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword) found = true;
      node.forEachChild(visit);
    };
    visit(type);
    return found;
  };
  return new Map(
    membersOf('Database').map(([table, type]) => {
      const rowType = ts.isTypeReferenceNode(type) ? type.typeName.getText(source) : '';
      expect(interfaces.has(rowType), `tables.ts: the row type of ${table}`).toBe(true);
      return [table, new Map(membersOf(rowType).map(([column, columnType]) => [column, mentionsNull(columnType)]))];
    }),
  );
}

let db: Db;
let cleanUp: () => Promise<void>;
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tables-test-'));
  const baseUrl = inject('postgresUrl');
  const database = baseUrl ? await createPostgresDatabase(baseUrl, 'tables') : undefined;
  db = openDatabase({ dataDir, databaseUrl: database?.url });
  await migrateToLatest(db.kysely);
  cleanUp = async () => {
    await db.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => cleanUp());

/** The migrated database's own tables and columns, with whether each column accepts null. */
async function migratedTables(): Promise<Map<string, Map<string, boolean>>> {
  const tables = await db.kysely.introspection.getTables();
  const primaryKeys = db.dialect === 'sqlite' ? await sqlitePrimaryKeys(tables.map((t) => t.name)) : new Set<string>();
  return new Map(
    tables
      .filter((t) => !t.name.startsWith('kysely_migration') && (t.schema === undefined || t.schema === 'public'))
      // SQLite lets a primary key other than an integer hold null unless told not to; no row of ours ever does.
      .map((t) => [t.name, new Map(t.columns.map((c) => [c.name, c.isNullable && !primaryKeys.has(`${t.name}.${c.name}`)]))]),
  );
}

async function sqlitePrimaryKeys(tables: string[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const table of tables) {
    const { rows } = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table})`.execute(db.kysely);
    for (const row of rows) if (row.pk > 0) keys.add(`${table}.${row.name}`);
  }
  return keys;
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe('tables.ts against the migrated database', () => {
  it('names every table the migrations create, and no other', async () => {
    expect(sorted((await migratedTables()).keys())).toEqual(sorted(declaredTables().keys()));
  });

  it('names every column of each table, and no other', async () => {
    const migrated = await migratedTables();
    for (const [table, columns] of declaredTables()) {
      expect(sorted(migrated.get(table)?.keys() ?? []), table).toEqual(sorted(columns.keys()));
    }
  });

  it('admits null exactly where the database does', async () => {
    const migrated = await migratedTables();
    const differ: string[] = [];
    for (const [table, columns] of declaredTables()) {
      for (const [column, nullable] of columns) {
        const actual = migrated.get(table)?.get(column);
        if (actual !== undefined && actual !== nullable) differ.push(`${table}.${column}: tables.ts ${nullable ? 'admits' : 'refuses'} null, the database ${actual ? 'accepts' : 'refuses'} it`);
      }
    }
    expect(differ).toEqual([]);
  });
});
