import type { Kysely } from 'kysely';

/**
 * The Shariah board and the auditor: the public name a signer is shown by (on their role), role grants
 * and revocations waiting for a second admin, and each signature or concern on a closed month.
 * Signatures keep the signer's name as it was, so a revoked or erased account leaves the record whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_roles').addColumn('display_name', 'text').execute();

  await db.schema
    .createTable('role_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('proposed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('proposed_at', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('approved_at', 'text')
    .execute();
  await db.schema.createIndex('role_changes_status_idx').on('role_changes').columns(['status', 'proposed_at']).execute();

  await db.schema
    .createTable('month_attestations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('distribution_id', 'text', (c) => c.notNull().references('fund_distributions.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('verdict', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('signer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('signer_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('month_attestations_month_idx').on('month_attestations').columns(['distribution_id', 'role', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('month_attestations').execute();
  await db.schema.dropTable('role_changes').execute();
  await db.schema.alterTable('user_roles').dropColumn('display_name').execute();
}
