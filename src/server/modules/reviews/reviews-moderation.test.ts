import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type PendingReview } from '../../../shared/api';
import { auditOf, createMember, createTestApp, expectAdminOnly, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
let admin: TestMember;
let author: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
  author = await createMember(t, { overrides: { full_name: 'Hafsa Karim' } });
});
afterAll(async () => t.close());

async function addPendingReview(title: string, createdAt = new Date().toISOString(), userId = author.id) {
  const id = randomUUID();
  await t.db.kysely.insertInto('reviews').values({ id, user_id: userId, title, content: 'The community stood by my family when it mattered.', rating: 5, is_approved: 0, created_at: createdAt }).execute();
  return id;
}

const asAdmin = (method: 'GET' | 'PUT', url: string) => t.app.inject({ method, url, headers: { cookie: admin.cookie } });
const pending = async (query = '?page_size=100') => (await asAdmin('GET', `${API.adminReviews}${query}`)).json() as { items: PendingReview[]; total: number };
const publicTitles = async () => ((await t.app.inject({ method: 'GET', url: `${API.reviews}?page_size=100` })).json().items as { title: string }[]).map((r) => r.title);
const reviewRow = (id: string) => t.db.kysely.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/admin/reviews', () => {
  it('lists pending reviews oldest first, with the full text and who wrote them', async () => {
    const newer = await addPendingReview('Newer pending review', '2026-01-02T00:00:00.000Z');
    const older = await addPendingReview('Older pending review', '2026-01-01T00:00:00.000Z');
    const res = await pending();
    expect(res.items.map((r) => r.id).slice(0, 2)).toEqual([older, newer]);
    expect(res.items[0]).toEqual({
      id: older, title: 'Older pending review', content: 'The community stood by my family when it mattered.', rating: 5,
      created_at: '2026-01-01T00:00:00.000Z', reviewer_name: 'Hafsa Karim', reviewer_email: author.email,
    });
    const page = await pending('?page=2&page_size=1');
    expect(page.items.map((r) => r.id)).toEqual([newer]);
    expect(page.total).toBe(res.total);
  });
});

describe('approving and rejecting', () => {
  it('approves: the review appears publicly, leaves the queue, and the change is audited', async () => {
    const id = await addPendingReview('Worth approving');
    const res = await asAdmin('PUT', API.adminReviewApprove(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Review approved' });
    expect(await publicTitles()).toContain('Worth approving');
    expect((await pending()).items.map((r) => r.id)).not.toContain(id);
    expect(await reviewRow(id)).toMatchObject({ is_approved: 1, moderated_by: admin.id });

    const [entry, ...more] = await auditOf(t, 'review', id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'approve', actor_id: admin.id, actor_email: admin.email });
    expect(entry!.before).toMatchObject({ status: 'pending', is_approved: false, title: 'Worth approving', user_id: author.id });
    expect(entry!.after).toMatchObject({ status: 'approved', is_approved: true, title: 'Worth approving' });
  });

  it('rejects: the row is kept and marked, but never listed publicly', async () => {
    const id = await addPendingReview('Better left unpublished');
    const res = await asAdmin('PUT', API.adminReviewReject(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Review rejected' });
    expect(await publicTitles()).not.toContain('Better left unpublished');
    expect((await pending()).items.map((r) => r.id)).not.toContain(id);
    const row = await reviewRow(id);
    expect(row).toMatchObject({ is_approved: 0, moderated_by: admin.id });
    expect(row.moderated_at).not.toBeNull();
    expect((await auditOf(t, 'review', id)).map((e) => [e.action, e.after?.status])).toEqual([['reject', 'rejected']]);
  });

  it('decides each review once: a second approval or a reject after it gets 409', async () => {
    const approved = await addPendingReview('Approved once');
    await asAdmin('PUT', API.adminReviewApprove(approved));
    for (const url of [API.adminReviewApprove(approved), API.adminReviewReject(approved)]) {
      const res = await asAdmin('PUT', url);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This review has already been approved.');
    }
    const rejected = await addPendingReview('Rejected once');
    await asAdmin('PUT', API.adminReviewReject(rejected));
    const res = await asAdmin('PUT', API.adminReviewApprove(rejected));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This review has already been rejected.');
    expect(await publicTitles()).not.toContain('Rejected once');
    expect(await auditOf(t, 'review', approved)).toHaveLength(1);
    expect(await auditOf(t, 'review', rejected)).toHaveLength(1);
  });

  it('lets exactly one of two approvals sent at the same moment through', async () => {
    const id = await addPendingReview('Approved twice at once');
    const results = await Promise.all([asAdmin('PUT', API.adminReviewApprove(id)), asAdmin('PUT', API.adminReviewApprove(id))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(t, 'review', id)).toHaveLength(1);
  });

  it('lets exactly one of an approval and a rejection sent at the same moment through', async () => {
    const id = await addPendingReview('Approved and rejected at once');
    const results = await Promise.all([asAdmin('PUT', API.adminReviewApprove(id)), asAdmin('PUT', API.adminReviewReject(id))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [entry] = await auditOf(t, 'review', id);
    expect((await reviewRow(id)).is_approved).toBe(entry!.action === 'approve' ? 1 : 0);
  });

  it('answers 404 for an unknown review and 400 for a malformed id', async () => {
    const missing = await asAdmin('PUT', API.adminReviewApprove('00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Review not found');
    const malformed = await asAdmin('PUT', API.adminReviewReject('nope'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Review not found');
  });
});

describe('access', () => {
  it('answers 401 to visitors and 403 to members, and the review stays pending', async () => {
    const id = await addPendingReview('Not theirs to approve');
    await expectAdminOnly(t, author, [
      { method: 'GET', url: API.adminReviews },
      { method: 'PUT', url: API.adminReviewApprove(id) },
      { method: 'PUT', url: API.adminReviewReject(id) },
    ]);
    expect(await reviewRow(id)).toMatchObject({ is_approved: 0, moderated_at: null });
  });
});
