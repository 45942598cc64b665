import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { campaignSettingsSchema, goalSettingsSchema } from '../../../shared/schemas/settings';
import { requireAdmin } from '../../plugins/session';
import type { CampaignService } from './campaign.service';
import type { SettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService; campaign: CampaignService }> = async (app, { settings, campaign }) => {
  app.get(API.adminSettings, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'The subscriber goal that starts Phase 2' },
  }, async () => settings.get());

  app.put(API.adminSettings, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Change the subscriber goal; the live counters follow at once', body: goalSettingsSchema },
  }, async (request) => settings.setGoal(requireAdmin(request), request.body));

  app.get(API.campaign, {
    config: { access: 'public' },
    schema: { tags: ['site'], summary: 'The ambassador goal, its deadline (null when none) and the subscriber goal' },
  }, async () => campaign.get());

  app.put(API.adminCampaign, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Change the ambassador goal and its deadline (a day not in the past, or null)', body: campaignSettingsSchema },
  }, async (request) => campaign.set(requireAdmin(request), request.body));
};
