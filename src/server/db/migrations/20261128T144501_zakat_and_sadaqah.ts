import { type Kysely, sql } from 'kysely';

/**
 * Zakat and sadaqah kept apart (docs/decisions/0053-zakat-and-sadaqah.md). Additive only, and every
 * default reads as sadaqah, so every contribution and pledge made before this migration is sadaqah:
 *
 * - ledger_entries.zakat_cents: the part of the row's settled amount that is zakat, with its sign
 *   (the rest is sadaqah). The rows are never changed, so it is written with the row.
 * - subscriptions.zakat_percent: the share of the pledge the member gives as zakat, 0 to 100.
 * - beneficiaries.zakat_category: a reviewer's marking of an approved application, one of the
 *   categories of Qur'an 9:60 or 'sadaqah_only'; null (not marked) receives sadaqah only.
 * - fund_distributions: the month's zakat collected and distributed, and what operations did not
 *   get because sadaqah was short; null for months closed before.
 * - distribution_allocations.zakat_cents: the zakat part of each share.
 * - allocation_rules: where operations are drawn from, one row per change, the newest in force.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const cents = (table: string, column: string) =>
    db.schema.alterTable(table).addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await cents('ledger_entries', 'zakat_cents');
  await cents('distribution_allocations', 'zakat_cents');
  await db.schema
    .alterTable('subscriptions')
    .addColumn('zakat_percent', 'integer', (c) => c.notNull().defaultTo(0).check(sql`zakat_percent between 0 and 100`))
    .execute();
  await db.schema
    .alterTable('beneficiaries')
    .addColumn('zakat_category', 'text', (c) =>
      c.check(sql`zakat_category in ('poor', 'needy', 'administrators', 'reconciliation', 'captives', 'debtors', 'cause_of_god', 'wayfarer', 'sadaqah_only')`),
    )
    .execute();
  for (const column of ['zakat_collected_cents', 'zakat_distributed_cents', 'operations_shortfall_cents']) {
    await db.schema.alterTable('fund_distributions').addColumn(column, 'bigint').execute();
  }
  await db.schema
    .createTable('allocation_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operations_source', 'text', (c) => c.notNull().check(sql`operations_source in ('sadaqah_only')`))
    .addColumn('set_by', 'text')
    .addColumn('set_at', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('allocation_rules_set_at_idx').on('allocation_rules').column('set_at').execute();
  await (db as Kysely<{ allocation_rules: { id: string; operations_source: string; set_at: string; note: string } }>)
    .insertInto('allocation_rules')
    .values({ id: 'initial', operations_source: 'sadaqah_only', set_at: new Date().toISOString(), note: 'Operations are drawn from sadaqah only.' })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('allocation_rules').execute();
  for (const column of ['operations_shortfall_cents', 'zakat_distributed_cents', 'zakat_collected_cents']) {
    await db.schema.alterTable('fund_distributions').dropColumn(column).execute();
  }
  await db.schema.alterTable('beneficiaries').dropColumn('zakat_category').execute();
  await db.schema.alterTable('subscriptions').dropColumn('zakat_percent').execute();
  await db.schema.alterTable('distribution_allocations').dropColumn('zakat_cents').execute();
  await db.schema.alterTable('ledger_entries').dropColumn('zakat_cents').execute();
}
