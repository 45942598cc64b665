import { type Kysely, PostgresAdapter } from 'kysely';

/** For the few places (migrations, repositories) where PostgreSQL needs its own SQL. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
