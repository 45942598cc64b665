import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

/** The date that orders a member in the queue: their pledge's creation, else the day they joined. */
const queueSinceOf = (userId: ReturnType<typeof sql.raw>) =>
  sql`(select coalesce(s.created_at, p.created_at) from profiles p left join subscriptions s on s.user_id = p.id where p.id = ${userId})`;

/**
 * The live queue and notes of encouragement.
 *
 * beneficiaries.queue_since copies the date the queue orders by (the pledge's creation, else the
 * profile's), so the waiting applications can be counted, ranked and read in order from one partial
 * index (beneficiaries_queue_idx) instead of joining three tables and sorting every waiting row:
 * a position is a range count on the index, the first N of a distribution an index walk. Triggers
 * keep the copy equal to its source whoever writes an application or a pledge (the seed included).
 * A pledge deleted together with its account changes nothing: the account's applications go too.
 *
 * encouragement_notes: a contributor's short note, moderated by an admin, then given once to one
 * beneficiary of a distribution (its allocation). It goes with its author's account; a recipient who
 * leaves only empties recipient_id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('beneficiaries').addColumn('queue_since', 'text').execute();
  await sql`update beneficiaries set queue_since = ${queueSinceOf(sql.raw('beneficiaries.user_id'))}`.execute(db);
  await db.schema
    .createIndex('beneficiaries_queue_idx')
    .on('beneficiaries')
    .columns(['move_down', 'queue_since', 'created_at', 'id'])
    .where(sql<boolean>`approved = 1 and distribution_id is null`)
    .execute();

  const resync = (row: 'new' | 'old') =>
    sql`update beneficiaries set queue_since = ${queueSinceOf(sql.raw(`${row}.user_id`))}
         where user_id = ${sql.raw(`${row}.user_id`)} and exists (select 1 from profiles where id = ${sql.raw(`${row}.user_id`)})`;
  if (isPostgres(db)) {
    await sql`
      create function beneficiaries_queue_since() returns trigger language plpgsql as $$
      begin
        new.queue_since := ${queueSinceOf(sql.raw('new.user_id'))};
        return new;
      end $$`.execute(db);
    await sql`create trigger beneficiaries_queue_since before insert on beneficiaries for each row execute function beneficiaries_queue_since()`.execute(db);
    await sql`
      create function subscriptions_queue_since() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${resync('old')}; end if;
        if tg_op in ('INSERT', 'UPDATE') then ${resync('new')}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger subscriptions_queue_since after insert or delete or update of created_at, user_id on subscriptions for each row execute function subscriptions_queue_since()`.execute(db);
  } else {
    await sql`create trigger beneficiaries_queue_since after insert on beneficiaries begin
      update beneficiaries set queue_since = ${queueSinceOf(sql.raw('new.user_id'))} where id = new.id; end`.execute(db);
    await sql`create trigger subscriptions_queue_since_insert after insert on subscriptions begin ${resync('new')}; end`.execute(db);
    await sql`create trigger subscriptions_queue_since_delete after delete on subscriptions begin ${resync('old')}; end`.execute(db);
    await sql`create trigger subscriptions_queue_since_update after update of created_at, user_id on subscriptions begin ${resync('old')}; ${resync('new')}; end`.execute(db);
  }

  await db.schema
    .createTable('encouragement_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('moderated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('moderated_at', 'text')
    .addColumn('distribution_id', 'text', (c) => c.references('fund_distributions.id'))
    .addColumn('allocation_id', 'text', (c) => c.references('distribution_allocations.id'))
    .addColumn('recipient_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('encouragement_notes_status_idx').on('encouragement_notes').columns(['status', 'created_at', 'id']).execute();
  await db.schema.createIndex('encouragement_notes_author_idx').on('encouragement_notes').columns(['author_id', 'created_at']).execute();
  await db.schema.createIndex('encouragement_notes_recipient_idx').on('encouragement_notes').columns(['recipient_id', 'delivered_at']).execute();
  await db.schema.createIndex('encouragement_notes_allocation_idx').on('encouragement_notes').column('allocation_id').execute();
  // One note waiting at a time per member: under moderation, or approved and not yet given.
  await db.schema
    .createIndex('encouragement_notes_one_open_idx')
    .on('encouragement_notes')
    .column('author_id')
    .unique()
    .where(sql<boolean>`status = 'pending' or (status = 'approved' and delivered_at is null)`)
    .execute();
  await db.schema
    .createIndex('encouragement_notes_undelivered_idx')
    .on('encouragement_notes')
    .columns(['moderated_at', 'id'])
    .where(sql<boolean>`status = 'approved' and delivered_at is null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('encouragement_notes').execute();
  if (isPostgres(db)) {
    await sql`drop trigger subscriptions_queue_since on subscriptions`.execute(db);
    await sql`drop function subscriptions_queue_since()`.execute(db);
    await sql`drop trigger beneficiaries_queue_since on beneficiaries`.execute(db);
    await sql`drop function beneficiaries_queue_since()`.execute(db);
  } else {
    for (const trigger of ['beneficiaries_queue_since', 'subscriptions_queue_since_insert', 'subscriptions_queue_since_delete', 'subscriptions_queue_since_update']) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
  }
  await db.schema.dropIndex('beneficiaries_queue_idx').execute();
  await db.schema.alterTable('beneficiaries').dropColumn('queue_since').execute();
}
