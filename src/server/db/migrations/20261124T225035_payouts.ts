import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

const OLD_KINDS = `kind in ('contribution', 'fee', 'refund', 'recorded_payment', 'correction')`;
const NEW_KINDS = `kind in ('contribution', 'fee', 'refund', 'recorded_payment', 'correction', 'payout_return')`;
const OLD_SOURCES = `source in ('stripe', 'recorded')`;
const NEW_SOURCES = `source in ('stripe', 'recorded', 'payout')`;

/**
 * SQLite cannot change a CHECK in place: the table is rebuilt from its own stored definition with the
 * two checks widened, so whatever columns and indexes it has by now are kept. The triggers that refuse
 * changes are dropped with the old table (which never fires them) and made again on the new one.
 */
async function widenSqliteLedger(db: Kysely<unknown>, from: [string, string], to: [string, string]) {
  const objects = await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_master where tbl_name = 'ledger_entries'`.execute(db);
  const table = objects.rows.find((o) => o.type === 'table');
  if (!table?.sql) throw new Error('ledger_entries is missing');
  if (!table.sql.includes(from[0]) || !table.sql.includes(from[1])) throw new Error('ledger_entries has checks this migration does not know');
  const widened = table.sql.replace(from[0], to[0]).replace(from[1], to[1]).replace(/^CREATE TABLE "?ledger_entries"?/i, 'CREATE TABLE "ledger_entries_widened"');
  const rest = objects.rows.filter((o) => o.type !== 'table' && o.sql);
  await sql.raw(widened).execute(db);
  await sql`insert into ledger_entries_widened select * from ledger_entries`.execute(db);
  await sql`drop table ledger_entries`.execute(db);
  await sql`alter table ledger_entries_widened rename to ledger_entries`.execute(db);
  for (const o of rest) await sql.raw(o.sql!).execute(db);
}

async function widenLedger(db: Kysely<unknown>, from: [string, string], to: [string, string]) {
  if (!isPostgres(db)) return widenSqliteLedger(db, from, to);
  await sql`alter table ledger_entries drop constraint ledger_entries_kind_check`.execute(db);
  await sql`alter table ledger_entries drop constraint ledger_entries_source_check`.execute(db);
  await sql.raw(`alter table ledger_entries add constraint ledger_entries_kind_check check (${to[0]})`).execute(db);
  await sql.raw(`alter table ledger_entries add constraint ledger_entries_source_check check (${to[1]})`).execute(db);
}

/**
 * Payouts: each share of an approved distribution becomes a payout that admins move from
 * pending to sent to confirmed, or to failed or returned. Every move is a `payout_events` row (who,
 * when, note). A failed or returned payout gives its money back to a later month's pool as a ledger
 * row of kind `payout_return` from source `payout`, whose reference is the payout's id: the ledger's
 * unique (source, reference) makes that happen once, however often it is asked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await widenLedger(db, [OLD_KINDS, OLD_SOURCES], [NEW_KINDS, NEW_SOURCES]);

  await db.schema
    .createTable('payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('allocation_id', 'text', (c) => c.notNull().unique().references('distribution_allocations.id'))
    .addColumn('distribution_id', 'text', (c) => c.notNull().references('fund_distributions.id'))
    .addColumn('month_year', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'sent', 'confirmed', 'failed', 'returned')`))
    .addColumn('method', 'text', (c) => c.check(sql`method in ('provider_transfer', 'outside')`))
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payouts_status_idx').on('payouts').columns(['status', 'month_year', 'id']).execute();
  await db.schema.createIndex('payouts_month_idx').on('payouts').columns(['month_year', 'id']).execute();
  await db.schema.createIndex('payouts_user_idx').on('payouts').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('payout_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payout_id', 'text', (c) => c.notNull().references('payouts.id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('reference', 'text')
    .addColumn('note', 'text')
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payout_events_payout_idx').on('payout_events').columns(['payout_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payout_events').execute();
  await db.schema.dropTable('payouts').execute();
  await widenLedger(db, [NEW_KINDS, NEW_SOURCES], [OLD_KINDS, OLD_SOURCES]);
}
