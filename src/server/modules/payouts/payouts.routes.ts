import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDITOR_READS } from '../../../shared/oversight';
import { z } from 'zod';
import { API } from '../../../shared/api';
import { PAYOUT_MESSAGES, payoutMoveSchema, payoutsQuerySchema } from '../../../shared/schemas/payouts';
import { requireAdmin, requireSession } from '../../plugins/session';
import type { PayoutsService } from './payouts.service';

const params = z.object({ id: z.uuid(PAYOUT_MESSAGES.notFound) });

export const payoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  app.get(API.adminPayouts, {
    config: { access: 'admin', readBy: AUDITOR_READS },
    schema: { tags: ['admin'], summary: 'Payouts of approved distributions, newest month first, by status and month', querystring: payoutsQuerySchema },
  }, async (request) => payouts.list(request.query));

  app.get('/api/admin/payouts/:id/history', {
    config: { access: 'admin', readBy: AUDITOR_READS },
    schema: { tags: ['admin'], summary: "A payout's moves: who, when, how, why", params },
  }, async (request) => ({ items: await payouts.history(request.params.id) }));

  app.post('/api/admin/payouts/:id/moves', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Moves a payout: sent (through the provider, or outside the platform with a reference), confirmed, failed or returned', params, body: payoutMoveSchema },
  }, async (request) => {
    const payout = await payouts.move(requireAdmin(request), request.params.id, request.body);
    return { success: true, message: PAYOUT_MESSAGES.moved, payout };
  });

  app.get(API.myPayouts, {
    config: { access: 'member' },
    schema: { tags: ['applications'], summary: "The member's own payouts and the date of each step" },
  }, async (request) => ({ items: await payouts.mine(requireSession(request).userId) }));
};
