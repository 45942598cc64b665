import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../../shared/api';
import { PHASE_MESSAGES, phaseChangeSchema } from '../../../shared/schemas/phase';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import { requireAdmin } from '../../plugins/session';
import type { PhaseService } from './phase.service';

const params = z.object({ id: z.uuid(PHASE_MESSAGES.notFound) });

export const phaseRoutes: FastifyPluginAsyncZod<{ phase: PhaseService }> = async (app, { phase }) => {
  app.get(API.adminPhase, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'The phase, whether Phase 2 is ready, how many members it would invite, and the switch waiting for approval' },
  }, async (request) => phase.state(requireAdmin(request)));

  app.get(API.adminPhaseInvitees, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'A page of the members a start of Phase 2 would invite to pledge (name and e-mail)', querystring: pageQuerySchema },
  }, async (request) => phase.invitees(request.query));

  app.post(API.adminPhase, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Prepare a switch of phase (and the goal it sets); nothing changes until a different admin approves it', body: phaseChangeSchema },
  }, async (request, reply) => {
    const state = await phase.prepare(requireAdmin(request), request.body);
    return reply.status(201).send({ success: true, message: PHASE_MESSAGES.prepared, state });
  });

  app.post('/api/admin/phase/:id/approval', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'A different admin approves the prepared switch: the phase changes and, for Phase 2, the invitations start', params },
  }, async (request) => ({ success: true, message: PHASE_MESSAGES.approved, state: await phase.approve(requireAdmin(request), request.params.id) }));

  app.post('/api/admin/phase/:id/withdrawal', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Withdraw the prepared switch of phase', params },
  }, async (request) => ({ success: true, message: PHASE_MESSAGES.withdrawn, state: await phase.withdraw(requireAdmin(request), request.params.id) }));
};
