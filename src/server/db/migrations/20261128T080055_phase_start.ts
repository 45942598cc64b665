import { type Kysely, sql } from 'kysely';

/**
 * The phase is kept, no longer derived from the counts: Phase 2 begins only when one admin has
 * prepared the switch and another has approved it (docs/decisions/0011-phase-two-start.md).
 *
 * subscriber_stats.phase starts as the counts make it today, so a database already in Phase 2 stays
 * there and one in Phase 1 stays there.
 *
 * phase_changes: one row per prepared switch (with the goal it sets, if any). At most one waits for
 * approval at a time; an approved or withdrawn row is kept as the record of who did what.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriber_stats').addColumn('phase', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await sql`update subscriber_stats set phase = case when verified_subscribers >= goal then 2 else 1 end`.execute(db);

  await db.schema
    .createTable('phase_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('from_phase', 'integer', (c) => c.notNull())
    .addColumn('to_phase', 'integer', (c) => c.notNull())
    .addColumn('goal', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invitees', 'integer', (c) => c.notNull())
    .addColumn('prepared_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('prepared_at', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('phase_changes_one_prepared_idx').on('phase_changes').column('status').unique().where(sql<boolean>`status = 'prepared'`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('phase_changes').execute();
  await db.schema.alterTable('subscriber_stats').dropColumn('phase').execute();
}
