import type { Kysely } from 'kysely';

/**
 * What an applicant asks for: the amount in cents, a category code and the payout method they can
 * receive. Null on applications made before the form asked, which show as not given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('beneficiaries').addColumn('amount_needed_cents', 'integer').execute();
  await db.schema.alterTable('beneficiaries').addColumn('category', 'text').execute();
  await db.schema.alterTable('beneficiaries').addColumn('payout_method', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('beneficiaries').dropColumn('payout_method').execute();
  await db.schema.alterTable('beneficiaries').dropColumn('category').execute();
  await db.schema.alterTable('beneficiaries').dropColumn('amount_needed_cents').execute();
}
