import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TwoStepService } from '../modules/two-step/two-step.service';

/**
 * Runs after the access guard: an admin route answers an admin only once they have turned on
 * two-step verification (403 two_step_required). Their own two-step routes are member routes.
 */
export const twoStepGate = fp(async (app: FastifyInstance, opts: { twoStep: TwoStepService }) => {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.access !== 'admin' || !request.session?.isAdmin) return done();
    opts.twoStep.assertAdminEnrolled(request.session.userId).then(() => done(), done);
  });
});
