import type { Campaign } from '../../../shared/domain/campaign';
import { todayUtc } from '../../../shared/domain/campaign';
import { CAMPAIGN_MESSAGES, type CampaignSettings } from '../../../shared/schemas/settings';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { badRequest } from '../../http/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { StatsService } from '../stats/stats.service';
import { campaignRepository } from './campaign.repository';

/**
 * The campaign figures admins set (the ambassador goal and its deadline). Read from the database on
 * every call, not cached: the Ambassador page is served with them, and an instance must never keep
 * a value another instance has replaced.
 */
export function createCampaignService(deps: { db: Executor; stats: StatsService; audit: AuditService }) {
  const readSettings = async (db: Executor): Promise<CampaignSettings> => {
    const row = await campaignRepository.read(db);
    return { ambassador_goal: row.ambassador_goal, ambassador_deadline: row.ambassador_deadline };
  };

  return {
    /** What the public pages show; the subscriber goal comes from the live figures. */
    async get(): Promise<Campaign> {
      const [settings, stats] = await Promise.all([readSettings(deps.db), deps.stats.current()]);
      return { ...settings, community_goal: stats.goal };
    },

    /** A deadline before today (UTC) is refused: it could only be a mistake. Audited with the change. */
    async set(actor: Actor, input: CampaignSettings): Promise<CampaignSettings> {
      if (input.ambassador_deadline !== null && input.ambassador_deadline < todayUtc()) {
        throw badRequest(CAMPAIGN_MESSAGES.deadlinePast, { ambassador_deadline: CAMPAIGN_MESSAGES.deadlinePast });
      }
      await deps.db.transaction().execute(async (trx) => {
        await campaignRepository.lock(trx);
        const previous = await readSettings(trx);
        if (previous.ambassador_goal === input.ambassador_goal && previous.ambassador_deadline === input.ambassador_deadline) return;
        await campaignRepository.write(trx, input, nowIso());
        await deps.audit.record(trx, actor, { action: 'update', entity_type: 'settings', entity_id: 'campaign', before: previous, after: input });
      });
      return input;
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
