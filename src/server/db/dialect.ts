import { type Kysely, PostgresAdapter } from 'kysely';

/** For the few places (migrations, repositories) where PostgreSQL needs its own SQL. */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
