import type { SettingsResponse } from '../../../shared/api';
import { phaseOf } from '../../../shared/domain/stats';
import { PHASE_MESSAGES } from '../../../shared/schemas/phase';
import type { GoalSettings } from '../../../shared/schemas/settings';
import type { Executor } from '../../db/executor';
import { conflict } from '../../http/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { StatsService } from '../stats/stats.service';

/** Settings an admin may change alone; today the subscriber goal, as long as it switches no phase. */
export function createSettingsService(deps: { db: Executor; stats: StatsService; audit: AuditService }) {
  return {
    async get(): Promise<SettingsResponse> {
      return { goal: (await deps.stats.get()).goal };
    },

    /**
     * A goal that would put the counts on the other side of the threshold from both the old goal and the
     * phase in effect is refused: that is a phase switch, which takes two admins (the phase module).
     * Audited with the change; browsers hear of it only after commit, so they never see a goal that was rolled back.
     */
    async setGoal(actor: Actor, input: GoalSettings): Promise<SettingsResponse> {
      const changed = await deps.db.transaction().execute(async (trx) => {
        const stats = await deps.stats.lockAndRead(trx);
        if (stats.goal === input.goal) return false;
        const wouldBe = phaseOf(stats.verified_subscribers, input.goal);
        if (wouldBe !== phaseOf(stats.verified_subscribers, stats.goal) && wouldBe !== stats.phase) throw conflict(PHASE_MESSAGES.goalCrossesThreshold);
        await deps.stats.writeGoal(trx, input.goal);
        await deps.audit.record(trx, actor, { action: 'update', entity_type: 'settings', entity_id: 'goal', before: { goal: stats.goal }, after: { goal: input.goal } });
        return true;
      });
      if (changed) await deps.stats.announceChange();
      return { goal: input.goal };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
