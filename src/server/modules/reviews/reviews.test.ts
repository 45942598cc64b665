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
