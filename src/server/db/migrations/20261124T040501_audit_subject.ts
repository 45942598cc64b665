import type { Kysely } from 'kysely';

/**
 * Security events and erasure look the trail up by the member it is about (entity_id): a member's
 * data export lists their events, and closing an account scrubs every row about them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('audit_entity_id_idx').on('audit_log').columns(['entity_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('audit_entity_id_idx').execute();
}
