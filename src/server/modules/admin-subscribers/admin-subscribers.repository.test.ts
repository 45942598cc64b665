import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../../../../test/support/api-harness';
import type { Executor } from '../../db/executor';
import { adminSubscribersRepository as repo, type ListFilter } from './admin-subscribers.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const full_name of ['Muhammad Khan', 'Musa Khalid', 'Amina Khan', 'Sara Mustafa']) await createMember(t, { overrides: { full_name } });
  // Statistics and an up-to-date visibility map, as autovacuum keeps them on a live database.
  if (t.db.dialect === 'postgres') await sql`vacuum analyze profile_search_terms`.execute(t.db.kysely);
});
afterAll(async () => t.close());

/** The SQL the repository sends while running, compiled as it reaches the database. */
async function queriesOf(run: (db: Executor) => Promise<unknown>): Promise<CompiledQuery[]> {
  // Subqueries pass through transformQuery too; only the queries that return a result were sent.
  const built = new Map<object, CompiledQuery>();
  const sent: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      built.set(queryId, t.db.kysely.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      sent.push(built.get(queryId)!);
      return result;
    },
  };
  await run(t.db.kysely.withPlugin(capture));
  return sent;
}

/**
 * The plan's lines that read the search-term table. On PostgreSQL sequential and bitmap scans are
 * ruled out, so that a handful of rows does not make a full scan look cheapest: what is left shows
 * whether the indexes can answer the query without the table.
 */
async function searchTermReads(query: CompiledQuery): Promise<string[]> {
  if (t.db.dialect === 'sqlite') {
    const { rows } = await t.db.kysely.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    const lines = rows.map((r) => r.detail);
    // Reading back a subquery's own rows (a co-routine) is not a read of the table.
    const subqueries = new Set(lines.flatMap((line) => /^(?:CO-ROUTINE|MATERIALIZE) (\w+)$/.exec(line)?.[1] ?? []));
    return lines.filter((line) => / (m|o|profile_search_terms)( |$)/.test(line) && /SCAN|SEARCH/.test(line) && !subqueries.has(/^SCAN (\w+)$/.exec(line)?.[1] ?? ''));
  }
  return t.db.kysely.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
    return rows.map((r) => r['QUERY PLAN']).filter((line) => line.includes(' on profile_search_terms '));
  });
}

const searches: [string, ListFilter][] = [
  ['one word', { words: ['mu'], verified: 'all', subscription: 'all', country: 'all' }],
  ['two words', { words: ['muhammad', 'khan'], verified: 'all', subscription: 'all', country: 'all' }],
  ['a word and filters', { words: ['khan'], verified: 'verified', subscription: 'pending', country: 'all' }],
  ['a word in one country', { words: ['khan'], verified: 'all', subscription: 'all', country: 'CA' }],
];

describe('search queries read the search terms from an index alone', () => {
  it.each(searches)('%s: page, cursor page, count and Group by State', async (_, filter) => {
    const queries = await queriesOf(async (db) => {
      await repo.page(db, filter, 20, 20, 'range');
      await repo.after(db, filter, { created_at: '2000-01-01T00:00:00.000Z', id: '' }, 20);
      await repo.count(db, filter);
      await repo.countAmong(db, filter, filter.words[0]!, 100);
      await repo.byState(db, filter, filter.words[0]!);
      await repo.byCountry(db, filter, filter.words[0]!);
    });
    expect(queries).toHaveLength(6);
    for (const query of queries) {
      const reads = await searchTermReads(query);
      expect(reads.length, query.sql).toBeGreaterThan(0);
      for (const read of reads) {
        if (t.db.dialect === 'postgres') expect(read).toMatch(/Index Only Scan using profile_search_terms_(pk|profile_idx) on profile_search_terms/);
        // SQLite stores the table in term order (WITHOUT ROWID): its primary key holds every column.
        else expect(read).toMatch(/^SEARCH (m|o) (EXISTS )?USING (PRIMARY KEY|COVERING INDEX profile_search_terms_profile_idx) /);
      }
    }
  });

  it.each(searches)('%s: a page walked in list order reads the join-time index, not the term range', async (_, filter) => {
    const [query] = await queriesOf((db) => repo.page(db, filter, 20, 20, 'walk'));
    const reads = await searchTermReads(query!);
    // The walk's own read is the first; the other words are still looked up by profile.
    if (t.db.dialect === 'postgres') expect(reads[0]).toMatch(/Index Only Scan using profile_search_terms_joined_idx on profile_search_terms m/);
    else expect(reads[0]).toMatch(/^SCAN m USING COVERING INDEX profile_search_terms_joined_idx/);
    for (const read of reads.slice(1)) expect(read).toMatch(/profile_search_terms_(pk|profile_idx)|PRIMARY KEY/);
  });

  it('finds the same members as before, with either plan', async () => {
    const filter: ListFilter = { words: ['khan', 'mu'], verified: 'all', subscription: 'all', country: 'all' };
    expect((await repo.page(t.db.kysely, filter, 0, 20, 'range')).map((r) => r.full_name)).toEqual(['Muhammad Khan']);
    expect((await repo.page(t.db.kysely, filter, 0, 20, 'walk')).map((r) => r.full_name)).toEqual(['Muhammad Khan']);
    const kha: ListFilter = { ...filter, words: ['kha'] };
    expect(await repo.page(t.db.kysely, kha, 1, 2, 'walk')).toEqual(await repo.page(t.db.kysely, kha, 1, 2, 'range'));
    expect(await repo.count(t.db.kysely, kha)).toBe(3);
  });

  it('counts among the first rows of the range only, as a lower bound', async () => {
    const filter: ListFilter = { words: ['kha'], verified: 'all', subscription: 'all', country: 'all' };
    expect(await repo.countAmong(t.db.kysely, filter, 'kha', 2)).toBe(2);
    expect(await repo.countAmong(t.db.kysely, filter, 'kha', 100)).toBe(3);
  });
});
