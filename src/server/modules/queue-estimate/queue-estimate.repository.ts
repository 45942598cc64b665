import type { Executor } from '../../db/executor';
import type { RecentPool } from '../../../shared/domain/queue-estimate';

export const queueEstimateRepository = {
  /** The newest published distributions (a prepared one pays nobody yet), from the month's unique index. */
  async recentPools(db: Executor, months: number): Promise<RecentPool[]> {
    const rows = await db
      .selectFrom('fund_distributions')
      .select(['month_year', 'beneficiaries_count'])
      .where('status', '<>', 'prepared')
      .orderBy('month_year', 'desc')
      .limit(months)
      .execute();
    return rows.map((r) => ({ month_year: r.month_year, beneficiaries_count: Number(r.beneficiaries_count) }));
  },
};
