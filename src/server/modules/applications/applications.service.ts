import { randomUUID } from 'node:crypto';
import type { AdminApplicationsPage, BeneficiaryStatus, MyApplication, QueueEntry } from '../../../shared/api';
import type { Phase } from '../../../shared/domain/stats';
import type { SubscriptionStatus } from '../../../shared/schemas/subscriptions';
import type { ZakatMarking } from '../../../shared/domain/zakat';
import { ZAKAT_MESSAGES } from '../../../shared/schemas/zakat';
import type { EligibilityReason } from '../../../shared/domain/eligibility';
import { availablePayoutMethods, type PayoutMethod } from '../../../shared/domain/payouts';
import { applicationStatus } from '../../../shared/domain/queue';
import { ADMIN_APPLICATION_MESSAGES, APPLICATION_FILTERS, APPLICATION_MESSAGES, type ApplicationInput } from '../../../shared/schemas/applications';
import { PLEDGE_MANAGE_MESSAGES } from '../../../shared/schemas/pledge-manage';
import { offsetOf, type Page, type PageQuery } from '../../../shared/schemas/paging';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';
import type { BeneficiariesTable } from '../../db/tables';
import { flag, nowIso } from '../../db/time';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { AidLimitRule } from '../../../shared/aid-limits';
import type { AidLimitsService } from '../aid-limits/aid-limits.service';
import type { Actor, AuditService } from '../audit/audit.service';
import type { EligibilityService } from '../pledge-manage/eligibility.service';
import type { AdminLimitsService } from '../settings/admin-limits.service';
import type { StatsService } from '../stats/stats.service';
import { applicationsRepository } from './applications.repository';

type ApplicationRequest = Pick<ApplicationInput, 'reason' | 'amount_needed_cents' | 'category' | 'payout_method'>;

type StatusFilter = (typeof APPLICATION_FILTERS)[number];

type ApplicationRow = Pick<BeneficiariesTable, 'id' | 'reason' | 'approved' | 'reviewed_at' | 'amount_received_cents' | 'move_down' | 'created_at' | 'amount_needed_cents' | 'category' | 'payout_method'>;

/** A stored application as its owner sees it: 0/1 flags as booleans and the derived status. */
function toMyApplication(r: ApplicationRow): MyApplication {
  return {
    id: r.id,
    reason: r.reason,
    status: applicationStatus({ approved: r.approved === 1, reviewed: r.reviewed_at !== null }),
    amount_received_cents: r.amount_received_cents,
    move_down: r.move_down === 1,
    created_at: r.created_at,
    amount_needed_cents: r.amount_needed_cents === null ? null : Number(r.amount_needed_cents),
    category: r.category,
    payout_method: r.payout_method,
  };
}

const alreadyOpen = (state: 'under_review' | 'waiting') =>
  conflict(state === 'waiting' ? APPLICATION_MESSAGES.alreadyWaiting : APPLICATION_MESSAGES.alreadyOpen);

const INELIGIBLE: Partial<Record<EligibilityReason, string>> = {
  no_contribution: PLEDGE_MANAGE_MESSAGES.notEligibleYet,
  cancelled_early: PLEDGE_MANAGE_MESSAGES.notEligibleCancelled,
  not_started: PLEDGE_MANAGE_MESSAGES.notEligibleNotStarted,
};

/** A waiting application a distribution pays, with its member's pledge status to flag one not active. */
export type QueueRecipient = { id: string; user_id: string; pledge_status: SubscriptionStatus | null; zakat_category: ZakatMarking | null };

/** A waiting application a distribution passes over because paying it would break a fair limit. */
export type LimitedRecipient = { application_id: string; user_id: string; rule: AidLimitRule };

/** The distribution a queue is read for: its pool month and each share (null when not known yet). */
export type Paying = { month: string; shareCents: number | null };

/** How many waiting applications are read at a time while looking for those a distribution pays. */
const QUEUE_CHUNK = 500;

