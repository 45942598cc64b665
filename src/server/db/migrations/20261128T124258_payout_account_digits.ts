import type { Kysely } from 'kysely';

/**
 * The last digits of the account a payout was sent to, typed by the admin who sends it, so the
 * member's "sent" e-mail can say where the money went. Null for payouts sent before, and when not typed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payouts').addColumn('account_last4', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payouts').dropColumn('account_last4').execute();
}
