import type { Executor } from '../../db/executor';
import type { Insertable } from 'kysely';
import type { ReviewsTable } from '../../db/tables';

/** Waiting for an admin: neither approved nor rejected. Served by reviews_pending_idx. */
const pending = (db: Executor) => db.selectFrom('reviews').where('reviews.is_approved', '=', 0).where('reviews.moderated_at', 'is', null);

const MY_PENDING_LIMIT = 20;

export const reviewsRepository = {
  approvedPage(db: Executor, offset: number, limit: number) {
    return db
      .selectFrom('reviews')
      .leftJoin('profiles', 'profiles.id', 'reviews.user_id')
      .select(['reviews.id', 'reviews.title', 'reviews.content', 'reviews.rating', 'reviews.created_at', 'profiles.full_name'])
      .where('reviews.is_approved', '=', 1)
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  async countApproved(db: Executor): Promise<number> {
    const row = await db.selectFrom('reviews').select((eb) => eb.fn.countAll().as('n')).where('is_approved', '=', 1).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async insert(db: Executor, review: Insertable<ReviewsTable>) {
    await db.insertInto('reviews').values(review).execute();
  },

  /** The moderation queue, oldest first, with the reviewer's name and e-mail in the same query. */
  pendingPage(db: Executor, offset: number, limit: number) {
    return pending(db)
      .leftJoin('profiles', 'profiles.id', 'reviews.user_id')
      .select(['reviews.id', 'reviews.title', 'reviews.content', 'reviews.rating', 'reviews.created_at', 'profiles.full_name', 'profiles.email'])
      .orderBy('reviews.created_at', 'asc')
      .orderBy('reviews.id', 'asc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  /** A member's own reviews still waiting, newest first; a member writes at most one a day. */
  pendingBy(db: Executor, userId: string) {
    return pending(db)
      .leftJoin('profiles', 'profiles.id', 'reviews.user_id')
      .select(['reviews.id', 'reviews.title', 'reviews.content', 'reviews.rating', 'reviews.created_at', 'profiles.full_name'])
      .where('reviews.user_id', '=', userId)
      .orderBy('reviews.created_at', 'desc')
      .limit(MY_PENDING_LIMIT)
      .execute();
  },

  async countPending(db: Executor): Promise<number> {
    const row = await pending(db).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * Approves or rejects a review only while it is pending: of two admins deciding at once, the
   * second finds nothing to change. Returns the review as it was, or undefined when nothing changed.
   */
  moderateIfPending(db: Executor, id: string, decision: { is_approved: 0 | 1; moderated_at: string; moderated_by: string }) {
    return db
      .updateTable('reviews')
      .set(decision)
      .where('id', '=', id)
      .where('is_approved', '=', 0)
      .where('moderated_at', 'is', null)
      .returning(['id', 'user_id', 'title', 'rating', 'created_at'])
      .executeTakeFirst();
  },

  findModeration(db: Executor, id: string) {
    return db.selectFrom('reviews').select(['is_approved', 'moderated_at']).where('id', '=', id).executeTakeFirst();
  },

  /** When the member last wrote a review at or after `since` (ISO text compares in time order); served by reviews_user_idx. */
  async latestBy(db: Executor, userId: string, since: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('reviews')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at;
  },
};
