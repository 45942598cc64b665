import type { Executor } from '../../db/executor';

/** People a member brought in: profiles whose referred_by is that member (index profiles_referred_by_idx). */
export const referralsRepository = {
  /** Both counts in one pass; PostgreSQL returns COUNT as a string (bigint), hence Number(). */
  async counts(db: Executor, referrerId: string): Promise<{ referrals: number; verified: number }> {
    const row = await db
      .selectFrom('profiles')
      .select((eb) => [
        eb.fn.countAll().as('referrals'),
        eb.fn.countAll().filterWhere('verified', '=', 1).as('verified'),
      ])
      .where('referred_by', '=', referrerId)
      .executeTakeFirstOrThrow();
    return { referrals: Number(row.referrals), verified: Number(row.verified) };
  },

  /** Newest first; the id breaks ties between sign-ups in the same millisecond so pages never overlap. */
  page(db: Executor, referrerId: string, offset: number, limit: number) {
    return db
      .selectFrom('profiles')
      .select(['full_name', 'verified', 'created_at'])
      .where('referred_by', '=', referrerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  /** Only the name of the code's owner: nothing else about them leaves this lookup. */
  findOwnerName(db: Executor, code: string) {
    return db.selectFrom('profiles').select('full_name').where('referral_code', '=', code).executeTakeFirst();
  },
};
