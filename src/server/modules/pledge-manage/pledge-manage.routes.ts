import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLEDGE_MANAGE_API } from '../../../shared/pledge-manage-api';
import { pledgeAmountSchema, pledgeLinkPauseSchema, pledgeLinkSchema, pledgePauseSchema } from '../../../shared/schemas/pledge-manage';
import { pledgeDesignationSchema } from '../../../shared/schemas/zakat';
import { clientIp } from '../../http/client-ip';
import { requireSession } from '../../plugins/session';
import type { PledgeManageService } from './pledge-manage.service';

export const pledgeManageRoutes: FastifyPluginAsyncZod<{ pledgeManage: PledgeManageService }> = async (app, { pledgeManage }) => {
  app.get(PLEDGE_MANAGE_API.state, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'My pledge: what can be changed now, pause dates and my eligibility for assistance' },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return pledgeManage.state(requireSession(request).userId);
  });

  app.put(PLEDGE_MANAGE_API.amount, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'Change my monthly amount (at least $10), from the next charge', body: pledgeAmountSchema },
  }, async (request) => pledgeManage.changeAmount(requireSession(request).userId, request.body.monthly_amount));

  app.put(PLEDGE_MANAGE_API.designation, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'Choose how much of my contribution is zakat (0 to 100%), the rest sadaqah', body: pledgeDesignationSchema },
  }, async (request) => pledgeManage.changeDesignation(requireSession(request).userId, request.body.zakat_percent));

  app.post(PLEDGE_MANAGE_API.pause, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'Pause my pledge for hardship: 1, 2 or 3 months, once in 12 months', body: pledgePauseSchema },
  }, async (request) => pledgeManage.pause(requireSession(request).userId, request.body.months));

  app.post(PLEDGE_MANAGE_API.resume, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'End my pause now' },
  }, async (request) => pledgeManage.resume(requireSession(request).userId));

  app.post(PLEDGE_MANAGE_API.cancel, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'Cancel my pledge' },
  }, async (request) => pledgeManage.cancel(requireSession(request).userId));

  // The receipt's signed link: no session, the token names the member; limited per address.
  app.post(PLEDGE_MANAGE_API.linkState, {
    config: { access: 'public' },
    schema: { tags: ['members'], summary: 'The pledge a signed receipt link names', body: pledgeLinkSchema },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return pledgeManage.link.state(request.body.token, clientIp(request));
  });

  app.post(PLEDGE_MANAGE_API.linkPause, {
    config: { access: 'public' },
    schema: { tags: ['members'], summary: 'Pause the pledge a signed receipt link names', body: pledgeLinkPauseSchema },
  }, async (request) => pledgeManage.link.pause(request.body.token, request.body.months, clientIp(request)));

  app.post(PLEDGE_MANAGE_API.linkCancel, {
    config: { access: 'public' },
    schema: { tags: ['members'], summary: 'Cancel the pledge a signed receipt link names', body: pledgeLinkSchema },
  }, async (request) => pledgeManage.link.cancel(request.body.token, clientIp(request)));
};
