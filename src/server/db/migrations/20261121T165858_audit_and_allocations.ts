import type { Kysely } from 'kysely';

/**
 * The audit trail of admin changes, and each member's share of a distribution. Allocations outlive
 * the member: deleting a subscriber empties the personal link but keeps the financial record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_entity_idx').on('audit_log').columns(['entity_type', 'created_at']).execute();
  await db.schema.createIndex('audit_actor_idx').on('audit_log').columns(['actor_id', 'created_at']).execute();

  await db.schema
    .createTable('distribution_allocations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('distribution_id', 'text', (c) => c.notNull().references('fund_distributions.id'))
    .addColumn('beneficiary_id', 'text', (c) => c.references('beneficiaries.id').onDelete('set null'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('queue_position', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('allocations_distribution_idx').on('distribution_allocations').columns(['distribution_id', 'queue_position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('distribution_allocations').execute();
  await db.schema.dropTable('audit_log').execute();
}
