import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, type MeResponse } from '../../../shared/api';
import { emailUpdatesSchema } from '../../../shared/schemas/email-updates';
import { localeUpdateSchema } from '../../../shared/schemas/locale';
import { profileUpdateSchema } from '../../../shared/schemas/profile';
import { requireSession } from '../../plugins/session';
import type { PhoneService } from '../phone/phone.service';
import type { MemberOverview, MembersService } from './members.service';

export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService; phone: PhoneService }> = async (app, { members, phone }) => {
  const withPendingPhone = async (me: MemberOverview): Promise<MeResponse> =>
    ({ ...me, profile: { ...me.profile, pending_phone: await phone.pendingNumber(me.profile.id, me.profile.phone) } });

  app.get(API.me, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: "The signed-in member's profile and pledge" },
  }, async (request) => withPendingPhone(await members.me(requireSession(request).userId)));

  app.put(API.myProfile, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'Update your name and location', body: profileUpdateSchema },
  }, async (request) => withPendingPhone(await members.updateProfile(requireSession(request).userId, request.body)));

  app.put(API.myEmailUpdates, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'Turn e-mails about your applications and reviews on or off', body: emailUpdatesSchema },
  }, async (request) => withPendingPhone(await members.setEmailUpdates(requireSession(request).userId, request.body.enabled)));

  app.put(API.myLocale, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'Choose the language of the site and of messages sent to you', body: localeUpdateSchema },
  }, async (request, reply) => {
    await members.setLocale(requireSession(request).userId, request.body.locale);
    return reply.status(204).send();
  });
};
