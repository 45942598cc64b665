import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { profileUpdateSchema } from '../../../shared/schemas/profile';
import { requireSession } from '../../plugins/session';
import type { MembersService } from './members.service';

export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (app, { members }) => {
  app.get(API.me, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: "The signed-in member's profile and pledge" },
  }, async (request) => members.me(requireSession(request).userId));

  app.put(API.myProfile, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'Update your name and location', body: profileUpdateSchema },
  }, async (request) => members.updateProfile(requireSession(request).userId, request.body));
};
