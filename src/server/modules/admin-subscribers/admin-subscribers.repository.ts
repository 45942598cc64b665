import { type SelectQueryBuilder, sql } from 'kysely';
import { prefixEnd } from '../../../shared/domain/member-search';
import type { CountryFilter, SubscriptionFilter, VerifiedFilter } from '../../../shared/schemas/admin-subscribers';
import { isPostgres } from '../../db/dialect';
import type { Executor } from '../../db/executor';
import type { Database, Profile, ProfileSearchTermsTable } from '../../db/tables';

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

/** A row of the list: the profile's LIST_COLUMNS. */
type ListedProfile = Pick<Profile, (typeof LIST_COLUMNS)[number] extends `p.${infer C}` ? C & keyof Profile : never>;

/** A page's query, read whole or streamed. */
interface RowsQuery {
  execute(): Promise<ListedProfile[]>;
  stream(batch?: number): AsyncIterableIterator<ListedProfile>;
}

/** Members without a search, straight from profiles and its filter indexes. */
function matchingProfiles(db: Executor, f: ListFilter) {
  let q = db.selectFrom('profiles as p');
  if (f.verified !== 'all') q = q.where('p.verified', '=', f.verified === 'verified' ? 1 : 0);
  if (f.subscription !== 'all') q = q.where('p.subscription_status', '=', f.subscription);
  if (f.country !== 'all') q = q.where('p.country', '=', f.country);
  return q;
}

/** The groups of subscriber_groups (migration 0014) that pass the filters; a search cannot be answered from them. */
function aggregated(db: Executor, f: Omit<ListFilter, 'words'>) {
  let q = db.selectFrom('subscriber_groups');
  if (f.verified !== 'all') q = q.where('verified', '=', f.verified === 'verified' ? 1 : 0);
  if (f.subscription !== 'all') q = q.where('subscription_status', '=', f.subscription);
  if (f.country !== 'all') q = q.where('country', '=', f.country);
  return q;
}

/**
 * Members found by a search, as one search-term row each (see migration 0005): the rows of the first
 * word's prefix range whose previous term sorts before it, narrowed by the copied filter columns and
 * by the other words. Counting, grouping and ordering these never has to open a profile.
 */
function matchingTerms(db: Executor, f: ListFilter, first: string) {
  return narrowed(db.selectFrom('profile_search_terms as m').where('m.term', '>=', first).where('m.term', '<', prefixEnd(first)), f, first);
}

/**
 * The same rows, read along the join-time index (migration 0014) and tested one by one. The term is
 * wrapped so that neither database answers from the term index instead: its range would have to be
 * read whole and sorted, which is what this plan avoids for broad searches.
 */
function walkingTerms(db: Executor, f: ListFilter, first: string) {
  const term = isPostgres(db) ? sql<string>`(m.term || '')` : sql<string>`+m.term`;
  return narrowed(db.selectFrom('profile_search_terms as m').where(term, '>=', first).where(term, '<', prefixEnd(first)), f, first);
}

type TermRows<O> = SelectQueryBuilder<Database & { m: ProfileSearchTermsTable }, 'm', O>;

function narrowed<O>(q: TermRows<O>, f: ListFilter, first: string): TermRows<O> {
  let out = q.where('m.prev_term', '<', first);
  if (f.verified !== 'all') out = out.where('m.verified', '=', f.verified === 'verified' ? 1 : 0);
  if (f.subscription !== 'all') out = out.where('m.subscription_status', '=', f.subscription);
  if (f.country !== 'all') out = out.where('m.country', '=', f.country);
  for (const word of f.words.slice(1)) {
    out = out.where((eb) =>
      eb.exists(
        eb
          .selectFrom('profile_search_terms as o')
          .select(sql.lit(1).as('one'))
          .whereRef('o.profile_id', '=', 'm.profile_id')
          .where('o.term', '>=', word)
          .where('o.term', '<', prefixEnd(word))
          // An OFFSET keeps this a probe per match on PostgreSQL: as a semi-join it read the other
          // word's whole range (126,000 terms for 'muhammad') to check 9,556 members. SQLite wants a
          // LIMIT before an OFFSET.
          .limit(1)
          .offset(0),
      ),
    );
  }
  return out;
}

