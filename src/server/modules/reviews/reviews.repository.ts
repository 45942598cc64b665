import type { Executor } from '../../db/executor';

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
};
