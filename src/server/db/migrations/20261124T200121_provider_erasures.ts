import type { Kysely } from 'kysely';

/**
 * Customers still to be deleted at the payment provider after their member's account was erased.
 * The row is written in the erasure's transaction, so a provider that cannot be reached (or a crash
 * before the call) never loses the deletion; it is removed once the provider confirms. It holds the
 * provider's customer id only, never a name or an e-mail: that id is what the deletion needs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('provider_erasures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('provider_erasures_due_idx').on('provider_erasures').column('next_attempt_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_erasures').execute();
}
