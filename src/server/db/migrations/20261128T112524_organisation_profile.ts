import type { Kysely } from 'kysely';

/**
 * organisation_profile: one row (id 1) with the organisation's public profile an admin edits; null is a
 * detail not given, and `people` is a JSON list of the board members and scholars with their roles.
 * `updated_at` stays null until an admin first saves it: until then the configuration's values
 * (ORG_*, SUPPORT_*) stand in for the whole profile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organisation_profile')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('legal_name', 'text')
    .addColumn('registration_number', 'text')
    .addColumn('address', 'text')
    .addColumn('support_email', 'text')
    .addColumn('support_phone', 'text')
    .addColumn('people', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('updated_at', 'text')
    .execute();
  await (db as Kysely<{ organisation_profile: { id: number } }>).insertInto('organisation_profile').values({ id: 1 }).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('organisation_profile').execute();
}
