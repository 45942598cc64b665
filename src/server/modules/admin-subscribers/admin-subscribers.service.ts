import type { CountryCount, StateCount, SubscriberCounters, SubscriberDetails, SubscriberRow, SubscribersPage } from '../../../shared/api';
import { searchWordsOf } from '../../../shared/domain/member-search';
import { COUNTRY_CODES, countryName } from '../../../shared/domain/regions';
import { listCursorOf, NO_STATE, SUBSCRIBER_MESSAGES, type SubscriberFilter, type SubscriberListQuery } from '../../../shared/schemas/admin-subscribers';
import { offsetOf } from '../../../shared/schemas/paging';
import type { Executor } from '../../db/executor';
import { csvLine } from '../../http/csv';
import { conflict, notFound } from '../../http/errors';
import type { ApplicationsService } from '../applications/applications.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { MembersService } from '../members/members.service';
import type { PrivacyService } from '../privacy/privacy.service';
import type { ReferralsService } from '../referrals/referrals.service';
import type { SecurityEventsService } from '../security-events/security-events.service';
import type { StatsService } from '../stats/stats.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { adminSubscribersRepository as repo, type ListFilter } from './admin-subscribers.repository';

/**
 * How deep into a broad search pages are walked in join-time order. For 'khan' (14% of members) the
 * walk to result 10,000 read 300,000 index entries, several times the cost of sorting the whole range;
 * at 1,000 it reads a tenth of that.
 */
const WALK_DEPTH = 1_000;
/** The details dialog shows the first page of each related list with its full count. */
const DETAIL_LIST_SIZE = 50;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Rows the export formats and writes at a time, as they come from the database. */
const EXPORT_BATCH = 500;

const CSV_HEADER = ['#', 'full_name', 'email', 'phone', 'city', 'state', 'country', 'postal_code', 'verified', 'referral_code', 'subscription_status', 'joined_at'];

type ListRow = Awaited<ReturnType<typeof repo.page>>[number];

const toRow = (r: ListRow, seq: number): SubscriberRow => ({ seq, ...r, verified: r.verified === 1 });

interface Deps {
  db: Executor;
  /** The searches, counts, groupings and the export read through this (see Db.reads): none holds the event loop. */
  reads: Executor;
  /**
   * A search whose rarest word begins more search terms than this is broad: its total is counted among
   * that many terms only, as a lower bound the API marks, and its pages are found by walking the list
   * in order (see the repository), so no request reads a whole broad range. The same probe tells which
   * word is the rarest.
   */
  exactCountTerms: number;
  /**
   * Rows per query of a broad or unsearched CSV export, the most it holds in memory at once. The size
   * hardly changes the time: for a 10,000-match search at a million members, reading each row's profile
   * is most of it, and chunks of 5,000, 10,000 or 20,000 took 67, 70 and 63 ms.
   */
  exportChunk: number;
  members: MembersService;
  stats: StatsService;
  audit: AuditService;
  subscriptions: SubscriptionsService;
  referrals: ReferralsService;
  applications: ApplicationsService;
  privacy: PrivacyService;
  securityEvents: SecurityEventsService;
}

