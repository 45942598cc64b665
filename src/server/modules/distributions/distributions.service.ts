import { createHash, randomUUID } from 'node:crypto';
import type { AdminDistribution, AdminDistributionsResponse, Allocation, DistributionOutlook, DistributionPreview, DistributionReport, DistributionsResponse, PublicDistributionReport } from '../../../shared/api';
import { monthLabel } from '../../../shared/domain/dates';
import { monthOf } from '../../../shared/domain/ledger';
import type { MonthTotals } from '../../../shared/domain/ledger';
import { splitPool } from '../../../shared/domain/money';
import { allocateClose, type CloseAllocation, isZakatEligible, operationsOf } from '../../../shared/domain/zakat';
import { ZAKAT_MESSAGES } from '../../../shared/schemas/zakat';
import { DISTRIBUTION_MESSAGES, type Distribution, MAX_BENEFICIARIES } from '../../../shared/schemas/distributions';
import { offsetOf, type Page, type PageQuery } from '../../../shared/schemas/paging';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { AidLimitsService } from '../aid-limits/aid-limits.service';
import type { ApplicationsService, Paying, QueueRecipient } from '../applications/applications.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { EncouragementService } from '../encouragement/encouragement.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { PayoutsService } from '../payouts/payouts.service';
import type { AdminLimitsService } from '../settings/admin-limits.service';
import type { StatsService } from '../stats/stats.service';
import { holdMonthPools } from '../ledger/pool-lock';
import { distributionsRepository } from './distributions.repository';
import { settlementRefusal } from './settlement-window';

const CSV_HEADER = [
  'month', 'total_pool_usd', 'distributed_usd', 'retained_usd', 'beneficiaries', 'status', 'collected_usd', 'fees_usd', 'refunds_usd',
  'zakat_collected_usd', 'sadaqah_collected_usd', 'zakat_distributed_usd', 'sadaqah_distributed_usd', 'operations_from_sadaqah_usd', 'operations_shortfall_usd',
];

const dollars = (cents: number) => (cents / 100).toFixed(2);

type Row = NonNullable<Awaited<ReturnType<typeof distributionsRepository.findById>>>;
type Recipient = QueueRecipient;

const toReport = (r: Omit<Row, 'prepared_by' | 'prepared_at' | 'approved_by' | 'approved_at' | 'recipients_digest' | 'prepared_by_name' | 'approved_by_name'>): DistributionReport => ({
  id: r.id,
  month_year: r.month_year,
  total_pool_cents: Number(r.total_pool_cents),
  total_distributed_cents: Number(r.total_distributed_cents),
  total_retained_cents: Number(r.total_retained_cents),
  beneficiaries_count: Number(r.beneficiaries_count),
  status: r.status,
  created_at: r.created_at,
  collected_cents: r.collected_cents === null ? null : Number(r.collected_cents),
  fees_cents: r.fees_cents === null ? null : Number(r.fees_cents),
  refunds_cents: r.refunds_cents === null ? null : Number(r.refunds_cents),
  zakat_collected_cents: r.zakat_collected_cents === null ? null : Number(r.zakat_collected_cents),
  zakat_distributed_cents: r.zakat_distributed_cents === null ? null : Number(r.zakat_distributed_cents),
  operations_shortfall_cents: r.operations_shortfall_cents === null ? null : Number(r.operations_shortfall_cents),
});

const toAdmin = (r: Row): AdminDistribution => ({
  ...toReport(r),
  prepared_by_name: r.prepared_by_name,
  prepared_at: r.prepared_at,
  approved_by_name: r.approved_by_name,
  approved_at: r.approved_at,
});

type Progress = Awaited<ReturnType<PayoutsService['progressOf']>>[number];

/**
 * What a month paid and still owes. A month recorded before payouts were tracked has none: it was
 * recorded once paid, so its distribution counts as paid.
 */
function toPublic(r: DistributionReport, progress: Progress | undefined): PublicDistributionReport {
  const paid = progress
    ? { paid_cents: progress.paid_cents, families_paid: progress.paid_count, pending_cents: progress.pending_cents, families_pending: progress.pending_count }
    : { paid_cents: r.total_distributed_cents, families_paid: r.beneficiaries_count, pending_cents: 0, families_pending: 0 };
  return { ...r, status: r.status === 'completed' && paid.families_pending > 0 ? 'approved' : r.status, ...paid };
}

/** What the preparer saw of the queue: the first N applications, in order. */
const digestOf = (recipients: Recipient[]) => createHash('sha256').update(recipients.map((r) => r.id).join(',')).digest('hex');

