import { type Kysely, sql } from 'kysely';
import { CANADIAN_PROVINCE_NAMES } from '../../../shared/domain/regions';
import { isPostgres } from '../dialect';

const COPIED_BEFORE = sql`prev_term, created_at, verified, subscription_status, state`;
const COPIED_AFTER = sql`prev_term, created_at, verified, subscription_status, state, country`;

/**
 * Canada as a first-class country (docs/decisions/0030-canada-first-class.md). The country was stored as an English name that no form
 * asked for ('United States' for everyone but the few who changed it in their profile); it becomes a
 * code, so it does not depend on the language it is shown in. A member whose region is a Canadian
 * province was Canadian all along (sign-up accepted provinces), so they get 'CA', everyone else 'US'.
 *
 * Members get an optional postal code: those who joined before have none. The search-term table
 * copies the country like the other filtered columns (migration 0005), so a search filtered or
 * grouped by country still never opens a profile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await sql`update profiles set country = case when country = 'Canada' or state in (${sql.join(CANADIAN_PROVINCE_NAMES)}) then 'CA' else 'US' end`.execute(db);
  if (postgres) await sql`alter table profiles alter column country set default 'US'`.execute(db);
  await db.schema.alterTable('profiles').addColumn('postal_code', 'text').execute();
  // Listing one country oldest first without a search; its totals and groups come from subscriber_groups (0014).
  await db.schema.createIndex('profiles_country_idx').on('profiles').columns(['country', 'created_at', 'id']).execute();

  await db.schema.alterTable('profile_search_terms').addColumn('country', 'text', (c) => c.notNull().defaultTo('US')).execute();
  await sql`update profile_search_terms set country = 'CA' where profile_id in (select id from profiles where country = 'CA')`.execute(db);
  await replaceSyncTrigger(db, true);
  if (postgres) await replaceCoveringKey(db, COPIED_AFTER);
}

/** The trigger of migration 0005, copying the country too or not. */
async function replaceSyncTrigger(db: Kysely<unknown>, withCountry: boolean) {
  const columns = withCountry ? sql`created_at, verified, subscription_status, state, country` : sql`created_at, verified, subscription_status, state`;
  const assignments = withCountry
    ? sql`created_at = new.created_at, verified = new.verified, subscription_status = new.subscription_status, state = new.state, country = new.country`
    : sql`created_at = new.created_at, verified = new.verified, subscription_status = new.subscription_status, state = new.state`;
  if (isPostgres(db)) {
    await sql`drop trigger profiles_search_terms_sync on profiles`.execute(db);
    await sql`
      create or replace function profiles_search_terms_sync() returns trigger language plpgsql as $$
      begin
        update profile_search_terms set ${assignments} where profile_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger profiles_search_terms_sync after update of ${columns} on profiles
      for each row execute function profiles_search_terms_sync()`.execute(db);
  } else {
    await sql`drop trigger profiles_search_terms_sync`.execute(db);
    await sql`
      create trigger profiles_search_terms_sync after update of ${columns} on profiles
      begin
        update profile_search_terms set ${assignments} where profile_id = new.id;
      end`.execute(db);
  }
}

/** On PostgreSQL the key carries every column a search reads (migration 0010). */
async function replaceCoveringKey(db: Kysely<unknown>, copied: ReturnType<typeof sql>) {
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  await sql`alter table profile_search_terms drop constraint profile_search_terms_pk`.execute(db);
  await sql`alter table profile_search_terms add constraint profile_search_terms_pk primary key (term, profile_id) include (${copied})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) await replaceCoveringKey(db, COPIED_BEFORE);
  await replaceSyncTrigger(db, false);
  await db.schema.alterTable('profile_search_terms').dropColumn('country').execute();
  await db.schema.dropIndex('profiles_country_idx').execute();
  await db.schema.alterTable('profiles').dropColumn('postal_code').execute();
  if (postgres) await sql`alter table profiles alter column country set default 'United States'`.execute(db);
  await sql`update profiles set country = case when country = 'CA' then 'Canada' else 'United States' end`.execute(db);
}
