import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type Referral, type ReferralSummary, type ReferralsResponse } from '../../../shared/api';
import { INVITER_LOOKUPS } from './referrals.service';
import { createMember, createTestApp, validRegistration, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const codeOf = async (member: TestMember) =>
  (await t.db.kysely.selectFrom('profiles').select('referral_code').where('id', '=', member.id).executeTakeFirstOrThrow()).referral_code;

/**
 * Signs someone up through the referrer's code, then sets their status and sign-up time directly:
 * the e-mail link flow is covered by the auth tests, and fixed times keep the order deterministic.
 */
async function refer(code: string, name: string, options: { verified: boolean; joinedAt: string }) {
  const payload = validRegistration({ referral_code: code, full_name: name });
  const res = await t.app.inject({ method: 'POST', url: API.register, payload });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  await t.db.kysely
    .updateTable('profiles')
    .set({ verified: options.verified ? 1 : 0, created_at: options.joinedAt })
    .where('email', '=', payload.email)
    .execute();
}

const get = <T>(member: TestMember, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } }).then((r) => r.json() as T);
const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T12:00:00.000Z`;

describe('referrals', () => {
  let ambassador: TestMember;
  let other: TestMember;
  beforeAll(async () => {
    ambassador = await createMember(t, { overrides: { full_name: 'Yusuf Ambassador' } });
    other = await createMember(t);
    const code = await codeOf(ambassador);
    // 9 verified and 3 pending: one short of Bronze, whatever the pending ones do.
    for (let i = 1; i <= 9; i++) await refer(code, `Verified ${i}`, { verified: true, joinedAt: at(i) });
    for (let i = 1; i <= 3; i++) await refer(code, `Pending ${i}`, { verified: false, joinedAt: at(10 + i) });
    await refer(await codeOf(other), 'Someone Else', { verified: true, joinedAt: at(20) });
  });

  it('summarises the link, both counts and the rank, counting only verified referrals for the rank', async () => {
    const summary = await get<ReferralSummary>(ambassador, API.referralSummary);
    const code = await codeOf(ambassador);
    expect(summary).toEqual({
      referral_code: code,
      referral_link: `http://localhost:3000/?ref=${code}`,
      referrals: 12,
      verified_referrals: 9,
      rank: 'Member',
      next_rank: { rank: 'Bronze', at: 10 },
      rank_progress_percent: 90,
    });
  });

  it('moves to Bronze once the tenth referral is verified', async () => {
    await t.db.kysely.updateTable('profiles').set({ verified: 1 }).where('full_name', '=', 'Pending 1').execute();
    const summary = await get<ReferralSummary>(ambassador, API.referralSummary);
    expect(summary).toMatchObject({ referrals: 12, verified_referrals: 10, rank: 'Bronze', next_rank: { rank: 'Silver', at: 50 }, rank_progress_percent: 0 });
    await t.db.kysely.updateTable('profiles').set({ verified: 0 }).where('full_name', '=', 'Pending 1').execute();
  });

  it('lists names, status and join date only, newest first, in pages', async () => {
    const first = await get<ReferralsResponse>(ambassador, `${API.referrals}?page=1&page_size=5`);
    expect(first).toMatchObject({ page: 1, page_size: 5, total: 12 });
    expect(first.items[0]).toEqual({ full_name: 'Pending 3', verified: false, joined_at: at(13) });
    expect(Object.keys(first.items[0]!).sort()).toEqual(['full_name', 'joined_at', 'verified']);

    const pages = [first, ...(await Promise.all([2, 3].map((page) => get<ReferralsResponse>(ambassador, `${API.referrals}?page=${page}&page_size=5`))))];
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 2]);
    const names = pages.flatMap((p) => p.items.map((r: Referral) => r.full_name));
    expect(names).toEqual(['Pending 3', 'Pending 2', 'Pending 1', ...[9, 8, 7, 6, 5, 4, 3, 2, 1].map((i) => `Verified ${i}`)]);
    expect(pages[1]!.items.map((r) => r.verified)).toEqual([true, true, true, true, true]);
  });

  it("shows each member only their own referrals", async () => {
    const list = await get<ReferralsResponse>(other, API.referrals);
    expect(list.items.map((r) => r.full_name)).toEqual(['Someone Else']);
    expect(list.total).toBe(1);
    expect(await get<ReferralSummary>(other, API.referralSummary)).toMatchObject({ referrals: 1, verified_referrals: 1 });
    // A user id in the query is not a parameter: it is ignored, not obeyed.
    const probing = await t.app.inject({ method: 'GET', url: `${API.referrals}?user_id=${ambassador.id}`, headers: { cookie: other.cookie } });
    expect(probing.json().items.map((r: Referral) => r.full_name)).not.toContain('Verified 1');
  });

  it('starts at zero for a member nobody has joined through', async () => {
    const newcomer = await createMember(t, { verified: false });
    expect(await get<ReferralSummary>(newcomer, API.referralSummary)).toMatchObject({
      referrals: 0, verified_referrals: 0, rank: 'Member', next_rank: { rank: 'Bronze', at: 10 }, rank_progress_percent: 0,
    });
    expect(await get<ReferralsResponse>(newcomer, API.referrals)).toEqual({ items: [], page: 1, page_size: 20, total: 0 });
  });

  it('turns visitors away with 401 and rejects a bad page', async () => {
    for (const url of [API.referralSummary, API.referrals]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
    const bad = await t.app.inject({ method: 'GET', url: `${API.referrals}?page=0`, headers: { cookie: ambassador.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Page must be 1 or more');
  });
});

describe('who invited me: the public lookup of a referral code', () => {
  const lookup = (code: string, ip = '203.0.113.7') => t.app.inject({ method: 'GET', url: `${API.referralInviter}?code=${encodeURIComponent(code)}`, remoteAddress: ip });

  it('answers the first name only, never the e-mail or the last name', async () => {
    const owner = await createMember(t, { overrides: { full_name: 'Maryam Secretlastname', phone: '+14105550123' } });
    const res = await lookup((await codeOf(owner)).toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ first_name: 'Maryam' });
    expect(res.body).not.toContain('Secretlastname');
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain(owner.id);
    expect(res.body).not.toContain('555');
  });

  it('answers an unknown code with 404 and the message the form shows, and a malformed one with 400', async () => {
    const unknown = await lookup('ZZZZ9999', '203.0.113.8');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('We do not know this referral code. Check it, or leave the field empty.');
    expect((await lookup('no!', '203.0.113.8')).statusCode).toBe(400);
  });

  it('is limited per address, so the codes cannot be walked', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < INVITER_LOOKUPS.max + 1; i++) statuses.push((await lookup('ZZZZ9999', '203.0.113.9')).statusCode);
    expect(statuses.slice(0, INVITER_LOOKUPS.max).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await lookup('ZZZZ9999', '203.0.113.10')).statusCode).toBe(404);
  });
});
