import type { AidLimits } from '../../../shared/aid-limits';
import type { Executor } from '../../db/executor';

const LIMITS_ROW = 1;

export const aidLimitsRepository = {
  read(db: Executor): Promise<AidLimits> {
    return db
      .selectFrom('aid_limits')
      .select(['min_membership_days', 'payout_gap_months', 'yearly_cap_cents'])
      .where('id', '=', LIMITS_ROW)
      .executeTakeFirstOrThrow();
  },

  /** Holds the row until the transaction ends, so two admins saving at once are audited one after the other. */
  async lock(db: Executor) {
    await db.updateTable('aid_limits').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', LIMITS_ROW).execute();
  },

  async write(db: Executor, limits: AidLimits, now: string) {
    await db.updateTable('aid_limits').set({ ...limits, updated_at: now }).where('id', '=', LIMITS_ROW).execute();
  },

  member(db: Executor, userId: string) {
    return db.selectFrom('profiles').select(['email', 'created_at']).where('id', '=', userId).executeTakeFirst();
  },

  /** Every share these members were paid, with the pool month that paid it: a member is paid a few times at most. */
  paidShares(db: Executor, userIds: string[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('beneficiaries as b')
      .innerJoin('fund_distributions as d', 'd.id', 'b.distribution_id')
      .select(['b.user_id', 'd.month_year', 'b.amount_received_cents'])
      .where('b.user_id', 'in', userIds)
      .where('b.amount_received_cents', 'is not', null)
      .execute();
  },
};
