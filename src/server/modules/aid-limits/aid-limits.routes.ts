import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_AID_LIMITS_API, AID_LIMITS_API, aidLimitsSchema } from '../../../shared/aid-limits';
import { requireAdmin } from '../../plugins/session';
import type { AidLimitsService } from './aid-limits.service';

export const aidLimitsRoutes: FastifyPluginAsyncZod<{ aidLimits: AidLimitsService }> = async (app, { aidLimits }) => {
  // Public: anyone thinking of joining may read the rules before they give.
  app.get(AID_LIMITS_API, {
    config: { access: 'public' },
    schema: { tags: ['site'], summary: 'The fair limits on assistance: days of membership before applying, months between payouts, most per member in 12 months (null: none)' },
  }, async () => aidLimits.get());

  app.put(ADMIN_AID_LIMITS_API, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Change the fair limits on assistance; audited', body: aidLimitsSchema },
  }, async (request) => aidLimits.set(requireAdmin(request), request.body));
};
