import { randomUUID } from 'node:crypto';
import type { AdminPayout, AdminPayoutsResponse, MyPayout, PayoutEvent } from '../../../shared/api';
import { canMove, isReturnOfMoney, type PayoutStatus, returnMonth } from '../../../shared/domain/payouts';
import { offsetOf } from '../../../shared/schemas/paging';
import { PAYOUT_MESSAGES, type PayoutMove, type PayoutsQuery } from '../../../shared/schemas/payouts';
import type { Executor } from '../../db/executor';
import type { PayoutsTable } from '../../db/tables';
import { nowIso } from '../../db/time';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { JobQueue } from '../../jobs/job-queue';
import type { Actor, AuditService } from '../audit/audit.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { AdminLimitsService } from '../settings/admin-limits.service';
import { payoutsRepository } from './payouts.repository';

export const PAYOUT_MAIL_QUEUE = 'payout-mail';

/** One share of an approved distribution, as the approval wrote it. */
export interface PaidShare {
  allocation_id: string;
  user_id: string;
  amount_cents: number;
}

export type PayoutMailer = (payout: PayoutsTable, step: PayoutStatus) => Promise<void>;

type ListedRow = Awaited<ReturnType<typeof payoutsRepository.page>>[number];

const toAdmin = (r: ListedRow): AdminPayout => ({
  id: r.id, month_year: r.month_year, amount_cents: Number(r.amount_cents), status: r.status, method: r.method, reference: r.reference, beneficiary_name: r.beneficiary_name ?? null, updated_at: r.updated_at,
});

/**
 * Payouts (docs/decisions/0013-monthly-close.md): the approval of a distribution turns each share into a pending payout; admins
 * then move it to sent and confirmed, or to failed or returned. Each move is a history row and an
 * audit entry in one transaction; a failed or returned payout's money goes back to a later month's
 * pool as a ledger row, once. The beneficiary gets an e-mail at each step, from a job.
 */
