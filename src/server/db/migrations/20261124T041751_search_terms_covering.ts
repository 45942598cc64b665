import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

/** The columns a search reads besides the key: it must never have to visit the table. */
const COPIED = sql`prev_term, created_at, verified, subscription_status, state`;

/**
 * Admin search on PostgreSQL reads profile_search_terms from its index alone, as SQLite does.
 *
 * On SQLite the table is WITHOUT ROWID: its rows are stored in term order, so a prefix range is one
 * contiguous read holding every column a search needs. A PostgreSQL table is a heap in insertion
 * order, so the same range meant one random heap visit per term, and for common words the planner
 * preferred a scan of all 4 million rows. The primary key now carries the copied columns, which
 * lets PostgreSQL answer from the index alone (an index-only scan) in term order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // Start-up migrates a live database in one transaction: enough memory to sort 4 million entries
  // at once keeps the rebuild to seconds, and SET LOCAL ends with the transaction.
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  await sql`alter table profile_search_terms drop constraint profile_search_terms_pk`.execute(db);
  await sql`alter table profile_search_terms add constraint profile_search_terms_pk primary key (term, profile_id) include (${COPIED})`.execute(db);
  // An index-only scan skips the table only for pages marked all-visible, which vacuum does; the
  // default (after a fifth of the table changed) would leave many pages unmarked for long.
  await sql`alter table profile_search_terms set (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01)`.execute(db);
  // The planner estimates prefix ranges from these statistics; a freshly migrated table has none.
  await sql`analyze profile_search_terms`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table profile_search_terms reset (autovacuum_vacuum_scale_factor, autovacuum_vacuum_insert_scale_factor)`.execute(db);
  await sql`alter table profile_search_terms drop constraint profile_search_terms_pk`.execute(db);
  await sql`alter table profile_search_terms add constraint profile_search_terms_pk primary key (term, profile_id)`.execute(db);
}
