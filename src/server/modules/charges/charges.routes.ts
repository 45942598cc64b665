import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDITOR_READS } from '../../../shared/oversight';
import { CHARGES_API, chargeListQuerySchema } from '../../../shared/charges-api';
import type { ChargesService } from './charges.service';

export const chargesRoutes: FastifyPluginAsyncZod<{ charges: ChargesService }> = async (app, { charges }) => {
  app.get(CHARGES_API.list, {
    config: { access: 'admin', readBy: AUDITOR_READS },
    schema: { tags: ['admin'], summary: "Monthly charges newest change first, with each failure's decline reason; by status and member", querystring: chargeListQuerySchema },
  }, async (request) => charges.page(request.query));
};
