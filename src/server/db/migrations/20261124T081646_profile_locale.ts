import type { Kysely } from 'kysely';

/** The language a member chose (en, fr-CA or ar); null until they choose, when the browser's is used. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('locale').execute();
}
