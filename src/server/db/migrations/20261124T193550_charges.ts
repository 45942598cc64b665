import type { Kysely } from 'kysely';

/**
 * Phase 2's monthly charges (docs/decisions/0016-jobs-and-monthly-charges.md).
 *
 * - jobs: the durable queue of the in-process runner (SQLite, and the tests on either database). A
 *   job is claimed by a conditional update in a transaction, so two runners never take the same
 *   one; its state lives here, so a restart picks up what was queued or left half done. A key is
 *   used once per queue: sending the same job again is a no-op.
 * - pledge_charges: one row per (member, month), the unique pair that makes a month charged at most
 *   once whatever runs twice; it carries each attempt's outcome, the provider's charge id and decline
 *   reason, and the amounts that settled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('singleton_key', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('start_after', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addUniqueConstraint('jobs_queue_key', ['queue', 'singleton_key'])
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['state', 'start_after']).execute();

  await db.schema
    .createTable('pledge_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('billing_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('method_type', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider_charge_id', 'text')
    .addColumn('decline_code', 'text')
    .addColumn('decline_message', 'text')
    .addColumn('settled_cents', 'integer')
    .addColumn('fee_cents', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addUniqueConstraint('pledge_charges_user_month', ['user_id', 'month'])
    .execute();
  await db.schema.createIndex('pledge_charges_provider_charge_idx').unique().on('pledge_charges').column('provider_charge_id').execute();
  await db.schema.createIndex('pledge_charges_status_idx').on('pledge_charges').columns(['status', 'attempts', 'id']).execute();
  await db.schema.createIndex('pledge_charges_updated_idx').on('pledge_charges').columns(['updated_at', 'id']).execute();
  // The daily run finds the pledges due by billing date without reading every pledge.
  await db.schema.createIndex('subscriptions_due_idx').on('subscriptions').columns(['status', 'next_billing_date', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscriptions_due_idx').execute();
  await db.schema.dropTable('pledge_charges').execute();
  await db.schema.dropTable('jobs').execute();
}
