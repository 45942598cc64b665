import { type Kysely, sql } from 'kysely';

/**
 * Who moderated a review and when. is_approved stays the public flag; a review with moderated_at set
 * and is_approved 0 was rejected, and is kept rather than deleted so the decision can be looked up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('moderated_at', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('moderated_by', 'text', (c) => c.references('users.id').onDelete('set null')).execute();
  // The moderation queue reads only pending reviews, oldest first; rejected ones never slow it down.
  await db.schema
    .createIndex('reviews_pending_idx')
    .on('reviews')
    .columns(['created_at', 'id'])
    .where(sql<boolean>`is_approved = 0 and moderated_at is null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reviews_pending_idx').execute();
  await db.schema.alterTable('reviews').dropColumn('moderated_by').execute();
  await db.schema.alterTable('reviews').dropColumn('moderated_at').execute();
}
