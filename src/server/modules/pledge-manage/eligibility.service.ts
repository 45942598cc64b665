import type { Phase } from '../../../shared/domain/stats';
import { type Eligibility, eligibilityOf } from '../../../shared/domain/eligibility';
import type { SubscriptionStatus } from '../../../shared/schemas/subscriptions';
import type { Executor } from '../../db/executor';
import type { LedgerService } from '../ledger/ledger.service';
import type { StatsService } from '../stats/stats.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';

/** A member's eligibility with the pledge status it was judged from (null: no pledge). */
export type MemberEligibility = Eligibility & { pledge_status: SubscriptionStatus | null };

/** The 12-month pledge rule (shared/domain/eligibility.ts) for one member, from their pledge and the ledger. */
export function createEligibilityService(deps: { db: Executor; stats: StatsService; subscriptions: SubscriptionsService; ledger: LedgerService }) {
  return {
    async of(userId: string): Promise<Eligibility> {
      const [{ phase }, pledge, contributedMonths] = await Promise.all([
        deps.stats.get(),
        deps.subscriptions.findOwn(deps.db, userId),
        deps.ledger.contributedMonths(userId),
      ]);
      return eligibilityOf({ phase, status: pledge?.status ?? null, contributedMonths });
    },

    /**
     * The same rule for many members in two reads, inside `db` (a transaction that acts on the answer);
     * the caller gives the phase, read before its transaction.
     */
    async ofMany(db: Executor, userIds: string[], phase: Phase): Promise<Map<string, MemberEligibility>> {
      const statuses = await deps.subscriptions.statusesOf(db, userIds);
      const months = await deps.ledger.contributedMonthsOf(userIds, db);
      return new Map(userIds.map((id) => {
        const status = statuses.get(id) ?? null;
        return [id, { ...eligibilityOf({ phase, status, contributedMonths: months.get(id) ?? 0 }), pledge_status: status }];
      }));
    },
  };
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;
