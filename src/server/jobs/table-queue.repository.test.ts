import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/tables';
import { tableQueueRepository } from './table-queue.repository';

/**
 * The plan SQLite chooses for a claim, on a file of its own whatever DATABASE_URL says: the embedded
 * runner is SQLite's. With every job of a billing day due, a claim must look up the few jobs it takes
 * by id, not walk every due job in the index testing each against them (60 ms a claim at 70,000 jobs,
 * the event loop held all that time), nor gather and sort them all.
 */
describe('claiming jobs on SQLite', () => {
  let dir: string;
  let sqlite: SQLite.Database;
  let db: Kysely<Database>;
  const updates: CompiledQuery[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'claim-plan-'));
    sqlite = new SQLite(path.join(dir, 'app.db'));
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => void (event.level === 'query' && event.query.sql.startsWith('update "jobs"') && updates.push(event.query)),
    });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the oldest due jobs up to the limit, each update finding its rows by id', async () => {
    const due = (n: number) => ({
      id: `job-${n}`, queue: 'charge', singleton_key: `k${n}`, data: '{}', state: 'created' as const, start_after: `2026-12-01T00:00:${String(n).padStart(2, '0')}.000Z`,
      attempts: 0, locked_until: null, last_error: null, created_at: '2026-12-01T00:00:00.000Z', completed_at: null,
    });
    await tableQueueRepository.insert(db, Array.from({ length: 30 }, (_, n) => due(29 - n)));
    const claimed = await tableQueueRepository.claim(db, { now: '2026-12-02T00:00:00.000Z', lockedUntil: '2026-12-02T00:05:00.000Z', limit: 5, queues: ['charge'] });
    expect(claimed.map((job) => job.id).sort()).toEqual(['job-0', 'job-1', 'job-2', 'job-3', 'job-4']);

    expect(updates.length).toBeGreaterThan(0);
    for (const update of updates) {
      const plan = (sqlite.prepare(`explain query plan ${update.sql}`).all(...(update.parameters as unknown[])) as { detail: string }[]).map((step) => step.detail);
      // The outer step is the update's own: a primary-key lookup of each id the subquery read.
      expect(plan[0], plan.join('\n')).toMatch(/^SEARCH jobs USING INDEX sqlite_autoindex_jobs_1 \(id=\?\)$/);
      expect(plan.join('\n')).not.toMatch(/TEMP B-TREE|MULTI-INDEX OR/);
    }
  });
});
