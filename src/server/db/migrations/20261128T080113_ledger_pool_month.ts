import { type Kysely, sql } from 'kysely';

/**
 * The month a ledger row's money counts toward (the month whose pool it is in), when that is not the
 * month the row is for. A month that is prepared or closed takes no more rows: a bank debit for
 * October that settles after October was prepared, a payment recorded for it, or a correction of one
 * of its rows, is for October but counts in the first month still open. The ledger's rows are never
 * changed, so this is decided and written with the row. Empty means the row's own month, which is
 * what every row written before this column had.
 *
 * The index is on the expression every pool sum reads, so a month's pool is one range of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_entries').addColumn('pool_month', 'text').execute();
  await sql`create index ledger_entries_pool_month_idx on ledger_entries ((coalesce(pool_month, month)), seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_entries_pool_month_idx`.execute(db);
  await db.schema.alterTable('ledger_entries').dropColumn('pool_month').execute();
}