/** The larger of the equal shares: what the yearly limit is checked against, whatever a member's place. */
const largestShare = (distributedCents: number, count: number) => Math.ceil(distributedCents / count);

const payingOf = (d: Row): Paying => ({ month: d.month_year, shareCents: largestShare(Number(d.total_distributed_cents), Number(d.beneficiaries_count)) });

/** The month's pool as zakat and sadaqah: zakat is what its rows hold as zakat, sadaqah the rest. */
const poolsOf = (totals: MonthTotals) => ({ zakatCents: Math.max(0, totals.zakat_net_cents), sadaqahCents: Math.max(0, totals.net_cents - Math.max(0, totals.zakat_net_cents)) });

/**
 * A prepared month's pools as it stored them: all of its zakat is distributed, so the zakat pool is
 * what it distributes as zakat; a month prepared before zakat was kept apart is all sadaqah.
 */
const storedPoolsOf = (d: Row) => {
  const zakat = Number(d.zakat_distributed_cents ?? 0);
  return { zakatCents: zakat, sadaqahCents: Number(d.total_pool_cents) - zakat };
};

const closeOf = (pools: { zakatCents: number; sadaqahCents: number }, recipients: Recipient[]): CloseAllocation | null =>
  allocateClose({ ...pools, zakatEligible: recipients.map((r) => isZakatEligible(r.zakat_category)) });

const monthTaken = (month: string) => conflict(`A distribution for ${monthLabel(month)} already exists. Distributions are never edited or replaced.`);

/**
 * The monthly close. One admin prepares a month: the pool is what the ledger holds for it (money in,
 * less fees and refunds), 1% (rounded down) is kept for operations and the rest is shared in equal
 * cents among the first N in the queue. Nothing is paid then. A second admin, with no tie to the
 * preparer's work or to anyone paid, approves it; approval pays, in one transaction with the audit entry.
 */
