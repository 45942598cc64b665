import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/releases');

/** The releases with a checked-in database, each dumped for SQLite and for PostgreSQL. */
export const releaseFixtures = (): string[] =>
  readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.sqlite.sql'))
    .map((file) => file.slice(0, -'.sqlite.sql'.length))
    .sort();

/** What the fixture held before today's code touched it, read with plain SQL that every release's schema answers. */
export interface FixtureFacts {
  users: number;
  stats: { total_subscribers: number; verified_subscribers: number };
}

const FACTS_SQL = {
  users: 'select count(*) as n from users',
  stats: 'select total_subscribers, verified_subscribers from subscriber_stats',
};

/** Loads a release's dump into the empty database the test harness made, and reads its facts. */
export async function loadReleaseFixture(release: string, target: { dataDir: string; databaseUrl: string | undefined }): Promise<FixtureFacts> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      await client.query(readFileSync(path.join(FIXTURES, `${release}.postgres.sql`), 'utf8'));
      await client.query('set search_path to public');
      const users = (await client.query<{ n: string }>(FACTS_SQL.users)).rows[0];
      const stats = (await client.query<{ total_subscribers: string; verified_subscribers: string }>(FACTS_SQL.stats)).rows[0];
      return facts(users, stats);
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(path.join(target.dataDir, 'app.db'));
  try {
    db.exec(readFileSync(path.join(FIXTURES, `${release}.sqlite.sql`), 'utf8'));
    return facts(db.prepare(FACTS_SQL.users).get() as { n: number }, db.prepare(FACTS_SQL.stats).get() as { total_subscribers: number; verified_subscribers: number });
  } finally {
    db.close();
  }
}

function facts(users: { n: unknown } | undefined, stats: { total_subscribers: unknown; verified_subscribers: unknown } | undefined): FixtureFacts {
  if (!users || !stats) throw new Error('the fixture has no users count or no subscriber_stats row');
  return { users: Number(users.n), stats: { total_subscribers: Number(stats.total_subscribers), verified_subscribers: Number(stats.verified_subscribers) } };
}
