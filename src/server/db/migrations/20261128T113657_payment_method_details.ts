import type { Kysely } from 'kysely';

/**
 * What the member recognises their saved method by, as the provider returns it at set-up: the bank's
 * name (or the card's brand) and the last four digits. Null for methods saved before, and for a
 * provider that gives neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pledge_payment_methods').addColumn('method_label', 'text').execute();
  await db.schema.alterTable('pledge_payment_methods').addColumn('method_last4', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pledge_payment_methods').dropColumn('method_last4').execute();
  await db.schema.alterTable('pledge_payment_methods').dropColumn('method_label').execute();
}
