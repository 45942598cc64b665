import type { Executor } from '../../db/executor';
import type { ReviewsTable } from '../../db/tables';

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

  async insert(db: Executor, review: ReviewsTable) {
    await db.insertInto('reviews').values(review).execute();
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
