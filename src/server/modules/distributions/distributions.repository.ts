import type { Executor } from '../../db/executor';

const REPORT_COLUMNS = [
  'id', 'month_year', 'total_pool_cents', 'total_distributed_cents', 'total_retained_cents', 'beneficiaries_count', 'status', 'created_at',
] as const;

export const distributionsRepository = {
  page(db: Executor, offset: number, limit: number) {
    return db.selectFrom('fund_distributions').select(REPORT_COLUMNS).orderBy('month_year', 'desc').offset(offset).limit(limit).execute();
  },

  /** All reports for the CSV download; one row a month, so this stays small for a lifetime. */
  all(db: Executor) {
    return db.selectFrom('fund_distributions').select(REPORT_COLUMNS).orderBy('month_year', 'desc').execute();
  },

  async totals(db: Executor): Promise<{ count: number; beneficiaries: number }> {
    const row = await db
      .selectFrom('fund_distributions')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.coalesce(eb.fn.sum('beneficiaries_count'), eb.lit(0)).as('beneficiaries')])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), beneficiaries: Number(row.beneficiaries) };
  },
};
