import type { Kysely } from 'kysely';

/**
 * What the payment provider knows us by, and what it told us. Card and bank details stay with the
 * provider: we keep only its ids for the member (customer) and the saved payment method.
 *
 * - payment_customers: the provider's customer for each member, made once and reused.
 * - payment_setups: each hosted set-up session a member started, with the choices made before it
 *   (amount, method, cover the fee), so the webhook that completes it knows what was agreed.
 * - pledge_payment_methods: the payment method a member's monthly charge will use.
 * - payment_events: every webhook event processed, by the provider's event id; the primary key is
 *   what makes a replayed delivery do nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_customers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_setups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('monthly_amount_cents', 'integer', (c) => c.notNull())
    .addColumn('method_type', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('cover_fee', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('payment_setups_user_created').on('payment_setups').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('pledge_payment_methods')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('payment_method_id', 'text', (c) => c.notNull())
    .addColumn('method_type', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('cover_fee', 'integer', (c) => c.notNull())
    .addColumn('charge_amount_cents', 'integer', (c) => c.notNull())
    .addColumn('setup_id', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('pledge_payment_methods').execute();
  await db.schema.dropTable('payment_setups').execute();
  await db.schema.dropTable('payment_customers').execute();
}
