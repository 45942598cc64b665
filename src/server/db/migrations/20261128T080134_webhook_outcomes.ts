import type { Kysely } from 'kysely';

/**
 * What became of each webhook event, so one we could not apply is answered and still seen by admins.
 *
 * - payment_events.outcome: applied, ignored (a type we do not act on), unmatched (it names a payment
 *   or set-up we do not know) or mismatch (it settled a charge for another amount or currency); null
 *   on events recorded before this migration. object_id is the payment or session it named.
 * - pledge_charges.received_cents / received_currency / flagged_at: a settlement that differs from
 *   the charge is held, not settled: the charge keeps its expected amount and carries what arrived.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_events').addColumn('outcome', 'text').execute();
  await db.schema.alterTable('payment_events').addColumn('object_id', 'text').execute();
  await db.schema.createIndex('payment_events_outcome_idx').on('payment_events').columns(['outcome', 'received_at', 'id']).execute();

  await db.schema.alterTable('pledge_charges').addColumn('received_cents', 'integer').execute();
  await db.schema.alterTable('pledge_charges').addColumn('received_currency', 'text').execute();
  await db.schema.alterTable('pledge_charges').addColumn('flagged_at', 'text').execute();
  await db.schema.createIndex('pledge_charges_flagged_idx').on('pledge_charges').columns(['flagged_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pledge_charges_flagged_idx').execute();
  await db.schema.alterTable('pledge_charges').dropColumn('flagged_at').execute();
  await db.schema.alterTable('pledge_charges').dropColumn('received_currency').execute();
  await db.schema.alterTable('pledge_charges').dropColumn('received_cents').execute();
  await db.schema.dropIndex('payment_events_outcome_idx').execute();
  await db.schema.alterTable('payment_events').dropColumn('object_id').execute();
  await db.schema.alterTable('payment_events').dropColumn('outcome').execute();
}
