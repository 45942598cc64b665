import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attestationSchema, OVERSIGHT_API, OVERSIGHT_MESSAGES, roleChangeSchema } from '../../../shared/oversight';
import { requireAdmin, requireSession } from '../../plugins/session';
import type { AttestationsService } from './attestations.service';
import type { RolesService } from './roles.service';

const params = z.object({ id: z.uuid(OVERSIGHT_MESSAGES.monthNotFound) });
const changeParams = z.object({ id: z.uuid(OVERSIGHT_MESSAGES.changeNotFound) });

export const oversightRoutes: FastifyPluginAsyncZod<{ attestations: AttestationsService; roles: RolesService }> = async (app, { attestations, roles }) => {
  app.get(OVERSIGHT_API.months, {
    config: { access: 'oversight' },
    schema: { tags: ['oversight'], summary: "The approved months with their figures and signatures, and which of them the reader's roles may still sign" },
  }, async (request) => {
    const session = requireSession(request);
    return attestations.months({ userId: session.userId, email: session.email, roles: session.roles });
  });

  app.post('/api/oversight/months/:id/attestations', {
    config: { access: 'oversight' },
    schema: { tags: ['oversight'], summary: 'The Shariah board or the auditor attests an approved month; the board may instead raise a concern, with a note', params, body: attestationSchema },
  }, async (request, reply) => {
    const session = requireSession(request);
    await attestations.sign({ userId: session.userId, email: session.email, roles: session.roles }, request.params.id, request.body);
    return reply.status(201).send({ success: true, message: request.body.verdict === 'attested' ? OVERSIGHT_MESSAGES.attested : OVERSIGHT_MESSAGES.concernRaised });
  });

  app.get(OVERSIGHT_API.adminConcerns, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: "The months whose Shariah board's latest word is a concern, with its note" },
  }, async () => attestations.openConcerns());

  app.get(OVERSIGHT_API.adminRoles, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Who holds the Shariah board and auditor roles, and the grants and revocations waiting for a second admin' },
  }, async () => roles.list());

  app.post(OVERSIGHT_API.adminRoleChanges, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Propose granting or revoking a Shariah board or auditor role; it takes effect when another admin approves', body: roleChangeSchema },
  }, async (request, reply) => {
    const proposed = await roles.propose(requireAdmin(request), request.body);
    return reply.status(201).send({ success: true, message: OVERSIGHT_MESSAGES.proposed, ...proposed });
  });

  app.post('/api/admin/oversight/role-changes/:id/approval', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'A second admin approves a proposed role change, which takes effect (never the admin who proposed it)', params: changeParams },
  }, async (request) => {
    await roles.approve(requireAdmin(request), request.params.id);
    return { success: true, message: OVERSIGHT_MESSAGES.approved };
  });
};