export function createApplicationsService(deps: { db: Executor; audit: AuditService; eligibility: EligibilityService; limits: AdminLimitsService; aidLimits: AidLimitsService; stats: StatsService; providerAvailable: boolean }) {
  /** A new application may only ask to be paid in a way the platform can pay now. */
  const payoutMethods = (): PayoutMethod[] => availablePayoutMethods(deps.providerAvailable);

  /**
   * The first n waiting applications, in queue order, whose member qualifies under the pledge rule
   * (shared/domain/eligibility.ts). One approved in Phase 1, or whose pledge never started or was
   * cancelled early, is passed over and keeps its place until its member qualifies; so is one the
   * fair limits keep from being paid by the distribution `paying` (listed in `limited`). `passedOver`
   * counts those met before the n-th (all of them when fewer than n qualify).
   */
  async function firstQualifying(db: Executor, n: number, phase: Phase, paying: Paying): Promise<{ recipients: QueueRecipient[]; passedOver: number; limited: LimitedRecipient[] }> {
    const recipients: QueueRecipient[] = [];
    const limited: LimitedRecipient[] = [];
    let passedOver = 0;
    for (let offset = 0; recipients.length < n; offset += QUEUE_CHUNK) {
      const chunk = await applicationsRepository.waitingSlice(db, offset, QUEUE_CHUNK);
      const members = [...new Set(chunk.map((r) => r.user_id))];
      const eligibility = await deps.eligibility.ofMany(db, members, phase);
      const overLimit = await deps.aidLimits.passOver(db, paying.month, paying.shareCents, members);
      for (const r of chunk) {
        if (recipients.length === n) break;
        const member = eligibility.get(r.user_id);
        const rule = overLimit.get(r.user_id);
        if (member?.eligible && !rule) recipients.push({ ...r, pledge_status: member.pledge_status });
        else passedOver += 1;
        if (member?.eligible && rule) limited.push({ application_id: r.id, user_id: r.user_id, rule });
      }
      if (chunk.length < QUEUE_CHUNK) break;
    }
    return { recipients, passedOver, limited };
  }

  /**
   * Approve or reject, once: the conditional update makes a second, simultaneous decision a 409.
   * Answers whose application it was, so the applicant can be told.
   */
  /**
   * The 12-month pledge rule (shared/domain/eligibility.ts), in Phase 2 only, and the fair limits;
   * rejecting is always allowed. Read before the decision's transaction: on SQLite a read outside
   * it would wait for it.
   */
  async function refuseIneligible(actor: Actor, id: string) {
    const application = await applicationsRepository.findById(deps.db, id);
    if (!application) return;
    const eligibility = await deps.eligibility.of(application.user_id);
    if (!eligibility.eligible) throw conflict(INELIGIBLE[eligibility.reason] ?? PLEDGE_MANAGE_MESSAGES.notEligibleYet);
    // Only a decision that could happen is refused and audited: not a second one, nor one on the admin's own.
    if (application.reviewed_at === null && application.user_id !== actor.id) await deps.aidLimits.refuseApproval(actor, application.user_id, id);
  }

  async function decide(actor: Actor, id: string, approve: boolean): Promise<{ applicantId: string }> {
    if (approve) await refuseIneligible(actor, id);
    return deps.limits.logRefusals(actor, id, () => deps.db.transaction().execute(async (trx) => {
      const before = await applicationsRepository.findById(trx, id);
      if (!before) throw notFound('Application not found');
      if (before.user_id === actor.id) throw forbidden(ADMIN_APPLICATION_MESSAGES.ownApplication);
      if (approve) await deps.limits.consume(trx, actor, 'application_approval', 0);
      const decision = { approved: flag(approve), reviewed_by: actor.id, reviewed_at: nowIso() };
      if (!(await applicationsRepository.review(trx, id, decision))) throw conflict(ADMIN_APPLICATION_MESSAGES.alreadyReviewed);
      await deps.audit.record(trx, actor, {
        action: approve ? 'approve' : 'reject',
        entity_type: 'application',
        entity_id: id,
        before: { approved: before.approved === 1, reviewed_by: before.reviewed_by, reviewed_at: before.reviewed_at },
        after: { approved: approve, reviewed_by: decision.reviewed_by, reviewed_at: decision.reviewed_at },
      });
      return { applicantId: before.user_id };
    }));
  }

  return {
    approve: (actor: Actor, id: string) => decide(actor, id, true),

    /** A reviewer marks an approved, unpaid application's zakat category (or sadaqah only); audited. */
    async markZakatCategory(actor: Actor, id: string, marking: ZakatMarking): Promise<void> {
      await deps.db.transaction().execute(async (trx) => {
        const before = await applicationsRepository.findById(trx, id);
        if (!before) throw notFound('Application not found');
        if (!(await applicationsRepository.setZakatCategory(trx, id, marking))) throw conflict(ZAKAT_MESSAGES.notApproved);
        await deps.audit.record(trx, actor, {
          action: 'update', entity_type: 'application', entity_id: id,
          before: { zakat_category: before.zakat_category }, after: { zakat_category: marking },
        });
      });
    },

    /** Rejecting keeps the record, marked reviewed and not approved, for the trail; it leaves the queue. */
    reject: (actor: Actor, id: string) => decide(actor, id, false),

    /** A page with what the decision needs about each member: their pledge, months given and the rule's verdict. */
    async adminList(status: StatusFilter, query: PageQuery): Promise<AdminApplicationsPage> {
      const [rows, total, latestShare, { phase }] = await Promise.all([
        applicationsRepository.adminPage(deps.db, status, offsetOf(query), query.page_size),
        applicationsRepository.adminCount(deps.db, status),
        applicationsRepository.latestShare(deps.db),
        deps.stats.get(),
      ]);
      const eligibility = await deps.eligibility.ofMany(deps.db, [...new Set(rows.map((r) => r.user_id))], phase);
      const items = rows.map((r) => {
        const member = eligibility.get(r.user_id)!;
        return {
          ...toMyApplication(r),
          user_id: r.user_id,
          applicant_name: r.applicant_name,
          applicant_email: r.applicant_email,
          reviewed_by_email: r.reviewed_by_email,
          reviewed_at: r.reviewed_at,
          joined_at: r.joined_at,
          pledge_status: member.pledge_status,
          contributed_months: member.contributed_months,
          eligibility: member.reason,
          eligible: member.eligible,
        };
      });
      return { items, page: query.page, page_size: query.page_size, total, latest_share: latestShare ?? null };
    },

    /** A page of the queue in order, each entry with its member's pledge and whether a distribution would pay it. */
    async queuePage(query: PageQuery, phase: Phase): Promise<Page<QueueEntry>> {
      const offset = offsetOf(query);
      const [rows, total] = await Promise.all([
        applicationsRepository.waitingPage(deps.db, offset, query.page_size),
        applicationsRepository.countWaiting(deps.db),
      ]);
      const eligibility = await deps.eligibility.ofMany(deps.db, [...new Set(rows.map((r) => r.user_id))], phase);
      const items = rows.map((r, i) => {
        const member = eligibility.get(r.user_id)!;
        return {
          queue_position: offset + i + 1,
          application_id: r.id,
          applicant_name: r.full_name,
          pledge_status: member.pledge_status,
          contributed_months: member.contributed_months,
          eligibility: member.reason,
          qualifies: member.eligible,
        };
      });
      return { items, page: query.page, page_size: query.page_size, total };
    },

    countWaiting: (trx: Executor) => applicationsRepository.countWaiting(trx),
    firstQualifying,
    markPaid: (trx: Executor, ids: string[], distributionId: string, amountCents: number) => applicationsRepository.markPaid(trx, ids, distributionId, amountCents),

    /**
     * One open application at a time. The check gives the clear message; the database's unique index
     * (migration 0006) decides between simultaneous requests, and the loser gets the same message.
     */
    payoutMethods,

    async submit(userId: string, input: ApplicationRequest): Promise<MyApplication> {
      if (!payoutMethods().includes(input.payout_method)) {
        throw badRequest(APPLICATION_MESSAGES.payoutMethodUnavailable, { payout_method: APPLICATION_MESSAGES.payoutMethodUnavailable });
      }
      const request = { amount_needed_cents: input.amount_needed_cents, category: input.category, payout_method: input.payout_method };
      // An open application is the first thing to hear of. The limits are checked before the
      // transaction: a refusal's audit entry must not roll back with it.
      if (!(await applicationsRepository.openApplicationState(deps.db, userId))) await deps.aidLimits.refuseApplicant(userId);
      const id = randomUUID();
      const createdAt = nowIso();
      try {
        await deps.db.transaction().execute(async (trx) => {
          const open = await applicationsRepository.openApplicationState(trx, userId);
          if (open) throw alreadyOpen(open);
          await applicationsRepository.insert(trx, { id, user_id: userId, reason: input.reason, created_at: createdAt, ...request });
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        throw alreadyOpen((await applicationsRepository.openApplicationState(deps.db, userId)) ?? 'under_review');
      }
      return { id, reason: input.reason, status: 'under_review', amount_received_cents: null, move_down: false, created_at: createdAt, ...request };
    },

    /** Only ever the caller's own applications: the user id comes from the session. */
    async mine(userId: string, query: PageQuery): Promise<Page<MyApplication>> {
      const [rows, total] = await Promise.all([
        applicationsRepository.pageOfMember(deps.db, userId, offsetOf(query), query.page_size),
        applicationsRepository.countOfMember(deps.db, userId),
      ]);
      return { items: rows.map(toMyApplication), page: query.page, page_size: query.page_size, total };
    },

    async beneficiaryStatus(userId: string): Promise<BeneficiaryStatus> {
      const [mine, open] = await Promise.all([
        applicationsRepository.waitingOfMember(deps.db, userId),
        applicationsRepository.openApplication(deps.db, userId),
      ]);
      const openApplication = open ?? null;
      if (!mine) return { open: openApplication, waiting: null };
      const [ahead, total] = await Promise.all([
        applicationsRepository.countAhead(deps.db, { move_down: mine.move_down, subscribed_at: mine.subscribed_at, applied_at: mine.applied_at, id: mine.id }),
        applicationsRepository.countWaiting(deps.db),
      ]);
      return { open: openApplication, waiting: { application_id: mine.id, position: ahead + 1, waiting_total: total, move_down: mine.move_down === 1 } };
    },

    /** A member may step back in the queue, and undo it, until they have been paid. */
    async setMoveDown(userId: string, applicationId: string, moveDown: boolean): Promise<void> {
      const app = await applicationsRepository.findOwned(deps.db, applicationId, userId);
      if (!app) throw notFound('Application not found');
      if (app.distribution_id) throw conflict('This application has already received its share.');
      await applicationsRepository.setMoveDown(deps.db, applicationId, flag(moveDown));
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
