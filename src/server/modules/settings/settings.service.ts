import type { SettingsResponse } from '../../../shared/api';
import { phaseOf } from '../../../shared/domain/stats';
import type { GoalSettings } from '../../../shared/schemas/settings';
import type { Executor } from '../../db/executor';
import type { Actor, AuditService } from '../audit/audit.service';
import type { StatsService } from '../stats/stats.service';

/** Settings an admin may change; today the subscriber goal that starts Phase 2. */
export function createSettingsService(deps: {
  db: Executor;
  stats: StatsService;
  audit: AuditService;
  /** Told after commit when a new goal has started Phase 2 (the members are invited to pledge). */
  phaseBegan: () => Promise<void>;
}) {
  return {
    async get(): Promise<SettingsResponse> {
      return { goal: (await deps.stats.get()).goal };
    },

    /** Audited with the change; browsers hear of it only after commit, so they never see a goal that was rolled back. */
    async setGoal(actor: Actor, input: GoalSettings): Promise<SettingsResponse> {
      const previous = await deps.db.transaction().execute(async (trx) => {
        const goal = await deps.stats.replaceGoal(trx, input.goal);
        if (goal === input.goal) return null;
        await deps.audit.record(trx, actor, { action: 'update', entity_type: 'settings', entity_id: 'goal', before: { goal }, after: { goal: input.goal } });
        return goal;
      });
      if (previous === null) return { goal: input.goal };
      await deps.stats.announceChange();
      const now = await deps.stats.get();
      if (now.phase === 2 && phaseOf(now.verified_subscribers, previous) === 1) await deps.phaseBegan();
      return { goal: input.goal };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
