import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type CountryCount, type StateCount, type SubscriberCounters, type SubscribersPage } from '../../../shared/api';
import { createMember, createTestApp, validRegistration, type TestApp, type TestMember } from '../../../../test/support/api-harness';

/**
 * What keeps admin search fast at a million members, on a database small enough for a test: a search
 * is broad here beyond 3 search terms instead of 20,000, and the CSV export reads 2 rows per query
 * instead of 5,000.
 */
let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_SEARCH_EXACT_COUNT: '3', ADMIN_EXPORT_CHUNK: '2' });
  // An address of its own shape: the harness numbers addresses memberN across the files a worker
  // runs, so its default could begin with a term this file's narrow searches look for ('member3').
  admin = await createMember(t, { admin: true, overrides: { full_name: 'Head Admin', email: `head.${randomUUID().slice(0, 8)}@example.org` } });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });
const get = async <T>(url: string) => {
  const res = await call('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const list = (query: string) => get<SubscribersPage>(`${API.adminSubscribers}?${query}`);

async function register(fullName: string, state = 'Texas', place: Record<string, string> = {}) {
  // An address that does not start like the name: each member then has one search term per name word.
  const payload = validRegistration({ full_name: fullName, state, email: `m.${randomUUID().slice(0, 8)}@example.org`, ...place });
  const res = await t.app.inject({ method: 'POST', url: API.register, payload });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  return res.json().user_id as string;
}

describe('a broad search', () => {
  const ids: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 6; i++) {
      const id = await register(`Quorra Member${i}`);
      // Joined in the reverse of the order they were written, so list order is not insertion order.
      await t.db.kysely.updateTable('profiles').set({ created_at: `2024-02-${String(20 - i).padStart(2, '0')}T10:00:00.000Z` }).where('id', '=', id).execute();
      ids.push(id);
    }
  });
  const oldestFirst = () => [...ids].reverse();

  it('reports a lower bound, flagged, instead of counting every match', async () => {
    const page = await list('q=quorra&page_size=2');
    expect(page.total_is_lower_bound).toBe(true);
    expect(page.total).toBe(3);
  });

  it('pages within the bound in the same order as an exact search', async () => {
    const first = await list('q=quorra&page_size=2');
    const second = await list('q=quorra&page=2&page_size=2');
    expect(first.items.map((r) => r.id)).toEqual(oldestFirst().slice(0, 2));
    expect(second.items.map((r) => [r.id, r.seq])).toEqual(oldestFirst().slice(2, 4).map((id, i) => [id, i + 3]));
  });

  it('gives the same pages by Next, from the last row of the page before, as by offset', async () => {
    const first = await list('q=quorra&page_size=2');
    const second = await list(`q=quorra&page=2&page_size=2&after=${encodeURIComponent(first.next_after!)}`);
    const third = await list(`q=quorra&page=3&page_size=2&after=${encodeURIComponent(second.next_after!)}`);
    expect([first, second, third].map((p) => p.items.map((r) => r.id))).toEqual([0, 2, 4].map((i) => oldestFirst().slice(i, i + 2)));
    expect(third.items.map((r) => r.seq)).toEqual([5, 6]);
    expect(await list(`q=quorra&page=4&page_size=2&after=${encodeURIComponent(third.next_after!)}`)).toMatchObject({ items: [], next_after: null });
    // Without a search, and with a narrow one, Next reads from the same position.
    const everyone = await list('page_size=3');
    const next = await list(`page=2&page_size=3&after=${encodeURIComponent(everyone.next_after!)}`);
    expect(next.items.map((r) => r.id)).toEqual((await list('page=2&page_size=3')).items.map((r) => r.id));
    // 'member3' and 'member5' begin one term each here: narrow searches, read from their range.
    const from = encodeURIComponent(first.next_after!);
    expect((await list(`q=member3&page=2&page_size=2&after=${from}`)).items.map((r) => r.id)).toEqual([ids[3]]);
    expect((await list(`q=member5&page=2&page_size=2&after=${from}`)).items).toEqual([]);
  });

  it('refuses a position that is not one, and changes nothing', async () => {
    for (const after of ['x', '2024-02-20T10:00:00.000Z', `2024-02-20~${randomUUID()}`, `2024-02-20T10:00:00.000Z~${randomUUID()};drop`]) {
      const res = await call('GET', `${API.adminSubscribers}?after=${encodeURIComponent(after)}`);
      expect(res.statusCode, after).toBe(400);
      expect(res.json().error.message).toBe('The page position is not valid: go back to the first page');
    }
  });

  it('still answers a page beyond the bound correctly when asked directly', async () => {
    const third = await list('q=quorra&page=3&page_size=2');
    expect(third.items.map((r) => r.id)).toEqual(oldestFirst().slice(4, 6));
  });

  it('is exact again once narrowed, with the flag off', async () => {
    const narrow = await list('q=quorra+member4');
    expect(narrow).toMatchObject({ total: 1, total_is_lower_bound: false });
    expect(narrow.items.map((r) => r.id)).toEqual([ids[4]]);
    // The total comes with the page's rows; a page past the end has none, and is counted apart.
    expect(await list('q=quorra+member4&page=2')).toMatchObject({ items: [], total: 1, total_is_lower_bound: false });
    expect(await list('verified=pending')).toMatchObject({ total_is_lower_bound: false });
  });

  it('applies the filters while walking', async () => {
    await t.db.kysely.updateTable('profiles').set({ subscription_status: 'paused' }).where('id', 'in', [ids[1]!, ids[3]!, ids[5]!]).execute();
    const paused = await list('q=quorra&subscription=paused&page_size=2');
    expect(paused.items.map((r) => r.id)).toEqual([ids[5], ids[3]]);
    expect(paused.total_is_lower_bound).toBe(true);
  });

  it('exports every match across chunks, in list order and numbered without a gap', async () => {
    const csvIds = async (query: string) => {
      const res = await call('GET', `${API.adminSubscribersCsv}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.body.trimEnd().split('\r\n').slice(1);
      expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(rows.map((_, i) => i + 1));
      return rows.map((row) => /,Quorra (Member\d),/.exec(row)?.[1]);
    };
    const name = (id: string | undefined) => `Member${ids.indexOf(id!)}`;
    // Six matches: three full chunks of two; three paused ones: a full chunk and a short one.
    expect(await csvIds('q=quorra')).toEqual(oldestFirst().map(name));
    expect(await csvIds('q=quorra&subscription=paused')).toEqual([ids[5], ids[3], ids[1]].map(name));
  });
});

describe('the export of a search that is not broad', () => {
  const exportRows = async (query: string) => {
    const before = t.readCount;
    const res = await call('GET', `${API.adminSubscribersCsv}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body.trimEnd().split('\r\n').slice(1);
    return { rows: rows.map((row) => /^(\d+),\w+ (Member\d),/.exec(row)?.slice(1)), reads: t.readCount - before };
  };

  it('reads all its matches in one query, however small the chunk, in list order', async () => {
    for (let i = 0; i < 3; i++) await register(`Zephyrine Member${i}`);
    await register('Zoryana Member0');
    const one = await exportRows('q=zoryana');
    const three = await exportRows('q=zephyrine');
    expect(one.rows).toEqual([['1', 'Member0']]);
    expect(three.rows).toEqual([['1', 'Member0'], ['2', 'Member1'], ['3', 'Member2']]);
    // Three matches (the most a search that is not broad has here) take the reads that one does:
    // in chunks of two they would take one more.
    expect(three.reads).toBe(one.reads);
  });
});

describe('a broad search in one country', () => {
  const canadians: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 6; i++) {
      const place: Record<string, string> = i === 2 ? {} : { country: 'CA', postal_code: 'M5V 3L9' };
      const id = await register(`Vellin Member${i}`, i === 2 ? 'Texas' : 'Ontario', place);
      await t.db.kysely.updateTable('profiles').set({ created_at: `2024-03-${String(20 - i).padStart(2, '0')}T10:00:00.000Z` }).where('id', '=', id).execute();
      if (i !== 2) canadians.push(id);
    }
  });

  it('walks and counts in part among that country only', async () => {
    // Five of the six are Canadian, so any three sampled terms hold at least two of them: a page of two is walked.
    const first = await list('q=vellin&country=CA&page_size=2');
    expect(first.total_is_lower_bound).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.items.map((r) => r.id)).toEqual([...canadians].reverse().slice(0, 2));
    expect(first.items.every((r) => r.country === 'CA')).toBe(true);
    const deep = await list('q=vellin&country=CA&page=2&page_size=2');
    expect(deep.items.map((r) => r.id)).toEqual([...canadians].reverse().slice(2, 4));
  });

  it('counts its bound among the first terms in term order, not in the order they were written', async () => {
    // Written first, the Americans' terms would fill a sample taken in storage order on PostgreSQL and
    // leave a bound of 0 Canadians; in term order the three Canadians' names come first.
    for (let i = 0; i < 3; i++) await register(`Kestzu Member${i}`);
    for (let i = 0; i < 3; i++) await register(`Kesta${i} Member`, 'Ontario', { country: 'CA', postal_code: 'M5V 3L9' });
    expect(await list('q=kest&country=CA')).toMatchObject({ total: 3, total_is_lower_bound: true });
  });

  it('groups a broad search by country and by state within each country', async () => {
    expect(await get<CountryCount[]>(`${API.adminSubscribersByCountry}?q=vellin`)).toEqual([{ country: 'CA', count: 5 }, { country: 'US', count: 1 }]);
    expect(await get<StateCount[]>(`${API.adminSubscribersByState}?q=vellin`)).toEqual([
      { country: 'CA', state: 'Ontario', count: 5 },
      { country: 'US', state: 'Texas', count: 1 },
    ]);
  });

  it('exports only that country', async () => {
    const res = await call('GET', `${API.adminSubscribersCsv}?q=vellin&country=US`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^1,Vellin Member2,/);
  });
});

