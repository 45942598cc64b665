import { randomUUID } from 'node:crypto';
import { MONTHLY_PLEDGE_CENTS } from '../../../shared/domain/stats';
import { todayIso } from '../../../shared/domain/dates';
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
        status: 'pending',
        monthly_amount_cents: MONTHLY_PLEDGE_CENTS,
        start_date: todayIso(new Date(now)),
        next_billing_date: null,
        created_at: now,
        updated_at: now,
      });
    },

    /**
     * The member's payment method is saved (Phase 2): the pledge becomes active at the amount they
     * chose, with its first charge due on `firstChargeDate`. False when the member has no pledge.
     */
    activate(trx: Executor, userId: string, monthlyAmountCents: number, firstChargeDate: string) {
      return subscriptionsRepository.setForUser(trx, userId, { status: 'active', monthly_amount_cents: monthlyAmountCents, next_billing_date: firstChargeDate, updated_at: nowIso() });
    },

    forMember(userId: string) {
      return subscriptionsRepository.findByUser(deps.db, userId);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
