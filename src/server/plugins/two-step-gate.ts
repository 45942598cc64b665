import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TwoStepService } from '../modules/two-step/two-step.service';

/**
 * Runs after the access guard: an admin route answers an admin, and an admin or oversight route a Shariah
 * board member or the auditor, only once they have turned on two-step verification (403
 * two_step_required). Their own two-step routes are member routes.
 */
export const twoStepGate = fp(async (app: FastifyInstance, opts: { twoStep: TwoStepService }) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    const session = request.session;
    if ((access !== 'admin' && access !== 'oversight') || !session || (!session.isAdmin && session.roles.length === 0)) return done();
    opts.twoStep.assertAdminEnrolled(session.userId).then(() => done(), done);
  });
});