export function createPayoutsService(deps: { db: Executor; audit: AuditService; ledger: LedgerService; jobs: JobQueue; providerAvailable: boolean; limits: AdminLimitsService }) {
  const mail = (ids: string[], step: PayoutStatus) =>
    deps.jobs.sendMany(PAYOUT_MAIL_QUEUE, ids.map((payoutId) => ({ data: { payoutId, step }, options: { singletonKey: `${payoutId}:${step}` } })));

  /** A failed or returned payout's money, back in the first month whose pool is not spent yet. */
  async function giveBack(trx: Executor, payout: PayoutsTable) {
    const month = returnMonth(payout.month_year, await payoutsRepository.closedMonthsAfter(trx, payout.month_year));
    const amount = Number(payout.amount_cents);
    // The payout's id is the reference: the ledger's unique (source, reference) writes this row once.
    // It is the member id too, as no member gave this money: it never counts in anyone's giving.
    await deps.ledger.append(trx, { kind: 'payout_return', amount_cents: amount, currency: 'USD', settled_cents: amount, month, member_id: payout.id, source: 'payout', reference: payout.id });
  }

  return {
    /**
     * Inside the approval's transaction: one pending payout per share, each with its first history
     * row by the approving admin. Answers the new payouts' ids, for `announce` once committed.
     */
    async createFor(trx: Executor, actor: Actor, distributionId: string, monthYear: string, shares: PaidShare[], at: string): Promise<string[]> {
      const payouts: PayoutsTable[] = shares.map((s) => ({
        id: randomUUID(), allocation_id: s.allocation_id, distribution_id: distributionId, month_year: monthYear, user_id: s.user_id, amount_cents: s.amount_cents,
        status: 'pending', method: null, reference: null, account_last4: null, created_at: at, updated_at: at,
      }));
      await payoutsRepository.insert(trx, payouts);
      await payoutsRepository.insertEvents(trx, payouts.map((p) => ({
        id: randomUUID(), payout_id: p.id, from_status: null, to_status: 'pending', method: null, reference: null, note: null, actor_id: actor.id, created_at: at,
      })));
      return payouts.map((p) => p.id);
    },

    /** How far each distribution's payouts have got: confirmed (paid) and pending or sent (owed). */
    progressOf: (distributionIds: string[]) => payoutsRepository.progressOf(deps.db, distributionIds),

    /** After the approval commits: each beneficiary hears that their payout is on its way. */
    announce: (payoutIds: string[]) => mail(payoutIds, 'pending'),

    async move(actor: Actor, id: string, input: PayoutMove): Promise<AdminPayout> {
      if (input.method === 'provider_transfer' && !deps.providerAvailable) throw badRequest(PAYOUT_MESSAGES.noProvider, { method: PAYOUT_MESSAGES.noProvider });
      await deps.limits.logRefusals(actor, id, () => deps.db.transaction().execute(async (trx) => {
        const payout = await payoutsRepository.findById(trx, id);
        if (!payout) throw notFound(PAYOUT_MESSAGES.notFound);
        if (!canMove(payout.status, input.status)) throw conflict(PAYOUT_MESSAGES.notAllowed);
        if (input.status === 'sent') await deps.limits.consume(trx, actor, 'payout_sent', Number(payout.amount_cents));
        const at = nowIso();
        // Only sending says how; later steps keep the method and reference it was sent with.
        const sending = input.status === 'sent';
        const change = {
          status: input.status,
          method: sending ? (input.method ?? null) : payout.method,
          reference: sending ? (input.reference || null) : payout.reference,
          account_last4: sending ? (input.account_last4 ?? null) : payout.account_last4,
          updated_at: at,
        };
        if (!(await payoutsRepository.move(trx, id, payout.status, change))) throw conflict(PAYOUT_MESSAGES.notAllowed);
        await payoutsRepository.insertEvents(trx, [{
          id: randomUUID(), payout_id: id, from_status: payout.status, to_status: input.status, method: sending ? change.method : null, reference: sending ? change.reference : null,
          note: input.note || null, actor_id: actor.id, created_at: at,
        }]);
        if (isReturnOfMoney(input.status)) await giveBack(trx, payout);
        await deps.audit.record(trx, actor, {
          action: 'payout_move', entity_type: 'payout', entity_id: id,
          before: { status: payout.status, method: payout.method, reference: payout.reference },
          after: { status: change.status, method: change.method, reference: change.reference, account_last4: change.account_last4, note: input.note || null, amount_cents: Number(payout.amount_cents) },
        });
      }));
      await mail([id], input.status);
      const [row] = await payoutsRepository.page(deps.db, { id }, 0, 1);
      return toAdmin(row!);
    },

    async list(query: PayoutsQuery): Promise<AdminPayoutsResponse> {
      const filter = { status: query.status, month: query.month };
      const [rows, total] = await Promise.all([
        payoutsRepository.page(deps.db, filter, offsetOf(query), query.page_size),
        payoutsRepository.count(deps.db, filter),
      ]);
      return { items: rows.map(toAdmin), page: query.page, page_size: query.page_size, total, provider_available: deps.providerAvailable };
    },

    async history(id: string): Promise<PayoutEvent[]> {
      if (!(await payoutsRepository.findById(deps.db, id))) throw notFound(PAYOUT_MESSAGES.notFound);
      return (await payoutsRepository.events(deps.db, [id])).map(({ payout_id: _id, ...e }) => ({ ...e, actor_name: e.actor_name ?? null }));
    },

    /** The member's own payouts and the date of each step; never who moved them or the admins' notes. */
    async mine(userId: string): Promise<MyPayout[]> {
      const payouts = await payoutsRepository.ofMember(deps.db, userId);
      const events = await payoutsRepository.events(deps.db, payouts.map((p) => p.id));
      return payouts.map((p) => ({
        id: p.id, month_year: p.month_year, amount_cents: Number(p.amount_cents), status: p.status, method: p.method,
        steps: events.filter((e) => e.payout_id === p.id).map((e) => ({ status: e.to_status, at: e.created_at })),
      }));
    },

    /** Registers the e-mail job; the sender comes from the mailer module, which knows the members. */
    register(send: PayoutMailer) {
      deps.jobs.define(PAYOUT_MAIL_QUEUE, async (job) => {
        const payout = await payoutsRepository.findById(deps.db, String(job.data.payoutId));
        if (payout) await send(payout, job.data.step as PayoutStatus);
      });
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