describe('Group by State and the counters from the kept aggregate', () => {
  /** The truth, counted from profiles as the old query did. */
  async function fromProfiles(filter: { verified?: 0 | 1; subscription?: string } = {}) {
    let q = t.db.kysely.selectFrom('profiles').select((eb) => ['state', eb.fn.countAll().as('n')]).groupBy('state');
    if (filter.verified !== undefined) q = q.where('verified', '=', filter.verified);
    if (filter.subscription !== undefined) q = q.where('subscription_status', '=', filter.subscription);
    const counts = new Map<string, number>();
    for (const r of await q.execute()) counts.set(r.state.trim() || 'No State', (counts.get(r.state.trim() || 'No State') ?? 0) + Number(r.n));
    return counts;
  }
  const asMap = (states: StateCount[]) => new Map(states.map((s) => [s.state, s.count]));
  async function expectExact() {
    expect(asMap(await get<StateCount[]>(API.adminSubscribersByState))).toEqual(await fromProfiles());
    expect(asMap(await get<StateCount[]>(`${API.adminSubscribersByState}?verified=verified`))).toEqual(await fromProfiles({ verified: 1 }));
    expect(asMap(await get<StateCount[]>(`${API.adminSubscribersByState}?verified=pending&subscription=active`))).toEqual(await fromProfiles({ verified: 0, subscription: 'active' }));
    const active = [...(await fromProfiles({ subscription: 'active' })).values()].reduce((a, b) => a + b, 0);
    expect((await get<SubscriberCounters>(API.adminSubscriberCounters)).active_pledges).toBe(active);
  }

  it('stays exact through sign-up, verification, a change of state or pledge, and deletion', async () => {
    await expectExact();
    const id = await register('Ilsa Groupwise', 'Vermont');
    expect(asMap(await get<StateCount[]>(API.adminSubscribersByState)).get('Vermont')).toBe(1);
    await expectExact();

    expect((await call('PUT', API.adminSubscriberVerified(id), { verified: true })).statusCode).toBe(200);
    expect(asMap(await get<StateCount[]>(`${API.adminSubscribersByState}?verified=verified`)).get('Vermont')).toBe(1);
    await expectExact();

    await t.db.kysely.updateTable('profiles').set({ state: 'Maine', subscription_status: 'active' }).where('id', '=', id).execute();
    expect(asMap(await get<StateCount[]>(`${API.adminSubscribersByState}?subscription=active`)).get('Maine')).toBe(1);
    await expectExact();

    expect((await call('DELETE', `/api/admin/subscribers/${id}`)).statusCode).toBe(204);
    // An emptied group is not listed, as when the counts came from profiles.
    expect(asMap(await get<StateCount[]>(API.adminSubscribersByState)).has('Maine')).toBe(false);
    await expectExact();
  });

  it('reads no profiles: the answer comes from subscriber_groups', async () => {
    // Proof that the aggregate answers: skew it, and the API follows the aggregate, not profiles.
    await t.db.kysely.insertInto('subscriber_groups').values({ country: 'US', state: 'Nowhere', verified: 0, subscription_status: 'active', members: 7 }).execute();
    expect(asMap(await get<StateCount[]>(API.adminSubscribersByState)).get('Nowhere')).toBe(7);
    await t.db.kysely.deleteFrom('subscriber_groups').where('state', '=', 'Nowhere').execute();
  });

  it('answers Group by Country and the total of a country without a search from subscriber_groups too', async () => {
    const canadians = async () => (await get<CountryCount[]>(API.adminSubscribersByCountry)).find((c) => c.country === 'CA')?.count;
    const before = { grouped: await canadians(), listed: (await list('country=CA')).total };
    expect(before.listed).toBe(before.grouped);
    await t.db.kysely.insertInto('subscriber_groups').values({ country: 'CA', state: 'Nowhere', verified: 1, subscription_status: 'paused', members: 7 }).execute();
    expect(await canadians()).toBe(before.grouped! + 7);
    expect((await list('country=CA')).total).toBe(before.listed + 7);
    expect((await list('country=CA&verified=pending')).total).toBe((await list('country=CA&verified=pending')).items.length);
    await t.db.kysely.deleteFrom('subscriber_groups').where('state', '=', 'Nowhere').execute();
  });
});
