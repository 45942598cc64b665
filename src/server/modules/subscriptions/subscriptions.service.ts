import { randomUUID } from 'node:crypto';
import { MONTHLY_PLEDGE_CENTS } from '../../../shared/domain/stats';
import { todayIso } from '../../../shared/domain/dates';
import { mayChangePledgeStatus, NEW_PLEDGE_STATUS } from '../../../shared/domain/pledge-status';
import type { SubscriptionStatus } from '../../../shared/schemas/subscriptions';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { subscriptionsRepository } from './subscriptions.repository';

export function createSubscriptionsService(deps: { db: Executor }) {
  return {
    /** Every new member pledges $10.00 a month; it stays pending until Phase 2 collects it. */
    async createPledge(trx: Executor, userId: string) {
      const now = nowIso();
      await subscriptionsRepository.insert(trx, {
        id: randomUUID(),
        user_id: userId,
        status: NEW_PLEDGE_STATUS,
        monthly_amount_cents: MONTHLY_PLEDGE_CENTS,
        start_date: todayIso(new Date(now)),
        next_billing_date: null,
        created_at: now,
        updated_at: now,
      });
    },

    /**
     * The member's payment method is saved (Phase 2). A pledge not yet running (pending, cancelled,
     * past due) becomes active at the amount chosen, first charged on `firstChargeDate`; a new
     * start after a cancellation keeps the same pledge, so its subscription date, and with it the
     * member's place in the assistance queue, stays. A running pledge (active or paused) only takes
     * the new amount: changing the method neither ends a pause nor moves the billing day. Answers
     * the pledge's status afterwards, null when the member has no pledge.
     */
    async activate(trx: Executor, userId: string, monthlyAmountCents: number, firstChargeDate: string): Promise<SubscriptionStatus | null> {
      const current = await subscriptionsRepository.findOwn(trx, userId);
      if (!current) return null;
      const updated_at = nowIso();
      if (!mayChangePledgeStatus('setUp', current.status, 'active')) {
        await subscriptionsRepository.change(trx, userId, [current.status], { monthly_amount_cents: monthlyAmountCents, updated_at });
        return current.status;
      }
      await subscriptionsRepository.change(trx, userId, [current.status], { status: 'active', monthly_amount_cents: monthlyAmountCents, next_billing_date: firstChargeDate, cancelled_at: null, updated_at });
      return 'active';
    },

    /** The pledge with its pause and cancellation, read inside `db` (a transaction, to act on it). */
    findOwn: (db: Executor, userId: string) => subscriptionsRepository.findOwn(db, userId),

    statusesOf: (db: Executor, userIds: string[]) => subscriptionsRepository.statusesOf(db, userIds),

    /** Applies a member's change if the pledge is still in one of the `expected` statuses. */
    change: subscriptionsRepository.change,

    duePauses: subscriptionsRepository.duePauses,

    zakatPercentOf: subscriptionsRepository.zakatPercentOf,
    setZakatPercent: subscriptionsRepository.setZakatPercent,

    forMember(userId: string) {
      return subscriptionsRepository.findByUser(deps.db, userId);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
