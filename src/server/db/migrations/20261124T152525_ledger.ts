import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The ledger (docs/decisions/0012-ledger.md): one row per money movement, never changed. Corrections are new rows, so the
 * database refuses every UPDATE and DELETE itself, whoever sends it (a bug, a script, a console).
 *
 * `member_id` has no foreign key on purpose: closing an account deletes the user row, and the money
 * rows must outlive it. What stays is an account id that no longer leads to any person.
 * `seq` orders the rows in the order they were written; `id` is the application's UUID as elsewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('ledger_entries')
    .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('contribution', 'fee', 'refund', 'recorded_payment', 'correction')`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('USD', 'CAD')`))
    .addColumn('settled_cents', 'bigint', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('stripe', 'recorded')`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('recorded_by', 'text')
    .addColumn('corrects_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ledger_entries_source_reference', ['source', 'reference'])
    .execute();
  // A row is corrected at most once: two admins correcting it at the same moment cannot both succeed.
  await db.schema.createIndex('ledger_entries_corrects_idx').unique().on('ledger_entries').column('corrects_id').execute();
  await db.schema.createIndex('ledger_entries_month_idx').on('ledger_entries').columns(['month', 'seq']).execute();
  await db.schema.createIndex('ledger_entries_member_idx').on('ledger_entries').columns(['member_id', 'seq']).execute();

  if (postgres) {
    await sql`
      create function ledger_entries_immutable() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger entries are never changed (%)', tg_op using errcode = 'P0001';
      end $$`.execute(db);
    await sql`create trigger ledger_entries_no_change before update or delete on ledger_entries for each row execute function ledger_entries_immutable()`.execute(db);
    await sql`create trigger ledger_entries_no_truncate before truncate on ledger_entries for each statement execute function ledger_entries_immutable()`.execute(db);
  } else {
    await sql`create trigger ledger_entries_no_update before update on ledger_entries begin select raise(abort, 'ledger entries are never changed (UPDATE)'); end`.execute(db);
    await sql`create trigger ledger_entries_no_delete before delete on ledger_entries begin select raise(abort, 'ledger entries are never changed (DELETE)'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop table ledger_entries`.execute(db);
    await sql`drop function ledger_entries_immutable()`.execute(db);
  } else {
    await db.schema.dropTable('ledger_entries').execute();
  }
}
