import type { Kysely } from 'kysely';

/**
 * Messages sent through the contact form, and the answers admins send back by e-mail. A message
 * outlives the member who sent it and the admin it is assigned to: both links are emptied instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('member_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('assigned_to', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The inbox lists newest first, most often within one status; "assigned to me" has its own path.
  await db.schema.createIndex('contact_messages_status_idx').on('contact_messages').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('contact_messages_assigned_idx').on('contact_messages').columns(['assigned_to', 'created_at']).execute();
  await db.schema.createIndex('contact_messages_member_idx').on('contact_messages').column('member_id').execute();

  await db.schema
    .createTable('contact_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('message_id', 'text', (c) => c.notNull().references('contact_messages.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_replies_message_idx').on('contact_replies').columns(['message_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_replies').execute();
  await db.schema.dropTable('contact_messages').execute();
}
