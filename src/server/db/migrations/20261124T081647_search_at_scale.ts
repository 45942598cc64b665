import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

/** The key of subscriber_groups: every column Group by State and the counters split members by. */
const GROUP_KEY = ['country', 'state', 'verified', 'subscription_status'] as const;

/**
 * Admin search and its totals at a million members without reading every match.
 *
 * profile_search_terms_joined_idx walks a search's matches in list order (join time, then id), so the
 * first pages of a broad search stop after a few hundred index entries instead of sorting every match.
 * It carries the columns a search tests (country among them, copied by migration 0012), so the walk
 * never visits the table.
 *
 * subscriber_groups counts members per (country, state, verified, subscription): Group by State or by
 * Country without a search, the totals of a filtered list without a search and the active-pledge counter
 * sum a few dozen rows instead of scanning profiles. Countries are codes ('US', 'CA'): migration 0012
 * converted them before this backfill, and the triggers copy the profile's code as it is. Triggers keep
 * it exact in the same transaction as any insert, update or delete of a profile, whoever makes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  // Start-up migrates a live database in one transaction; SET LOCAL ends with it.
  if (postgres) await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  await (postgres
    ? sql`create index profile_search_terms_joined_idx on profile_search_terms (created_at, profile_id) include (term, prev_term, verified, subscription_status, state, country)`
    : // SQLite adds the primary key (term, profile_id) to every index of a WITHOUT ROWID table by itself.
      sql`create index profile_search_terms_joined_idx on profile_search_terms (created_at, profile_id, prev_term, verified, subscription_status, state, country)`
  ).execute(db);

  await db.schema
    .createTable('subscriber_groups')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull())
    .addColumn('subscription_status', 'text', (c) => c.notNull())
    .addColumn('members', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscriber_groups_pk', [...GROUP_KEY])
    .execute();
  await sql`
    insert into subscriber_groups (country, state, verified, subscription_status, members)
    select country, state, verified, subscription_status, count(*) from profiles group by country, state, verified, subscription_status`.execute(db);

  const add = (row: 'new' | 'old', delta: 1 | -1) => sql`
    insert into subscriber_groups (country, state, verified, subscription_status, members)
    values (${sql.raw(row)}.country, ${sql.raw(row)}.state, ${sql.raw(row)}.verified, ${sql.raw(row)}.subscription_status, ${sql.lit(delta)})
    on conflict (country, state, verified, subscription_status) do update set members = subscriber_groups.members + ${sql.lit(delta)}`;
  // A group's row stays at zero rather than being deleted: readers skip empty groups, and a delete
  // racing an insert of the same group could otherwise lose a count.
  const changed = sql`old.country is distinct from new.country or old.state is distinct from new.state
    or old.verified is distinct from new.verified or old.subscription_status is distinct from new.subscription_status`;

  if (postgres) {
    await sql`
      create function subscriber_groups_sync() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${add('old', -1)}; end if;
        if tg_op in ('INSERT', 'UPDATE') then ${add('new', 1)}; end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger subscriber_groups_insert after insert or delete on profiles for each row execute function subscriber_groups_sync()`.execute(db);
    await sql`
      create trigger subscriber_groups_update after update of country, state, verified, subscription_status on profiles
      for each row when (${changed}) execute function subscriber_groups_sync()`.execute(db);
  } else {
    await sql`create trigger subscriber_groups_insert after insert on profiles begin ${add('new', 1)}; end`.execute(db);
    await sql`create trigger subscriber_groups_delete after delete on profiles begin ${add('old', -1)}; end`.execute(db);
    await sql`
      create trigger subscriber_groups_update after update of country, state, verified, subscription_status on profiles
      when ${changed} begin ${add('old', -1)}; ${add('new', 1)}; end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger subscriber_groups_insert on profiles`.execute(db);
    await sql`drop trigger subscriber_groups_update on profiles`.execute(db);
    await sql`drop function subscriber_groups_sync()`.execute(db);
  } else {
    for (const trigger of ['subscriber_groups_insert', 'subscriber_groups_delete', 'subscriber_groups_update']) await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  }
  await db.schema.dropTable('subscriber_groups').execute();
  await db.schema.dropIndex('profile_search_terms_joined_idx').execute();
}
