import { sql } from 'kysely';
import { prefixEnd } from '../../../shared/domain/member-search';
import type { CountryFilter, SubscriptionFilter, VerifiedFilter } from '../../../shared/schemas/admin-subscribers';
import type { Executor } from '../../db/executor';

/** The filters as the database sees them: search words already folded, the rarest first. */
export interface ListFilter {
  words: string[];
  verified: VerifiedFilter;
  subscription: SubscriptionFilter;
  country: CountryFilter;
}

const LIST_COLUMNS = [
  'p.id', 'p.full_name', 'p.email', 'p.phone', 'p.city', 'p.state', 'p.country', 'p.postal_code', 'p.verified', 'p.referral_code', 'p.subscription_status', 'p.created_at',
] as const;

type Cursor = { created_at: string; id: string } | undefined;

/** Members without a search, straight from profiles and its filter indexes. */
function matchingProfiles(db: Executor, f: ListFilter) {
  let q = db.selectFrom('profiles as p');
  if (f.verified !== 'all') q = q.where('p.verified', '=', f.verified === 'verified' ? 1 : 0);
  if (f.subscription !== 'all') q = q.where('p.subscription_status', '=', f.subscription);
  if (f.country !== 'all') q = q.where('p.country', '=', f.country);
  return q;
}

/**
 * Members found by a search, as one search-term row each (see migration 0004): the rows of the first
 * word's prefix range whose previous term sorts before it, narrowed by the copied filter columns and
 * by the other words. Counting, grouping and ordering these never has to open a profile.
 */
function matchingTerms(db: Executor, f: ListFilter, first: string) {
  let q = db
    .selectFrom('profile_search_terms as m')
    .where('m.term', '>=', first)
    .where('m.term', '<', prefixEnd(first))
    .where('m.prev_term', '<', first);
  if (f.verified !== 'all') q = q.where('m.verified', '=', f.verified === 'verified' ? 1 : 0);
  if (f.subscription !== 'all') q = q.where('m.subscription_status', '=', f.subscription);
  if (f.country !== 'all') q = q.where('m.country', '=', f.country);
  for (const word of f.words.slice(1)) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('profile_search_terms as o')
          .select(sql.lit(1).as('one'))
          .whereRef('o.profile_id', '=', 'm.profile_id')
          .where('o.term', '>=', word)
          .where('o.term', '<', prefixEnd(word)),
      ),
    );
  }
  return q;
}

/** The rows oldest first (ties by id), from an offset or after a cursor. */
function listRows(db: Executor, f: ListFilter, position: { offset: number } | { after: Cursor }, limit: number) {
  const first = f.words[0];
  if (first === undefined) {
    let q = matchingProfiles(db, f);
    if ('after' in position && position.after) q = q.where(sql<boolean>`(p.created_at, p.id) > (${position.after.created_at}, ${position.after.id})`);
    return q.select(LIST_COLUMNS).orderBy('p.created_at').orderBy('p.id').offset('offset' in position ? position.offset : 0).limit(limit).execute();
  }
  // Choose the page among the search-term rows first, then open only those few profiles.
  let hits = matchingTerms(db, f, first).select(['m.profile_id', 'm.created_at']);
  if ('after' in position && position.after) hits = hits.where(sql<boolean>`(m.created_at, m.profile_id) > (${position.after.created_at}, ${position.after.id})`);
  return db
    .selectFrom(hits.orderBy('m.created_at').orderBy('m.profile_id').offset('offset' in position ? position.offset : 0).limit(limit).as('hit'))
    // CROSS JOIN keeps the page of hits as the outer loop on SQLite; on PostgreSQL it is a plain join.
    .crossJoin('profiles as p')
    .whereRef('p.id', '=', 'hit.profile_id')
    .select(LIST_COLUMNS)
    .orderBy('hit.created_at')
    .orderBy('hit.profile_id')
    .execute();
}

export const adminSubscribersRepository = {
  /** How many search terms begin with the word, counted only up to limit: enough to find the rarest word. */
  async termCount(db: Executor, word: string, limit: number): Promise<number> {
    const row = await db
      .selectFrom((eb) =>
        eb.selectFrom('profile_search_terms').select('profile_id').where('term', '>=', word).where('term', '<', prefixEnd(word)).limit(limit).as('hits'),
      )
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  page(db: Executor, f: ListFilter, offset: number, limit: number) {
    return listRows(db, f, { offset }, limit);
  },

  /** The rows after a (created_at, id) position: the CSV export walks the whole list this way. */
  after(db: Executor, f: ListFilter, cursor: Cursor, limit: number) {
    return listRows(db, f, { after: cursor }, limit);
  },

  async count(db: Executor, f: ListFilter): Promise<number> {
    const first = f.words[0];
    const row =
      first === undefined
        ? await matchingProfiles(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
        : await matchingTerms(db, f, first).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Members per country and state as stored ('' for none); the service names and merges the empty ones. */
  async byState(db: Executor, f: ListFilter): Promise<{ country: string; state: string | null; count: number }[]> {
    const first = f.words[0];
    const rows =
      first === undefined
        ? await matchingProfiles(db, f).select((eb) => ['p.country as country', 'p.state as state', eb.fn.countAll().as('n')]).groupBy(['p.country', 'p.state']).execute()
        : await matchingTerms(db, f, first).select((eb) => ['m.country as country', 'm.state as state', eb.fn.countAll().as('n')]).groupBy(['m.country', 'm.state']).execute();
    return rows.map((r) => ({ country: r.country, state: r.state, count: Number(r.n) }));
  },

  async byCountry(db: Executor, f: ListFilter): Promise<{ country: string; count: number }[]> {
    const first = f.words[0];
    const rows =
      first === undefined
        ? await matchingProfiles(db, f).select((eb) => ['p.country as country', eb.fn.countAll().as('n')]).groupBy('p.country').execute()
        : await matchingTerms(db, f, first).select((eb) => ['m.country as country', eb.fn.countAll().as('n')]).groupBy('m.country').execute();
    return rows.map((r) => ({ country: r.country, count: Number(r.n) }));
  },

  async countJoinedSince(db: Executor, since: string): Promise<number> {
    const row = await db.selectFrom('profiles').select((eb) => eb.fn.countAll().as('n')).where('created_at', '>=', since).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async countWithSubscription(db: Executor, status: string): Promise<number> {
    const row = await db.selectFrom('profiles').select((eb) => eb.fn.countAll().as('n')).where('subscription_status', '=', status).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Other accounts registered from the same device, oldest first. */
  deviceTwins(db: Executor, deviceHash: string, exceptId: string, limit: number) {
    return db
      .selectFrom('profiles')
      .select(['id', 'full_name', 'email', 'created_at'])
      .where('device_hash', '=', deviceHash)
      .where('id', '!=', exceptId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  async countDeviceTwins(db: Executor, deviceHash: string, exceptId: string): Promise<number> {
    const row = await db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('device_hash', '=', deviceHash)
      .where('id', '!=', exceptId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
