import type { AdminSubscription, SubscriptionCounts } from '../../../shared/api';
import { mayChangePledgeStatus } from '../../../shared/domain/pledge-status';
import { offsetOf, type Page } from '../../../shared/schemas/paging';
import { NO_SUBSCRIPTION, SUBSCRIPTION_MESSAGES, SUBSCRIPTION_STATUSES, type SubscriptionListQuery, type SubscriptionStatus, type SubscriptionUpdate } from '../../../shared/schemas/subscriptions';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { conflict, notFound } from '../../http/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { MembersService } from '../members/members.service';
import { type SubscriptionFilter, subscriptionsRepository } from './subscriptions.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?q= holding a user id looks that member up exactly; anything else searches names. */
function filterOf(query: SubscriptionListQuery): SubscriptionFilter {
  const q = query.q || undefined;
  const byId = q !== undefined && UUID.test(q);
  return { status: query.status, userId: byId ? q.toLowerCase() : undefined, name: byId ? undefined : q };
}

/**
 * What admins do with pledges: read, count, edit and delete. Each change is written to
 * the audit trail in its own transaction, with the full row before and after.
 */
export function createSubscriptionsAdminService(deps: {
  db: Executor;
  /** The list and the counts, long reads at a million pledges, read through this (see Db.reads). */
  reads: Executor;
  audit: AuditService;
  members: MembersService;
}) {
  async function lockedRow(trx: Executor, id: string) {
    if (!(await subscriptionsRepository.lock(trx, id))) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    const row = await subscriptionsRepository.findById(trx, id);
    if (!row) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    return row;
  }

  async function one(id: string): Promise<AdminSubscription> {
    const [row] = await subscriptionsRepository.page(deps.db, { id }, 0, 1);
    if (!row) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    return row;
  }

  return {
    async list(query: SubscriptionListQuery): Promise<Page<AdminSubscription>> {
      const filter = filterOf(query);
      const [items, total] = await Promise.all([
        subscriptionsRepository.page(deps.reads, filter, offsetOf(query), query.page_size),
        subscriptionsRepository.count(deps.reads, filter),
      ]);
      return { items, page: query.page, page_size: query.page_size, total };
    },

    async counts(): Promise<SubscriptionCounts> {
      const rows = await subscriptionsRepository.countByStatus(deps.reads);
      const of = (status: SubscriptionStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
      const byStatus = Object.fromEntries(SUBSCRIPTION_STATUSES.map((status) => [status, of(status)])) as Record<SubscriptionStatus, number>;
      // The total is the sum of the statuses shown beside it, so the counters always add up on screen.
      return { total: SUBSCRIPTION_STATUSES.reduce((sum, status) => sum + byStatus[status], 0), ...byStatus };
    },

    /** Any status may be set directly, on purpose (the table's adminEdit); the member's profile shows the same status. */
    async update(actor: Actor, id: string, input: SubscriptionUpdate): Promise<AdminSubscription> {
      await deps.db.transaction().execute(async (trx) => {
        const before = await lockedRow(trx, id);
        const changes = { status: input.status, monthly_amount_cents: input.monthly_amount, next_billing_date: input.next_billing_date };
        const unchanged = before.status === changes.status && Number(before.monthly_amount_cents) === changes.monthly_amount_cents && before.next_billing_date === changes.next_billing_date;
        if (unchanged) return;
        if (!mayChangePledgeStatus('adminEdit', before.status, changes.status)) throw conflict(SUBSCRIPTION_MESSAGES.status, { status: SUBSCRIPTION_MESSAGES.status });
        const after = { ...before, ...changes, updated_at: nowIso() };
        await subscriptionsRepository.update(trx, id, { ...changes, updated_at: after.updated_at });
        await deps.members.setSubscriptionStatus(trx, before.user_id, input.status);
        await deps.audit.record(trx, actor, { action: 'update', entity_type: 'subscription', entity_id: id, before, after });
      });
      return one(id);
    },

    /** The spec allows deleting a pledge; the audit trail keeps the whole row, which is its money history. */
    async remove(actor: Actor, id: string): Promise<void> {
      await deps.db.transaction().execute(async (trx) => {
        const before = await lockedRow(trx, id);
        await subscriptionsRepository.delete(trx, id);
        await deps.members.setSubscriptionStatus(trx, before.user_id, NO_SUBSCRIPTION);
        await deps.audit.record(trx, actor, { action: 'delete', entity_type: 'subscription', entity_id: id, before });
      });
    },
  };
}

export type SubscriptionsAdminService = ReturnType<typeof createSubscriptionsAdminService>;
