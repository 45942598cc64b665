import type { Executor } from '../../db/executor';
import type { DistributionAllocationsTable, FundDistributionsTable } from '../../db/tables';

const REPORT_COLUMNS = [
  'id', 'month_year', 'total_pool_cents', 'total_distributed_cents', 'total_retained_cents', 'beneficiaries_count', 'status', 'created_at',
] as const;

export const distributionsRepository = {
  async insert(db: Executor, row: FundDistributionsTable) {
    await db.insertInto('fund_distributions').values(row).execute();
  },

  async monthExists(db: Executor, monthYear: string): Promise<boolean> {
    return (await db.selectFrom('fund_distributions').select('id').where('month_year', '=', monthYear).executeTakeFirst()) !== undefined;
  },

  async insertAllocations(db: Executor, rows: DistributionAllocationsTable[]) {
    // Chunked so a 100,000-beneficiary month stays under SQLite's bound-parameter limit.
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('distribution_allocations').values(rows.slice(i, i + 500)).execute();
  },

  allocationsPage(db: Executor, distributionId: string, offset: number, limit: number) {
    return db
      .selectFrom('distribution_allocations as a')
      .leftJoin('profiles as p', 'p.id', 'a.user_id')
      .select(['a.queue_position', 'a.amount_cents', 'p.full_name as applicant_name', 'a.beneficiary_id as application_id'])
      .where('a.distribution_id', '=', distributionId)
      .orderBy('a.queue_position')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  async allocationsCount(db: Executor, distributionId: string): Promise<number> {
    const row = await db.selectFrom('distribution_allocations').select((eb) => eb.fn.countAll().as('n')).where('distribution_id', '=', distributionId).executeTakeFirstOrThrow();
    return Number(row.n);
  },

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
