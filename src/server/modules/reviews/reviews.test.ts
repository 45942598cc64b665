import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestApp, type TestApp } from '../../../../test/support/api-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const addReview = (userId: string, title: string, approved: boolean, createdAt: string) =>
  t.db.kysely.insertInto('reviews').values({ id: randomUUID(), user_id: userId, title, content: 'A thoughtful review of the community.', rating: 4, is_approved: approved ? 1 : 0, created_at: createdAt }).execute();

describe('GET /api/reviews', () => {
  it('shows only approved reviews, newest first, with the reviewer name or Anonymous', async () => {
    const member = await createMember(t, { overrides: { full_name: 'Maryam Siddiqui' } });
    const nameless = await createMember(t);
    await t.db.kysely.updateTable('profiles').set({ full_name: ' ' }).where('id', '=', nameless.id).execute();
    await addReview(member.id, 'Older approved', true, '2026-01-01T10:00:00.000Z');
    await addReview(member.id, 'Pending one', false, '2026-01-03T10:00:00.000Z');
    await addReview(nameless.id, 'Newer approved', true, '2026-01-02T10:00:00.000Z');
    const res = (await t.app.inject({ method: 'GET', url: API.reviews })).json();
    expect(res.total).toBe(2);
    expect(res.items.map((r: { title: string; reviewer_name: string }) => [r.title, r.reviewer_name])).toEqual([
      ['Newer approved', 'Anonymous'],
      ['Older approved', 'Maryam Siddiqui'],
    ]);
    expect(Object.keys(res.items[0]).sort()).toEqual(['content', 'created_at', 'id', 'rating', 'reviewer_name', 'title']);
  });

  it('pages the list', async () => {
    const res = (await t.app.inject({ method: 'GET', url: `${API.reviews}?page=2&page_size=1` })).json();
    expect(res.items.map((r: { title: string }) => r.title)).toEqual(['Older approved']);
  });
});

describe('POST /api/reviews', () => {
  const review = { title: 'Help when we needed it', content: 'The community paid our rent for a month, with no interest at all.', rating: 5 };
  const submit = (cookie: string | undefined, payload: object = review) =>
    t.app.inject({ method: 'POST', url: API.reviews, headers: cookie ? { cookie } : {}, payload });
  const reviewsBy = (userId: string) => t.db.kysely.selectFrom('reviews').selectAll().where('user_id', '=', userId).execute();

  it('stores the review as pending, and the public list does not show it', async () => {
    const member = await createMember(t);
    const before = Date.now();
    const res = await submit(member.cookie, { ...review, title: `  ${review.title} ` });
    const after = Date.now();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Review submitted!' });
    const rows = await reviewsBy(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: member.id, title: review.title, content: review.content, rating: 5, is_approved: 0 });
    const created = Date.parse(rows[0]!.created_at);
    expect(created >= before && created <= after).toBe(true);
    const list = (await t.app.inject({ method: 'GET', url: `${API.reviews}?page_size=100` })).json();
    expect(list.items.map((r: { title: string }) => r.title)).not.toContain(review.title);
  });

  it.each([
    ['title', 'Good', 'Title must be at least 5 characters'],
    ['title', 'x'.repeat(101), 'Title must be less than 100 characters'],
    ['content', 'Far too short.', 'Review must be at least 20 characters'],
    ['content', 'x'.repeat(1001), 'Review must be less than 1000 characters'],
    ['rating', 0, 'Please choose a rating from 1 to 5 stars'],
    ['rating', 6, 'Please choose a rating from 1 to 5 stars'],
    ['rating', undefined, 'Please choose a rating from 1 to 5 stars'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const member = await createMember(t);
    const res = await submit(member.cookie, { ...review, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message, fields: { [field]: message } });
    expect(await reviewsBy(member.id)).toHaveLength(0);
  });

  it('shows a member their own review while it waits, and only theirs', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    expect((await submit(member.cookie, { ...review, title: 'Mine, waiting' })).statusCode).toBe(201);
    expect((await submit(other.cookie, { ...review, title: 'Someone else’s' })).statusCode).toBe(201);
    const mine = await t.app.inject({ method: 'GET', url: API.myPendingReviews, headers: { cookie: member.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toEqual([expect.objectContaining({ title: 'Mine, waiting', rating: 5, reviewer_name: 'Amina Rahman' })]);
    expect((await t.app.inject({ method: 'GET', url: API.myPendingReviews })).statusCode).toBe(401);
  });

  it('asks visitors to sign in', async () => {
    const res = await submit(undefined, { ...review, title: 'Visitor review' });
    expect(res.statusCode).toBe(401);
    expect(await t.db.kysely.selectFrom('reviews').select('id').where('title', '=', 'Visitor review').execute()).toHaveLength(0);
  });

  it.each([
    ['is_approved', 1],
    ['user_id', '00000000-0000-4000-8000-000000000000'],
  ])('will not let a member set %s', async (field, value) => {
    const member = await createMember(t);
    const res = await submit(member.cookie, { ...review, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(await reviewsBy(member.id)).toHaveLength(0);
  });

  it('takes one review a day from a member, without affecting anyone else', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    expect((await submit(member.cookie)).statusCode).toBe(201);
    const again = await submit(member.cookie, { ...review, title: 'A second thought' });
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toBe('You can share one review a day. Please try again tomorrow.');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect((await submit(other.cookie)).statusCode).toBe(201);
    expect(await reviewsBy(member.id)).toHaveLength(1);

    // A day later the member may write again.
    await t.db.kysely.updateTable('reviews').set({ created_at: new Date(Date.now() - 24 * 60 * 60 * 1000 - 1000).toISOString() }).where('user_id', '=', member.id).execute();
    expect((await submit(member.cookie)).statusCode).toBe(201);
  });

  it('refuses a second review and a too-short one in the language the member reads', async () => {
    const member = await createMember(t);
    const inFrench = `${member.cookie}; locale=fr-CA`;
    const short = await submit(inFrench, { ...review, title: 'Bon' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.title).toBe('Le titre doit compter au moins 5 caractères');
    expect((await submit(inFrench)).statusCode).toBe(201);
    const again = await submit(`${member.cookie}; locale=ar`, { ...review, title: 'A second thought' });
    expect(again.json().error.message).toBe('يمكنك مشاركة تقييم واحد في اليوم. يُرجى المحاولة مرة أخرى غدًا.');
  });

  it('lets only one of several reviews sent at the same moment through', async () => {
    const member = await createMember(t);
    const results = await Promise.all([submit(member.cookie), submit(member.cookie), submit(member.cookie)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429, 429]);
    expect(await reviewsBy(member.id)).toHaveLength(1);
  });
});