export function createAdminSubscribersService(deps: Deps) {
  const { db, reads, exactCountTerms, exportChunk } = deps;

  /** Folds the search into words and puts the rarest first: the search starts from its matches. */
  async function prepare(filter: SubscriberFilter): Promise<{ f: ListFilter; broad: boolean }> {
    const words = searchWordsOf(filter.q);
    const counts = await Promise.all(words.map((w) => repo.termCount(reads, w, exactCountTerms + 1)));
    const rarest = counts.indexOf(Math.min(...counts));
    if (rarest > 0) words.unshift(...words.splice(rarest, 1));
    const f = { words, verified: filter.verified, subscription: filter.subscription, country: filter.country };
    return { f, broad: words.length > 0 && counts[rarest]! > exactCountTerms };
  }

  /**
   * Without a search, the live counter already knows the totals without filters, and the groups the
   * triggers keep (subscriber_groups) know them with the subscription or country filter.
   */
  async function total(f: ListFilter, broad: boolean): Promise<{ total: number; lowerBound: boolean }> {
    const first = f.words[0];
    // Each sampled row of a search of several words costs an index probe per other word, about ten
    // times the read of a row, so their sample is smaller.
    const sample = f.words.length > 1 ? Math.ceil(exactCountTerms / 10) : exactCountTerms;
    if (first !== undefined && broad) return { total: await repo.countAmong(reads, f, first, sample), lowerBound: true };
    if (first !== undefined) return { total: await repo.count(reads, f), lowerBound: false };
    if (f.subscription !== 'all' || f.country !== 'all') return { total: await repo.groupTotal(reads, f), lowerBound: false };
    const stats = await deps.stats.get();
    const exact = (n: number) => ({ total: n, lowerBound: false });
    if (f.verified === 'verified') return exact(stats.verified_subscribers);
    if (f.verified === 'pending') return exact(stats.total_subscribers - stats.verified_subscribers);
    return exact(stats.total_subscribers);
  }

  async function findOrThrow(id: string, executor: Executor = db) {
    const profile = await deps.members.findProfile(id, executor);
    if (!profile) throw notFound(SUBSCRIBER_MESSAGES.notFound);
    return profile;
  }

  return {
    async list(query: SubscriberListQuery): Promise<SubscribersPage> {
      const { f, broad } = await prepare(query);
      const offset = offsetOf(query);
      const first = f.words[0];
      let rows: ListRow[];
      let counted: { total: number; lowerBound: boolean };
      if (query.after) {
        // From the row the last page ended on: a broad search walks join-time order from there, as its
        // first page does, and anything else reads its index from there; neither counts rows to skip.
        counted = await total(f, broad);
        rows = await repo.after(reads, f, query.after, query.page_size, broad ? 'walk' : 'range');
      } else if (first !== undefined && !broad) {
        const found = await repo.pageAndTotal(reads, f, first, offset, query.page_size);
        rows = found.rows;
        counted = { total: found.total ?? (offset === 0 ? 0 : await repo.count(reads, f)), lowerBound: false };
      } else {
        counted = await total(f, broad);
        // The walk reads join-time order up to the page, so its cost grows with the page's depth; deep
        // pages, and pages past the counted bound (only by asking the API directly), read and sort the range.
        const walk = broad && offset + query.page_size <= Math.min(counted.total, WALK_DEPTH);
        rows = await repo.page(reads, f, offset, query.page_size, walk ? 'walk' : 'range');
      }
      return {
        items: rows.map((r, i) => toRow(r, offset + i + 1)),
        page: query.page,
        page_size: query.page_size,
        total: counted.total,
        total_is_lower_bound: counted.lowerBound,
        next_after: rows.length > 0 ? listCursorOf(rows[rows.length - 1]!) : null,
      };
    },

    async counters(): Promise<SubscriberCounters> {
      const [stats, active, joined] = await Promise.all([
        deps.stats.get(),
        repo.countWithSubscription(reads, 'active'),
        repo.countJoinedSince(reads, new Date(Date.now() - WEEK_MS).toISOString()),
      ]);
      return {
        total: stats.total_subscribers,
        verified: stats.verified_subscribers,
        pending: stats.total_subscribers - stats.verified_subscribers,
        active_pledges: active,
        joined_this_week: joined,
      };
    },

    /** Largest first; a country's members with no state (empty or missing) are counted together as 'No State'. */
    async byState(filter: SubscriberFilter): Promise<StateCount[]> {
      const { f } = await prepare(filter);
      const first = f.words[0];
      const counts = first === undefined ? await repo.groups(reads, f) : await repo.byState(reads, f, first);
      const merged = new Map<string, StateCount>();
      for (const { country, state, count } of counts) {
        const name = state?.trim() || NO_STATE;
        const key = `${country}\u0000${name}`;
        const entry = merged.get(key) ?? { country, state: name, count: 0 };
        entry.count += count;
        merged.set(key, entry);
      }
      return [...merged.values()].sort((a, b) => b.count - a.count || a.state.localeCompare(b.state) || a.country.localeCompare(b.country));
    },

    /** Largest first; a country without members in the filtered list is shown with none rather than left out. */
    async byCountry(filter: SubscriberFilter): Promise<CountryCount[]> {
      const counts = new Map<string, number>(COUNTRY_CODES.filter((c) => filter.country === 'all' || c === filter.country).map((c) => [c, 0]));
      const { f } = await prepare(filter);
      const first = f.words[0];
      const found = first === undefined ? await repo.countryGroups(reads, f) : await repo.byCountry(reads, f, first);
      for (const { country, count } of found) counts.set(country, (counts.get(country) ?? 0) + count);
      return [...counts].map(([country, count]) => ({ country, count })).sort((a, b) => b.count - a.count || a.country.localeCompare(b.country));
    },

    async details(id: string): Promise<SubscriberDetails> {
      const p = await findOrThrow(id);
      const firstPage = { page: 1, page_size: DETAIL_LIST_SIZE };
      const [isAdmin, subscription, referrals, applications, referrer, twins, twinCount] = await Promise.all([
        deps.members.isAdmin(id),
        deps.subscriptions.forMember(id),
        deps.referrals.list(id, firstPage),
        deps.applications.mine(id, firstPage),
        p.referred_by ? deps.members.findProfile(p.referred_by) : undefined,
        p.device_hash ? repo.deviceTwins(db, p.device_hash, id, DETAIL_LIST_SIZE) : [],
        p.device_hash ? repo.countDeviceTwins(db, p.device_hash, id) : 0,
      ]);
      return {
        profile: {
          id: p.id,
          full_name: p.full_name,
          email: p.email,
          phone: p.phone,
          phone_verified: p.phone_verified === 1,
          dob: p.dob,
          gender: p.gender,
          marital_status: p.marital_status,
          referral_code: p.referral_code,
          referred_by: referrer ? { id: referrer.id, full_name: referrer.full_name } : null,
          city: p.city,
          state: p.state,
          country: p.country,
          postal_code: p.postal_code,
          verified: p.verified === 1,
          subscription_status: p.subscription_status,
          device_hash: p.device_hash,
          created_at: p.created_at,
          updated_at: p.updated_at,
        },
        is_admin: isAdmin,
        subscription: subscription ?? null,
        referrals,
        applications,
        device_twins: { items: twins, page: 1, page_size: DETAIL_LIST_SIZE, total: twinCount },
      };
    },

    /**
     * Through the members service, whose conditional update moves the live counter only on a real
     * change, so two admins clicking at once cannot count a member twice.
     */
    async setVerified(actor: Actor, id: string, verified: boolean): Promise<{ verified: boolean }> {
      const changed = await db.transaction().execute(async (trx) => {
        if (!(await deps.members.setVerified(trx, id, verified))) {
          await findOrThrow(id, trx);
          return false;
        }
        await deps.audit.record(trx, actor, {
          action: verified ? 'verify' : 'unverify',
          entity_type: 'subscriber',
          entity_id: id,
          before: { verified: !verified },
          after: { verified },
        });
        return true;
      });
      if (changed) await deps.stats.announceChange();
      return { verified };
    },

    /**
     * Erases the member's personal data everywhere it is kept; allocations stay, without the link to
     * them, and the trail keeps that this admin deleted this id.
     */
    async remove(actor: Actor, id: string): Promise<void> {
      if (actor.id === id) throw conflict(SUBSCRIBER_MESSAGES.cannotDeleteSelf);
      const erasure = await db.transaction().execute(async (trx) => {
        const erased = await deps.privacy.erase(trx, id);
        if (!erased) throw notFound(SUBSCRIBER_MESSAGES.notFound);
        await deps.audit.record(trx, actor, { action: 'delete', entity_type: 'subscriber', entity_id: id, before: erased.kept });
        return erased;
      });
      await deps.stats.announceChange();
      await deps.privacy.afterErasure(erasure);
    },

    /**
     * The filtered list as CSV (a security event records who exported it), read in chunks along (created_at, id) so memory stays flat however
     * many members match. Each chunk's rows are written as they are read. The plan is chosen before the
     * first byte, so a failure there is a clean error.
     */
    async exportCsv(actor: Actor, filter: SubscriberFilter): Promise<AsyncGenerator<string>> {
      const { f, broad } = await prepare(filter);
      // A search that is not broad has at most exactCountTerms matches: one read takes them all and ends
      // short, where chunks would read and sort its range once each (10,008 members in three reads of 5,000).
      const chunk = f.words.length > 0 && !broad ? Math.max(exportChunk, exactCountTerms + 1) : exportChunk;
      // The search words may name a member, so the event keeps only whether there was a search.
      await deps.securityEvents.record({
        action: 'export', actor, subjectId: null,
        details: { format: 'csv', searched: f.words.length > 0, verified: filter.verified, subscription: filter.subscription, country: filter.country },
      });
      return (async function* () {
        yield csvLine(CSV_HEADER);
        let seq = 0;
        let cursor: { created_at: string; id: string } | undefined;
        for (;;) {
          let read = 0;
          let last: ListRow | undefined;
          let lines = '';
          for await (const r of repo.streamAfter(reads, f, cursor, chunk, EXPORT_BATCH)) {
            seq += 1;
            read += 1;
            last = r;
            lines += csvLine([seq, r.full_name, r.email, r.phone, r.city, r.state, countryName(r.country), r.postal_code, r.verified === 1, r.referral_code, r.subscription_status, r.created_at]);
            if (read % EXPORT_BATCH === 0) {
              yield lines;
              lines = '';
            }
          }
          if (lines) yield lines;
          // A short chunk was the last: asking again would read and sort the search's range once more.
          if (read < chunk || !last) return;
          cursor = { created_at: last.created_at, id: last.id };
        }
      })();
    },
  };
}

export type AdminSubscribersService = ReturnType<typeof createAdminSubscribersService>;
