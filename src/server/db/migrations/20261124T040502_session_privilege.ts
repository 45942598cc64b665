import { type Kysely, sql } from 'kysely';

/**
 * The privilege a session was opened with. A session whose owner has since been promoted or demoted
 * no longer matches it and ends on its next request, whoever changed the role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('opened_as_admin', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update sessions set opened_as_admin = 1
    where user_id in (select user_id from user_roles where role = 'admin')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('opened_as_admin').execute();
}
