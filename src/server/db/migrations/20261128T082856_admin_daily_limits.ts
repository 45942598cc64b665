import type { Kysely } from 'kysely';

/**
 * Per-admin daily limits (docs/decisions/0010-admin-daily-limits.md).
 *
 * - admin_limits: one row (id 1) with each cap, null for none; every capped action locks it first, so
 *   two approvals at once are counted one after the other.
 * - admin_limit_usage: one row per capped action an admin took (an application approved, a
 *   distribution approved, a payout marked sent), with its money, written in the action's own
 *   transaction; the rolling 24 hours are summed from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_limits')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('application_approvals', 'integer')
    .addColumn('distribution_cents', 'integer')
    .addColumn('payouts_sent', 'integer')
    .addColumn('payout_cents_sent', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ admin_limits: { id: number; updated_at: string } }>).insertInto('admin_limits').values({ id: 1, updated_at: new Date().toISOString() }).execute();

  await db.schema
    .createTable('admin_limit_usage')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_limit_usage_admin_idx').on('admin_limit_usage').columns(['admin_id', 'action', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_limit_usage').execute();
  await db.schema.dropTable('admin_limits').execute();
}
