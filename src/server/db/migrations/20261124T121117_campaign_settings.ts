import type { Kysely } from 'kysely';

/**
 * Campaign figures an admin sets instead of the code: the ambassador goal and its deadline (a
 * calendar day, or none). One row; it starts with what the spec said, 100 by the end of Q1 2026.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaign_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('ambassador_goal', 'integer', (c) => c.notNull())
    .addColumn('ambassador_deadline', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ campaign_settings: { id: number; ambassador_goal: number; ambassador_deadline: string | null; updated_at: string } }>)
    .insertInto('campaign_settings')
    .values({ id: 1, ambassador_goal: 100, ambassador_deadline: '2026-03-31', updated_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_settings').execute();
}
