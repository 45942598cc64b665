import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, type MessageResponse, type RecoveryCodesResponse, type TwoStepSetup, type TwoStepStatus } from '../../../shared/api';
import { TWO_STEP_MESSAGES, twoStepCodeSchema, twoStepDisableSchema } from '../../../shared/schemas/two-step';
import { clientIp } from '../../http/client-ip';
import { requireSession } from '../../plugins/session';
import type { TwoStepService } from './two-step.service';

/** The member's own two-step settings; open to admins who have not turned it on yet, so they can. */
export const twoStepRoutes: FastifyPluginAsyncZod<{ twoStep: TwoStepService }> = async (app, { twoStep }) => {
  app.get(API.myTwoStep, {
    config: { access: 'member' },
    schema: { tags: ['two-step'], summary: 'Whether two-step verification is on, and recovery codes left' },
  }, async (request) => twoStep.status(requireSession(request).userId) satisfies Promise<TwoStepStatus>);

  app.post(API.myTwoStepSetup, {
    config: { access: 'member' },
    schema: { tags: ['two-step'], summary: 'A new secret and otpauth:// URI to scan; not active until confirmed' },
  }, async (request) => {
    const session = requireSession(request);
    return twoStep.setup(session.userId, session.email) satisfies Promise<TwoStepSetup>;
  });

  app.post(API.myTwoStepEnable, {
    config: { access: 'member' },
    schema: { tags: ['two-step'], summary: 'Confirm a code from the app: turns it on and returns ten recovery codes once', body: twoStepCodeSchema },
  }, async (request) => twoStep.enable(requireSession(request).userId, request.body.code, clientIp(request)) satisfies Promise<RecoveryCodesResponse>);

  app.post(API.myTwoStepRecoveryCodes, {
    config: { access: 'member' },
    schema: { tags: ['two-step'], summary: 'Replace the recovery codes (needs a code from the app)', body: twoStepCodeSchema },
  }, async (request) => twoStep.regenerateRecoveryCodes(requireSession(request).userId, request.body.code, clientIp(request)) satisfies Promise<RecoveryCodesResponse>);

  app.post(API.myTwoStepDisable, {
    config: { access: 'member' },
    schema: { tags: ['two-step'], summary: 'Turn it off with the password and a code (members only)', body: twoStepDisableSchema },
  }, async (request) => {
    await twoStep.disable(requireSession(request).userId, request.body.password, request.body.code, clientIp(request));
    return { success: true, message: TWO_STEP_MESSAGES.turnedOff } satisfies MessageResponse;
  });
};
