import type { SettingsResponse } from '../../../shared/api';
import type { GoalSettings } from '../../../shared/schemas/settings';
import type { Executor } from '../../db/executor';
import type { Actor, AuditService } from '../audit/audit.service';
import type { StatsService } from '../stats/stats.service';

/** Settings an admin may change; today the subscriber goal that starts Phase 2. */
export function createSettingsService(deps: { db: Executor; stats: StatsService; audit: AuditService }) {
  return {
    async get(): Promise<SettingsResponse> {
      return { goal: (await deps.stats.get()).goal };
    },

    /** Audited with the change; browsers hear of it only after commit, so they never see a goal that was rolled back. */
    async setGoal(actor: Actor, input: GoalSettings): Promise<SettingsResponse> {
      const changed = await deps.db.transaction().execute(async (trx) => {
        const previous = await deps.stats.replaceGoal(trx, input.goal);
        if (previous === input.goal) return false;
        await deps.audit.record(trx, actor, { action: 'update', entity_type: 'settings', entity_id: 'goal', before: { goal: previous }, after: { goal: input.goal } });
        return true;
      });
      if (changed) await deps.stats.announceChange();
      return { goal: input.goal };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
