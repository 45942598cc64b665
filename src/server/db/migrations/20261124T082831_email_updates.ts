import type { Kysely } from 'kysely';

/**
 * Whether a member wants e-mails about what they sent us (applications, reviews). Messages about the
 * account's safety (password, phone, closing) go out whatever this says.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('email_updates', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('email_updates').execute();
}
