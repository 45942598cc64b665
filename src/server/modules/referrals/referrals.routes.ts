import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import { referralLookupSchema } from '../../../shared/schemas/referrals';
import { clientIp } from '../../http/client-ip';
import { requireSession } from '../../plugins/session';
import type { ReferralsService } from './referrals.service';

export const referralsRoutes: FastifyPluginAsyncZod<{ referrals: ReferralsService }> = async (app, { referrals }) => {
  app.get(API.referralSummary, {
    config: { access: 'member' },
    schema: { tags: ['referrals'], summary: 'Your referral link, referral counts and ambassador rank' },
  }, async (request) => referrals.summary(requireSession(request).userId));

  app.get(API.referralInviter, {
    config: { access: 'public' },
    schema: { tags: ['referrals'], summary: 'The first name of the member who owns a referral code (rate limited)', querystring: referralLookupSchema },
  }, async (request) => referrals.inviter(request.query.code, clientIp(request)));

  app.get(API.referrals, {
    config: { access: 'member' },
    schema: { tags: ['referrals'], summary: 'People who joined through your link, newest first', querystring: pageQuerySchema },
  }, async (request) => referrals.list(requireSession(request).userId, request.query));
};