export function createDistributionsService(deps: {
  db: Executor; applications: ApplicationsService; audit: AuditService; ledger: LedgerService; stats: StatsService; payouts: PayoutsService; encouragement: EncouragementService;
  /** Business days after a billing day that a month's preparation waits for its charges still settling. */
  settlementWindowDays: number;
  limits: AdminLimitsService;
  aidLimits: AidLimitsService;
}) {
  async function requirePhaseTwo() {
    if ((await deps.stats.get()).phase !== 2) throw conflict(DISTRIBUTION_MESSAGES.phaseOne);
  }

  /**
   * Why this admin may not approve the distribution now, or null. The recipients are the first N in
   * the queue as it stands; any of them tied to the admin, or any change since it was prepared, refuses.
   */
  async function refusal(db: Executor, adminId: string, d: Row, recipients: Recipient[]): Promise<AppError | null> {
    if (d.status !== 'prepared') return conflict(DISTRIBUTION_MESSAGES.alreadyApproved);
    if (d.prepared_by === adminId) return forbidden(DISTRIBUTION_MESSAGES.selfPrepared);
    const paid = new Set(recipients.map((r) => r.id));
    const related = (await distributionsRepository.relatedWaiting(db, adminId)).filter((r) => paid.has(r.id));
    if (related.some((r) => r.own)) return forbidden(DISTRIBUTION_MESSAGES.ownApplication);
    if (related.some((r) => r.referred)) return forbidden(DISTRIBUTION_MESSAGES.referred);
    if (related.some((r) => r.sameDevice)) return forbidden(DISTRIBUTION_MESSAGES.sameDevice);
    const totals = await deps.ledger.monthTotals(d.month_year, db);
    if (totals.net_cents !== Number(d.total_pool_cents) || poolsOf(totals).zakatCents !== storedPoolsOf(d).zakatCents) return conflict(DISTRIBUTION_MESSAGES.ledgerChanged);
    if (recipients.length !== Number(d.beneficiaries_count) || digestOf(recipients) !== d.recipients_digest) return conflict(DISTRIBUTION_MESSAGES.queueChanged);
    return null;
  }

  /** Marks the applications paid, writes each share as an allocation and as a pending payout; answers the payouts' ids. */
  async function pay(trx: Executor, actor: Actor, d: Row, recipients: Recipient[], at: string): Promise<string[]> {
    const distributionId = d.id;
    const close = closeOf(storedPoolsOf(d), recipients);
    if (!close) throw conflict(ZAKAT_MESSAGES.noZakatRecipient);
    const parts = close.shares;
    const shares = parts.map((s) => s.zakat_cents + s.sadaqah_cents);
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
        // Fewer rows updated means another distribution paid one of them meanwhile: roll back.
        if ((await deps.applications.markPaid(trx, chunk, distributionId, amount)) !== chunk.length) throw conflict(DISTRIBUTION_MESSAGES.queueChanged);
      }
    }
    const allocations = recipients.map((r, i) => ({
      id: randomUUID(), distribution_id: distributionId, beneficiary_id: r.id, user_id: r.user_id, queue_position: i + 1, amount_cents: shares[i]!, zakat_cents: parts[i]!.zakat_cents, created_at: at,
    }));
    await distributionsRepository.insertAllocations(trx, allocations);
    const paid = allocations.map((a) => ({ allocation_id: a.id, user_id: a.user_id, amount_cents: a.amount_cents }));
    return deps.payouts.createFor(trx, actor, distributionId, d.month_year, paid, at);
  }

  /** Every published month, newest first, with its payouts' progress: one row a month, so this stays small for a lifetime. */
  async function publishedMonths(): Promise<PublicDistributionReport[]> {
    const rows = await distributionsRepository.all(deps.db);
    const progress = new Map((await deps.payouts.progressOf(rows.map((d) => d.id))).map((p) => [p.distribution_id, p]));
    return rows.map((d) => toPublic(toReport(d), progress.get(d.id)));
  }

  return {
    /**
     * Prepares a month that is over, in Phase 2, from the ledger. Preparing a month that is prepared
     * but not approved replaces the proposal (nothing was paid); an approved month is never replaced.
     */
    async prepare(actor: Actor, input: Distribution): Promise<AdminDistribution> {
      await requirePhaseTwo();
      const month = input.month_year;
      if (month >= monthOf(nowIso())) throw badRequest(DISTRIBUTION_MESSAGES.monthNotOver, { month_year: DISTRIBUTION_MESSAGES.monthNotOver });
      const n = input.beneficiaries_count;
      const id = await deps.db.transaction().execute(async (trx) => {
        // Before anything is read: a ledger row being written now is either in the sum below or in a later month.
        await holdMonthPools(trx);
        const existing = await distributionsRepository.findByMonth(trx, month);
        if (existing && existing.status !== 'prepared') throw monthTaken(month);
        const settling = settlementRefusal(month, await distributionsRepository.settlingCharges(trx, month), deps.settlementWindowDays, nowIso().slice(0, 10));
        if (settling) throw conflict(settling);
        const totals = await deps.ledger.monthTotals(month, trx);
        if (totals.net_cents <= 0) throw conflict(DISTRIBUTION_MESSAGES.nothingHeld);
        const pools = poolsOf(totals);
        const split = splitPool(totals.net_cents);
        if (split.distributed_cents < n) throw badRequest(DISTRIBUTION_MESSAGES.tooSmall, { beneficiaries_count: DISTRIBUTION_MESSAGES.tooSmall });
        const { recipients } = await deps.applications.firstQualifying(trx, n, 2, { month, shareCents: largestShare(split.distributed_cents, n) });
        if (recipients.length < n) {
          const qualifying = recipients.length;
          throw conflict(`Only ${qualifying} approved ${qualifying === 1 ? 'application qualifies' : 'applications qualify'} for a share, so ${n} beneficiaries cannot be paid. Approve more applications or lower the count.`);
        }
        const close = closeOf(pools, recipients);
        if (!close) throw conflict(ZAKAT_MESSAGES.noZakatRecipient);
        const at = nowIso();
        const fields = {
          total_pool_cents: totals.net_cents, total_distributed_cents: close.zakat_distributed_cents + close.sadaqah_distributed_cents, total_retained_cents: close.operations_cents, beneficiaries_count: n,
          collected_cents: totals.collected_cents, fees_cents: totals.fees_cents, refunds_cents: totals.refunds_cents,
          zakat_collected_cents: totals.zakat_collected_cents, zakat_distributed_cents: close.zakat_distributed_cents, operations_shortfall_cents: close.operations_shortfall_cents,
          recipients_digest: digestOf(recipients), prepared_by: actor.id, prepared_at: at,
        };
        const { recipients_digest: _digest, ...figures } = fields;
        if (existing) {
          if (!(await distributionsRepository.replacePrepared(trx, existing.id, fields))) throw monthTaken(month);
          const { recipients_digest: _before, prepared_by_name: _name, approved_by_name: _approver, ...before } = existing;
          await deps.audit.record(trx, actor, { action: 'prepare', entity_type: 'distribution', entity_id: existing.id, before, after: { month_year: month, status: 'prepared', ...figures } });
          return existing.id;
        }
        const newId = randomUUID();
        await distributionsRepository.insert(trx, { id: newId, month_year: month, status: 'prepared', created_by: actor.id, created_at: at, approved_by: null, approved_at: null, ...fields });
        await deps.audit.record(trx, actor, { action: 'prepare', entity_type: 'distribution', entity_id: newId, after: { month_year: month, status: 'prepared', ...figures } });
        return newId;
      }).catch((err: unknown) => {
        // The month's unique index decides between two preparations that both found the month free.
        throw isUniqueViolation(err) ? monthTaken(month) : err;
      });
      return toAdmin((await distributionsRepository.findById(deps.db, id))!);
    },

    /**
     * A second admin approves: the checks of `refusal`, then the shares are written as allocations and
     * pending payouts; once that commits, each beneficiary is told their payout is on its way.
     */
    async approve(actor: Actor, id: string): Promise<AdminDistribution> {
      await requirePhaseTwo();
      const payoutIds = await deps.limits.logRefusals(actor, id, () => deps.db.transaction().execute(async (trx) => {
        const d = await distributionsRepository.findById(trx, id);
        if (!d) throw notFound(DISTRIBUTION_MESSAGES.notFound);
        const { recipients, limited } = await deps.applications.firstQualifying(trx, Number(d.beneficiaries_count), 2, payingOf(d));
        const refused = await refusal(trx, actor.id, d, recipients);
        if (refused) throw refused;
        await deps.limits.consume(trx, actor, 'distribution_approval', Number(d.total_distributed_cents));
        const at = nowIso();
        if (!(await distributionsRepository.markApproved(trx, id, actor.id, at, { digest: d.recipients_digest ?? '', pool: Number(d.total_pool_cents), preparedBy: d.prepared_by }))) {
          throw conflict(DISTRIBUTION_MESSAGES.alreadyApproved);
        }
        const ids = await pay(trx, actor, d, recipients, at);
        await deps.encouragement.assignNotes(trx, id);
        await deps.aidLimits.recordPassedOver(trx, actor, d, limited);
        await deps.audit.record(trx, actor, {
          action: 'approve', entity_type: 'distribution', entity_id: id,
          before: { status: 'prepared', prepared_by: d.prepared_by },
          after: { ...toReport({ ...d, status: 'completed' }), approved_by: actor.id, recipients: recipients.length },
        });
        return ids;
      }));
      await deps.payouts.announce(payoutIds);
      return toAdmin((await distributionsRepository.findById(deps.db, id))!);
    },

    /**
     * A page of whom the distribution pays: for a prepared one, the first N of the queue as it stands
     * now with the share each would get; for an approved one, its allocations. Says whether the reader may approve.
     */
    async preview(actor: Actor, id: string, query: PageQuery): Promise<DistributionPreview> {
      const d = await distributionsRepository.findById(deps.db, id);
      if (!d) throw notFound(DISTRIBUTION_MESSAGES.notFound);
      const page = { page: query.page, page_size: query.page_size };
      if (d.status !== 'prepared') {
        const allocations = await this.allocations(id, query);
        return {
          ...page, total: allocations.total, distribution: toAdmin(d), approval_refusal: DISTRIBUTION_MESSAGES.alreadyApproved, passed_over: 0,
          items: allocations.items.map((a) => ({ ...a, applicant_name: a.applicant_name ?? '', application_id: a.application_id ?? '', pledge_status: null })),
        };
      }
      const { phase } = await deps.stats.get();
      const { recipients, passedOver } = await deps.applications.firstQualifying(deps.db, Number(d.beneficiaries_count), phase, payingOf(d));
      const parts = (recipients.length > 0 ? closeOf(storedPoolsOf(d), recipients)?.shares : undefined) ?? [];
      const offset = offsetOf(query);
      const slice = recipients.slice(offset, offset + query.page_size);
      const names = new Map((await distributionsRepository.namesOf(deps.db, slice.map((r) => r.id))).map((r) => [r.id, r.full_name]));
      const phaseOne = phase !== 2 ? DISTRIBUTION_MESSAGES.phaseOne : null;
      const refused = phaseOne ?? (await refusal(deps.db, actor.id, d, recipients))?.message ?? null;
      return {
        ...page, total: recipients.length, distribution: toAdmin(d), approval_refusal: refused, passed_over: passedOver,
        items: slice.map((r, i) => {
          const part = parts[offset + i] ?? { zakat_cents: 0, sadaqah_cents: 0 };
          return { queue_position: offset + i + 1, amount_cents: part.zakat_cents + part.sadaqah_cents, zakat_cents: part.zakat_cents, applicant_name: names.get(r.id) ?? '', application_id: r.id, pledge_status: r.pledge_status };
        }),
      };
    },

    /**
     * Before preparing: what the ledger holds for the month and its split, the queue a page at a time
     * with who qualifies, and how many qualify in all (the most this month can pay).
     */
    async outlook(month: string, query: PageQuery): Promise<DistributionOutlook> {
      const { phase } = await deps.stats.get();
      const [totals, queue, { recipients }] = await Promise.all([
        deps.ledger.monthTotals(month),
        deps.applications.queuePage(query, phase),
        deps.applications.firstQualifying(deps.db, MAX_BENEFICIARIES, phase, { month, shareCents: null }),
      ]);
      const pools = poolsOf(totals);
      const { operations_cents: operations, shortfall_cents: shortfall } = operationsOf(pools.zakatCents, pools.sadaqahCents);
      return {
        ...queue, month_year: month, collected_cents: totals.collected_cents, fees_cents: totals.fees_cents, refunds_cents: totals.refunds_cents,
        pool_cents: pools.zakatCents + pools.sadaqahCents, retained_cents: operations, distributed_cents: pools.zakatCents + pools.sadaqahCents - operations, qualifying: recipients.length,
        zakat_pool_cents: pools.zakatCents, sadaqah_pool_cents: pools.sadaqahCents, operations_shortfall_cents: shortfall,
      };
    },

    async adminList(query: PageQuery): Promise<AdminDistributionsResponse> {
      const [rows, total, stats] = await Promise.all([
        distributionsRepository.adminPage(deps.db, offsetOf(query), query.page_size),
        distributionsRepository.adminCount(deps.db),
        deps.stats.get(),
      ]);
      return { items: rows.map(toAdmin), page: query.page, page_size: query.page_size, total, phase: stats.phase };
    },

    async allocations(distributionId: string, query: PageQuery): Promise<Page<Allocation>> {
      const [items, total] = await Promise.all([
        distributionsRepository.allocationsPage(deps.db, distributionId, offsetOf(query), query.page_size),
        distributionsRepository.allocationsCount(deps.db, distributionId),
      ]);
      return { items, page: query.page, page_size: query.page_size, total };
    },

    /**
     * The published months with what each has paid and still owes, and the headline figures: money
     * collected (from the ledger) and money paid to families (confirmed payouts), never a projection.
     */
    async publicReports(query: PageQuery): Promise<DistributionsResponse> {
      const [months, collected] = await Promise.all([publishedMonths(), deps.ledger.collectedToDate()]);
      const sum = (pick: (m: PublicDistributionReport) => number) => months.reduce((total, m) => total + pick(m), 0);
      const offset = offsetOf(query);
      return {
        items: months.slice(offset, offset + query.page_size),
        page: query.page,
        page_size: query.page_size,
        total: months.length,
        families_supported: sum((m) => m.families_paid),
        collected_cents: collected,
        paid_cents: sum((m) => m.paid_cents),
        pending_cents: sum((m) => m.pending_cents),
      };
    },

    /** The approved months with their figures and their two admins' signatures, newest first. */
    closedWithSigners: () => distributionsRepository.closedWithSigners(deps.db),

    /** Every monthly report as CSV, amounts in dollars with two decimals; the ledger's figures are empty for months before it. */
    async reportsCsv(): Promise<string> {
      const rows = await publishedMonths();
      const optional = (cents: number | null) => (cents === null ? '' : dollars(cents));
      // Months closed before zakat was kept apart leave the zakat and sadaqah columns empty.
      const pools = (r: PublicDistributionReport) => {
        if (r.zakat_distributed_cents === null || r.zakat_collected_cents === null || r.collected_cents === null) return ['', '', '', '', '', ''];
        return [
          dollars(r.zakat_collected_cents), dollars(r.collected_cents - r.zakat_collected_cents), dollars(r.zakat_distributed_cents),
          dollars(r.total_distributed_cents - r.zakat_distributed_cents), dollars(r.total_retained_cents), dollars(r.operations_shortfall_cents ?? 0),
        ];
      };
      const lines = rows.map((r) =>
        [
          r.month_year, dollars(r.total_pool_cents), dollars(r.total_distributed_cents), dollars(r.total_retained_cents), r.beneficiaries_count, r.status,
          optional(r.collected_cents), optional(r.fees_cents), optional(r.refunds_cents), ...pools(r),
        ].join(','),
      );
      return `${[CSV_HEADER.join(','), ...lines].join('\r\n')}\r\n`;
    },
  };
}

export type DistributionsService = ReturnType<typeof createDistributionsService>;
