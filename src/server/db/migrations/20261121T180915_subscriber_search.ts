import { type Kysely, sql } from 'kysely';
import { searchTermsOf, withPreviousTerms } from '../../../shared/domain/member-search';
import { isPostgres } from '../dialect';

const BACKFILL_BATCH = 1000;
/** Rows per insert: 7 parameters each stays under SQLite's limit of 32,766. */
const INSERT_ROWS = 4000;

/**
 * What the admin subscriber list needs to stay fast at a million members.
 *
 * profile_search_terms holds the words a member is found by (shared/domain/member-search.ts) with a
 * copy of the columns the list filters, groups and sorts on, so a search is counted, grouped by state
 * and paged from this one table without visiting a profile per match. The words are written by the
 * members module; the copied columns are kept equal to the profile by a trigger, whoever updates it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  // Terms compare byte by byte on both databases (SQLite's BINARY, PostgreSQL's "C"), so the range
  // [prefix, prefixEnd) is exactly "starts with prefix" whatever the server's locale.
  const byteText = postgres ? sql`text collate "C"` : 'text';
  await db.schema
    .createTable('profile_search_terms')
    .addColumn('term', byteText, (c) => c.notNull())
    .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('prev_term', byteText, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull())
    .addColumn('subscription_status', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_search_terms_pk', ['term', 'profile_id'])
    // On SQLite the rows then live in term order, so a prefix search reads one contiguous range.
    .$call((t) => (postgres ? t : t.modifyEnd(sql`without rowid`)))
    .execute();
  await db.schema.createIndex('profile_search_terms_profile_idx').on('profile_search_terms').columns(['profile_id', 'term']).execute();
  await backfillSearchTerms(db);

  if (postgres) {
    await sql`
      create function profiles_search_terms_sync() returns trigger language plpgsql as $$
      begin
        update profile_search_terms
           set created_at = new.created_at, verified = new.verified, subscription_status = new.subscription_status, state = new.state
         where profile_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger profiles_search_terms_sync after update of created_at, verified, subscription_status, state on profiles
      for each row execute function profiles_search_terms_sync()`.execute(db);
  } else {
    await sql`
      create trigger profiles_search_terms_sync after update of created_at, verified, subscription_status, state on profiles
      begin
        update profile_search_terms
           set created_at = new.created_at, verified = new.verified, subscription_status = new.subscription_status, state = new.state
         where profile_id = new.id;
      end`.execute(db);
  }

  await db.schema.createIndex('profiles_subscription_idx').on('profiles').columns(['subscription_status', 'created_at', 'id']).execute();
  await db.schema.createIndex('profiles_subscription_verified_idx').on('profiles').columns(['subscription_status', 'verified', 'created_at', 'id']).execute();
  // Group by State without a search reads only this index, whatever the filters.
  await db.schema.dropIndex('profiles_state_idx').execute();
  await db.schema.createIndex('profiles_state_idx').on('profiles').columns(['state', 'verified', 'subscription_status']).execute();

  // Deleting a member sets these to null; without an index each deletion would scan the table.
  await db.schema.createIndex('beneficiaries_reviewer_idx').on('beneficiaries').column('reviewed_by').execute();
  await db.schema.createIndex('allocations_user_idx').on('distribution_allocations').column('user_id').execute();
  await db.schema.createIndex('allocations_beneficiary_idx').on('distribution_allocations').column('beneficiary_id').execute();
}

interface ProfileRow {
  id: string;
  full_name: string;
  email: string;
  referral_code: string;
  created_at: string;
  verified: number;
  subscription_status: string;
  state: string;
}

async function backfillSearchTerms(db: Kysely<unknown>) {
  let after = '';
  for (;;) {
    const { rows } = await sql<ProfileRow>`
      select id, full_name, email, referral_code, created_at, verified, subscription_status, state
        from profiles where id > ${after} order by id limit ${BACKFILL_BATCH}`.execute(db);
    if (rows.length === 0) return;
    const values = rows.flatMap((p) =>
      withPreviousTerms(searchTermsOf(p)).map(
        ({ term, prev_term }) => sql`(${term}, ${p.id}, ${prev_term}, ${p.created_at}, ${p.verified}, ${p.subscription_status}, ${p.state})`,
      ),
    );
    for (let i = 0; i < values.length; i += INSERT_ROWS) {
      await sql`insert into profile_search_terms (term, profile_id, prev_term, created_at, verified, subscription_status, state)
                values ${sql.join(values.slice(i, i + INSERT_ROWS))}`.execute(db);
    }
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['allocations_beneficiary_idx', 'allocations_user_idx', 'beneficiaries_reviewer_idx', 'profiles_subscription_verified_idx', 'profiles_subscription_idx', 'profiles_state_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.createIndex('profiles_state_idx').on('profiles').column('state').execute();
  await sql`drop trigger profiles_search_terms_sync${isPostgres(db) ? sql` on profiles` : sql``}`.execute(db);
  if (isPostgres(db)) await sql`drop function profiles_search_terms_sync()`.execute(db);
  await db.schema.dropTable('profile_search_terms').execute();
}
