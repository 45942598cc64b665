import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ADMIN_LIMITS_API, adminLimitsSchema } from '../../../shared/admin-limits';
import { API } from '../../../shared/api';
import { ORGANISATION_API, organisationProfileSchema } from '../../../shared/schemas/organisation';
import { campaignSettingsSchema, goalSettingsSchema } from '../../../shared/schemas/settings';
import type { Access } from '../../http/access';
import { requireAdmin } from '../../plugins/session';
import type { Actor } from '../audit/audit.service';
import type { OrganisationService } from '../organisation/organisation.service';
import type { AdminLimitsService } from './admin-limits.service';
import type { CampaignService } from './campaign.service';
import type { SettingsService } from './settings.service';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A setting read by `read.access` and changed only by an admin, each with its own path and summary. */
function settingRoutes<Body extends z.ZodType>(app: App, setting: {
  read: { path: string; access: Access; summary: string; handler: () => Promise<unknown> };
  change: { path: string; summary: string; body: Body; handler: (admin: Actor, input: z.output<Body>) => Promise<unknown> };
}) {
  const { read, change } = setting;
  app.get(read.path, {
    config: { access: read.access },
    schema: { tags: [read.access === 'public' ? 'site' : 'admin'], summary: read.summary },
  }, async () => read.handler());

  // The type provider cannot resolve the output of a generic schema; Fastify has validated the body against it.
  app.put(change.path, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: change.summary, body: change.body },
  }, async (request) => change.handler(requireAdmin(request), request.body as z.output<Body>));
}

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService; campaign: CampaignService; adminLimits: AdminLimitsService; organisation: OrganisationService }> = async (app, { settings, campaign, adminLimits, organisation }) => {
  settingRoutes(app, {
    read: { path: API.adminSettings, access: 'admin', summary: 'The subscriber goal that starts Phase 2', handler: () => settings.get() },
    change: { path: API.adminSettings, summary: 'Change the subscriber goal; the live counters follow at once. A goal that would switch the phase is refused: that takes two admins (/api/admin/phase)', body: goalSettingsSchema, handler: (admin, input) => settings.setGoal(admin, input) },
  });

  settingRoutes(app, {
    read: { path: API.campaign, access: 'public', summary: 'The ambassador goal, its deadline (null when none) and the subscriber goal', handler: () => campaign.get() },
    change: { path: API.adminCampaign, summary: 'Change the ambassador goal and its deadline (a day not in the past, or null)', body: campaignSettingsSchema, handler: (admin, input) => campaign.set(admin, input) },
  });

  settingRoutes(app, {
    read: { path: ADMIN_LIMITS_API, access: 'admin', summary: 'What one admin may approve or mark as sent in any 24 hours (null: no limit)', handler: () => adminLimits.get() },
    change: { path: ADMIN_LIMITS_API, summary: 'Change the per-admin limits over any 24 hours; audited', body: adminLimitsSchema, handler: (admin, input) => adminLimits.set(admin, input) },
  });

  settingRoutes(app, {
    read: { path: ORGANISATION_API, access: 'admin', summary: 'The organisation\'s public profile as stored (the public reads it in /api/site)', handler: () => organisation.get() },
    change: { path: ORGANISATION_API, summary: 'Replace the organisation\'s public profile: legal name, registration number, postal address, support e-mail and phone, board and scholars; audited', body: organisationProfileSchema, handler: (admin, input) => organisation.set(admin, input) },
  });
};
