import type { Kysely } from 'kysely';

/**
 * The fund's fair limits on assistance (docs/decisions/0043-fair-limits.md): one row (id 1), each
 * limit null for none, so a fund that has not set them works as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('aid_limits')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('min_membership_days', 'integer')
    .addColumn('payout_gap_months', 'integer')
    .addColumn('yearly_cap_cents', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ aid_limits: { id: number; updated_at: string } }>).insertInto('aid_limits').values({ id: 1, updated_at: new Date().toISOString() }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('aid_limits').execute();
}
