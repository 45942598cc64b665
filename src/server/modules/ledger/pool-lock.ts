import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Executor } from '../../db/executor';

/** Any fixed number works, as long as nothing else in the database locks it for another purpose. */
const POOLS_LOCK_KEY = 7_314_202_611;

/**
 * Which month a new ledger row counts in and the preparation of a month must not interleave: a row
 * that found October open must be in October's sum, or see October prepared and go to the next month.
 * On PostgreSQL, rows take this transaction-level lock shared (they do not wait for each other) and a
 * preparation takes it alone, so it waits for the rows being written and they wait for it. On SQLite
 * every write transaction already holds the database's one write lock from its start.
 */
export async function shareMonthPools(trx: Executor): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock_shared(${POOLS_LOCK_KEY}::bigint)`.execute(trx);
}

/** Taken by the preparation of a month before it reads the month's ledger (see shareMonthPools). */
export async function holdMonthPools(trx: Executor): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${POOLS_LOCK_KEY}::bigint)`.execute(trx);
}
