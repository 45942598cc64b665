import { type Kysely, sql } from 'kysely';

/** Every entity of the product's data model plus what authentication needs; portable across SQLite and PostgreSQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text')
    .addColumn('phone_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dob', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('marital_status', 'text', (c) => c.notNull())
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('referred_by', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('United States'))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('device_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('profiles_created_idx').on('profiles').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('profiles_referred_by_idx').on('profiles').columns(['referred_by', 'created_at']).execute();
  await db.schema.createIndex('profiles_state_idx').on('profiles').column('state').execute();
  await db.schema.createIndex('profiles_verified_idx').on('profiles').columns(['verified', 'created_at']).execute();
  await db.schema.createIndex('profiles_device_idx').on('profiles').column('device_hash').execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('fund_distributions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('month_year', 'text', (c) => c.notNull().unique())
    .addColumn('total_pool_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_distributed_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_retained_cents', 'bigint', (c) => c.notNull())
    .addColumn('beneficiaries_count', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('completed'))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('beneficiaries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('amount_received_cents', 'bigint')
    .addColumn('move_down', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('distribution_id', 'text', (c) => c.references('fund_distributions.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('beneficiaries_user_idx').on('beneficiaries').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('beneficiaries_created_idx').on('beneficiaries').column('created_at').execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('digital_file_url', 'text')
    .addColumn('stock_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_active_idx').on('products').columns(['is_active', 'created_at']).execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('monthly_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('next_billing_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_status_idx').on('subscriptions').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('subscriptions_created_idx').on('subscriptions').column('created_at').execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('is_approved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_approved_idx').on('reviews').columns(['is_approved', 'created_at']).execute();
  await db.schema.createIndex('reviews_user_idx').on('reviews').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('subscriber_stats')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('total_subscribers', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_subscribers', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('goal', 'bigint', (c) => c.notNull().defaultTo(1_000_000))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into subscriber_stats (id, total_subscribers, verified_subscribers, goal, updated_at)
            values (1, 0, 0, 1000000, ${new Date().toISOString()})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'subscriber_stats', 'reviews', 'subscriptions', 'products', 'beneficiaries', 'fund_distributions',
    'user_roles', 'profiles', 'rate_limits', 'auth_tokens', 'sessions', 'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
