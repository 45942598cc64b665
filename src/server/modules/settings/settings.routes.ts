import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { goalSettingsSchema } from '../../../shared/schemas/settings';
import { requireAdmin } from '../../plugins/session';
import type { SettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get(API.adminSettings, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'The subscriber goal that starts Phase 2' },
  }, async () => settings.get());

  app.put(API.adminSettings, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Change the subscriber goal; the live counters follow at once', body: goalSettingsSchema },
  }, async (request) => settings.setGoal(requireAdmin(request), request.body));
};
