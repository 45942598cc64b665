import { randomUUID } from 'node:crypto';
import type { Allocation, DistributionReport, DistributionsResponse } from '../../../shared/api';
import { monthLabel } from '../../../shared/domain/dates';
import { equalShares, splitPool } from '../../../shared/domain/money';
import type { Distribution } from '../../../shared/schemas/distributions';
import { offsetOf, type Page, type PageQuery } from '../../../shared/schemas/paging';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { badRequest, conflict } from '../../http/errors';
import type { ApplicationsService } from '../applications/applications.service';
import type { Actor, AuditService } from '../audit/audit.service';
import { distributionsRepository } from './distributions.repository';

const CSV_HEADER = ['month', 'total_pool_usd', 'distributed_usd', 'retained_usd', 'beneficiaries', 'status'];

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function createDistributionsService(deps: { db: Executor; applications: ApplicationsService; audit: AuditService }) {
  return {
    /**
     * Records a month's distribution: 1% (rounded down) is kept for operations, the rest is split in
     * equal cents among the first N approved members in queue order, and each share is written on
     * the application and as an allocation. All of it, with the audit entry, in one transaction.
     */
    async create(actor: Actor, input: Distribution): Promise<DistributionReport> {
      const split = splitPool(input.total_pool);
      const n = input.beneficiaries_count;
      if (split.distributed_cents < n) throw badRequest('The pool is too small to give each beneficiary at least one cent.', { total_pool: 'Too small for this many beneficiaries' });
      const id = randomUUID();
      const createdAt = nowIso();
      const report: DistributionReport = {
        id, month_year: input.month_year, total_pool_cents: split.pool_cents, total_distributed_cents: split.distributed_cents,
        total_retained_cents: split.retained_cents, beneficiaries_count: n, status: 'completed', created_at: createdAt,
      };
      const monthTaken = conflict(`A distribution for ${monthLabel(input.month_year)} already exists. Distributions are never edited or replaced.`);
      await deps.db.transaction().execute(async (trx) => {
        if (await distributionsRepository.monthExists(trx, input.month_year)) throw monthTaken;
        const waiting = await deps.applications.countWaiting(trx);
        if (waiting < n) {
          throw conflict(`Only ${waiting} approved ${waiting === 1 ? 'application is' : 'applications are'} waiting, so ${n} beneficiaries cannot be paid. Approve more applications or lower the count.`);
        }
        const recipients = await deps.applications.firstWaiting(trx, n);
        const shares = equalShares(split.distributed_cents, n);
        await distributionsRepository.insert(trx, { ...report, created_by: actor.id });
        // Equal shares take at most two values (n and n + 1 cents), so the payments go in a few batched updates.
        const byAmount = new Map<number, string[]>();
        recipients.forEach((r, i) => {
          const ids = byAmount.get(shares[i]!) ?? [];
          ids.push(r.id);
          byAmount.set(shares[i]!, ids);
        });
        for (const [amount, ids] of byAmount) {
          for (let i = 0; i < ids.length; i += 500) {
            const chunk = ids.slice(i, i + 500);
            // Fewer rows updated means another distribution paid one of them meanwhile: roll back, try again.
            if ((await deps.applications.markPaid(trx, chunk, id, amount)) !== chunk.length) {
              throw conflict('The queue changed while this distribution was being made. Please try again.');
            }
          }
        }
        await distributionsRepository.insertAllocations(trx, recipients.map((r, i) => ({
          id: randomUUID(), distribution_id: id, beneficiary_id: r.id, user_id: r.user_id, queue_position: i + 1, amount_cents: shares[i]!, created_at: createdAt,
        })));
        await deps.audit.record(trx, actor, { action: 'create', entity_type: 'distribution', entity_id: id, after: { ...report, recipients: n } });
      }).catch((err: unknown) => {
        // The month's unique index decides between two requests that both passed the check above.
        throw isUniqueViolation(err) ? monthTaken : err;
      });
      return report;
    },

    async allocations(distributionId: string, query: PageQuery): Promise<Page<Allocation>> {
      const [items, total] = await Promise.all([
        distributionsRepository.allocationsPage(deps.db, distributionId, offsetOf(query), query.page_size),
        distributionsRepository.allocationsCount(deps.db, distributionId),
      ]);
      return { items, page: query.page, page_size: query.page_size, total };
    },

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
