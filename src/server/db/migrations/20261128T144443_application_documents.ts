import type { Kysely } from 'kysely';

/**
 * Documents a member attaches to an assistance application. The file itself is in the file store
 * under `storage_key`; this row says what it is. When the application's row goes (the account is
 * erased) the document loses its application rather than its row, so the file is still known and
 * the erasure job deletes it even if the deletion right after the account's failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('application_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.references('beneficiaries.id').onDelete('set null'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('application_documents_application_idx').on('application_documents').columns(['application_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_documents').execute();
}
