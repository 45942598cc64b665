import type { Kysely } from 'kysely';

/**
 * One row per member invited to set up their pledge when Phase 2 began. The row is the claim a batch
 * job makes before it sends the e-mail: a retried job, a second batch over the same members or a goal
 * switched to Phase 2 twice finds the row and writes to nobody again. It goes with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('phase_invitations')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('phase_invitations').execute();
}
