import type { Kysely } from 'kysely';

/**
 * The member's own pledge changes. A hardship pause is kept on the pledge, not in a table
 * of its own: a member has at most one pause running, and the rule on the next one only needs when
 * the last one ended.
 *
 * - paused_from: the day the latest pause started.
 * - paused_until: while paused, the first day the pledge is active again; once it has resumed, the
 *   day it did (early or not), which is when the next pause becomes possible.
 * - cancelled_at: when the member (or an admin) last cancelled; cleared when a new pledge is set up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('paused_from', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('paused_until', 'text').execute();
  await db.schema.alterTable('subscriptions').addColumn('cancelled_at', 'text').execute();
  // The daily resume reads only paused pledges that are due.
  await db.schema.createIndex('subscriptions_paused_until_idx').on('subscriptions').columns(['status', 'paused_until']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('subscriptions_paused_until_idx').execute();
  await db.schema.alterTable('subscriptions').dropColumn('cancelled_at').execute();
  await db.schema.alterTable('subscriptions').dropColumn('paused_until').execute();
  await db.schema.alterTable('subscriptions').dropColumn('paused_from').execute();
}
