import { type Eligibility, eligibilityOf } from '../../../shared/domain/eligibility';
import type { Executor } from '../../db/executor';
import type { LedgerService } from '../ledger/ledger.service';
import type { StatsService } from '../stats/stats.service';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';

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
  };
}

export type EligibilityService = ReturnType<typeof createEligibilityService>;