/**
 * How a page of hits (created_at, profile_id) opens its profiles: through the join-time index (created_at,
 * id). The hits come in that order, so each lookup lands next to the one before in the index and, rows
 * being stored as members join, in the table: an export of 10,008 members took 45 ms to open this way on
 * SQLite against 62 ms by the id index, whose uuids scatter the lookups over the whole file. The id is
 * wrapped so that neither database looks it up by its own index; join times are all but unique, and the
 * id then picks the row. The search terms copy created_at from the profile (migration 0005's trigger).
 */
function sameMember(db: Executor) {
  const id = isPostgres(db) ? sql`(p.id || '')` : sql`+p.id`;
  return sql<boolean>`p.created_at = hit.created_at and ${id} = hit.profile_id`;
}

/** How a search's page is chosen; see the service for when each is cheaper. */
export type SearchPlan = 'range' | 'walk';

/** The rows oldest first (ties by id), from an offset or after a cursor. */
function listRows(db: Executor, f: ListFilter, position: { offset: number } | { after: Cursor }, limit: number, plan: SearchPlan = 'range'): RowsQuery {
  const first = f.words[0];
  if (first === undefined) {
    let q = matchingProfiles(db, f);
    if ('after' in position && position.after) q = q.where(sql<boolean>`(p.created_at, p.id) > (${position.after.created_at}, ${position.after.id})`);
    return q.select(LIST_COLUMNS).orderBy('p.created_at').orderBy('p.id').offset('offset' in position ? position.offset : 0).limit(limit);
  }
  // Choose the page among the search-term rows first, then open only those few profiles.
  let hits = (plan === 'walk' ? walkingTerms(db, f, first) : matchingTerms(db, f, first)).select(['m.profile_id', 'm.created_at']);
  if ('after' in position && position.after) hits = hits.where(sql<boolean>`(m.created_at, m.profile_id) > (${position.after.created_at}, ${position.after.id})`);
  return db
    .selectFrom(hits.orderBy('m.created_at').orderBy('m.profile_id').offset('offset' in position ? position.offset : 0).limit(limit).as('hit'))
    // CROSS JOIN keeps the page of hits as the outer loop on SQLite; on PostgreSQL it is a plain join.
    .crossJoin('profiles as p')
    .where(sameMember(db))
    .select(LIST_COLUMNS)
    .orderBy('hit.created_at')
    .orderBy('hit.profile_id');
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

  page(db: Executor, f: ListFilter, offset: number, limit: number, plan: SearchPlan) {
    return listRows(db, f, { offset }, limit, plan).execute();
  },

  /**
   * A page of a search and its total from one pass over the matches: with several words each match
   * costs an index probe per other word, paid once instead of twice. The matches are read from their
   * range into a materialized CTE first; otherwise PostgreSQL may walk the whole join-time index to
   * avoid sorting them. Undefined total when the page is empty.
   */
  async pageAndTotal(db: Executor, f: ListFilter, first: string, offset: number, limit: number) {
    const rows = await db
      .with((cte) => cte('hits').materialized(), () => matchingTerms(db, f, first).select(['m.profile_id', 'm.created_at']))
      .selectFrom((eb) => eb.selectFrom('hits').selectAll().orderBy('created_at').orderBy('profile_id').offset(offset).limit(limit).as('hit'))
      .crossJoin('profiles as p')
      .where(sameMember(db))
      .select((eb) => [...LIST_COLUMNS, eb.selectFrom('hits').select((c) => c.fn.countAll().as('n')).as('total')])
      .orderBy('hit.created_at')
      .orderBy('hit.profile_id')
      .execute();
    return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0] && Number(rows[0].total) };
  },

  /** The rows after a (created_at, id) position: Next goes through the list this way. */
  after(db: Executor, f: ListFilter, cursor: Cursor, limit: number, plan: SearchPlan = 'range') {
    return listRows(db, f, { after: cursor }, limit, plan).execute();
  },

  /** The same rows handed over in batches as the database reads them: the CSV export writes the first while the rest are read. */
  streamAfter(db: Executor, f: ListFilter, cursor: Cursor, limit: number, batch: number) {
    return listRows(db, f, { after: cursor }, limit).stream(batch);
  },

  async count(db: Executor, f: ListFilter): Promise<number> {
    const first = f.words[0];
    const row =
      first === undefined
        ? await matchingProfiles(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
        : await matchingTerms(db, f, first).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * The members among the first `rows` rows of the first word's range: a lower bound of the search's
   * total that costs at most that many rows, however broad the search. The rows are taken in term order,
   * as the index holds them: in storage order (PostgreSQL's choice without an order) the sample can hold
   * the members written together, say a bulk of one country, and the bound then says nothing.
   */
  async countAmong(db: Executor, f: ListFilter, first: string, rows: number): Promise<number> {
    const sample = db
      .selectFrom('profile_search_terms as m')
      .selectAll('m')
      .where('m.term', '>=', first)
      .where('m.term', '<', prefixEnd(first))
      .orderBy('m.term')
      .limit(rows)
      .as('m');
    const row = await narrowed(db.selectFrom(sample), f, first).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Members per (country, state) without a search, from the groups the triggers keep. */
  async groups(db: Executor, f: Omit<ListFilter, 'words'>): Promise<{ country: string; state: string; count: number }[]> {
    const rows = await aggregated(db, f)
      .select((eb) => ['country', 'state', eb.fn.sum<number | string>('members').as('n')])
      .groupBy(['country', 'state'])
      .execute();
    return rows.map((r) => ({ country: r.country, state: r.state, count: Number(r.n) })).filter((r) => r.count > 0);
  },

  /** Members per country without a search, from the same groups. */
  async countryGroups(db: Executor, f: Omit<ListFilter, 'words'>): Promise<{ country: string; count: number }[]> {
    const rows = await aggregated(db, f).select((eb) => ['country', eb.fn.sum<number | string>('members').as('n')]).groupBy('country').execute();
    return rows.map((r) => ({ country: r.country, count: Number(r.n) })).filter((r) => r.count > 0);
  },

  /** Members matching the filters without a search, summed from the same groups. */
  async groupTotal(db: Executor, f: Omit<ListFilter, 'words'>): Promise<number> {
    const row = await aggregated(db, f).select((eb) => eb.fn.sum<number | string>('members').as('n')).executeTakeFirstOrThrow();
    return Number(row.n ?? 0);
  },

  /**
   * Members of a search per country and state as stored ('' for none); the service names and merges the
   * empty ones. Grouped by state first: SQLite sorts every match to group them, and most comparisons
   * then end at the first column (nearly every member shares a country), a sixth less time for 'kh'.
   */
  async byState(db: Executor, f: ListFilter, first: string): Promise<{ country: string; state: string | null; count: number }[]> {
    const rows = await matchingTerms(db, f, first)
      .select((eb) => ['m.country as country', 'm.state as state', eb.fn.countAll().as('n')])
      .groupBy(['m.state', 'm.country'])
      .execute();
    return rows.map((r) => ({ country: r.country, state: r.state, count: Number(r.n) }));
  },

  /** Members of a search per country. */
  async byCountry(db: Executor, f: ListFilter, first: string): Promise<{ country: string; count: number }[]> {
    const rows = await matchingTerms(db, f, first).select((eb) => ['m.country as country', eb.fn.countAll().as('n')]).groupBy('m.country').execute();
    return rows.map((r) => ({ country: r.country, count: Number(r.n) }));
  },

  async countJoinedSince(db: Executor, since: string): Promise<number> {
    const row = await db.selectFrom('profiles').select((eb) => eb.fn.countAll().as('n')).where('created_at', '>=', since).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async countWithSubscription(db: Executor, status: string): Promise<number> {
    const row = await db
      .selectFrom('subscriber_groups')
      .select((eb) => eb.fn.sum<number | string>('members').as('n'))
      .where('subscription_status', '=', status)
      .executeTakeFirstOrThrow();
    return Number(row.n ?? 0);
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
