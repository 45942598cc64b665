import type { DistributionReport, DistributionsResponse } from '../../../shared/api';
import { offsetOf, type PageQuery } from '../../../shared/schemas/paging';
import type { Executor } from '../../db/executor';
import { distributionsRepository } from './distributions.repository';

const CSV_HEADER = ['month', 'total_pool_usd', 'distributed_usd', 'retained_usd', 'beneficiaries', 'status'];

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function createDistributionsService(deps: { db: Executor }) {
  return {
    async publicReports(query: PageQuery): Promise<DistributionsResponse> {
      const [items, totals] = await Promise.all([
        distributionsRepository.page(deps.db, offsetOf(query), query.page_size),
        distributionsRepository.totals(deps.db),
      ]);
      return { items: items as DistributionReport[], page: query.page, page_size: query.page_size, total: totals.count, families_supported: totals.beneficiaries };
    },

    /** Every monthly report as CSV, amounts in dollars with two decimals. */
    async reportsCsv(): Promise<string> {
      const rows = await distributionsRepository.all(deps.db);
      const lines = rows.map((r) =>
        [r.month_year, dollars(r.total_pool_cents), dollars(r.total_distributed_cents), dollars(r.total_retained_cents), r.beneficiaries_count, r.status].join(','),
      );
      return `${[CSV_HEADER.join(','), ...lines].join('\r\n')}\r\n`;
    },
  };
}

export type DistributionsService = ReturnType<typeof createDistributionsService>;
