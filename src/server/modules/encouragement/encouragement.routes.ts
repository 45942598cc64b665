import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessageResponse } from '../../../shared/api';
import { QUEUE_API } from '../../../shared/queue-api';
import { NOTE_MESSAGES, noteIdParams, noteSchema } from '../../../shared/schemas/encouragement';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import { requireAdmin, requireSession } from '../../plugins/session';
import type { EncouragementService } from './encouragement.service';

export const encouragementRoutes: FastifyPluginAsyncZod<{ encouragement: EncouragementService }> = async (app, { encouragement }) => {
  app.get(QUEUE_API.myNotes, {
    config: { access: 'member' },
    schema: { tags: ['encouragement'], summary: 'The notes of encouragement you wrote, newest first, and whether you may write one now', querystring: pageQuerySchema },
  }, async (request) => encouragement.mine(requireSession(request).userId, request.query));

  app.post(QUEUE_API.myNotes, {
    config: { access: 'member' },
    schema: { tags: ['encouragement'], summary: 'Write a short note of encouragement with your pledge: an admin reads it before it is given, without your name, to a member in need', body: noteSchema },
  }, async (request, reply) => {
    await encouragement.write(requireSession(request).userId, request.body.body);
    return reply.status(201).send({ success: true, message: NOTE_MESSAGES.sent } satisfies MessageResponse);
  });

  app.get(QUEUE_API.receivedNotes, {
    config: { access: 'member' },
    schema: { tags: ['encouragement'], summary: 'Notes of encouragement given to you with a distribution, newest first, without their authors', querystring: pageQuerySchema },
  }, async (request) => encouragement.received(requireSession(request).userId, request.query));

  app.get(QUEUE_API.adminNotes, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Notes of encouragement waiting for moderation, oldest first', querystring: pageQuerySchema },
  }, async (request) => encouragement.pending(request.query));

  app.put('/api/admin/notes/:id/approve', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Approve a note: it is given with the next approved distribution', params: noteIdParams },
  }, async (request) => {
    await encouragement.moderate(requireAdmin(request), request.params.id, 'approve');
    return { success: true, message: NOTE_MESSAGES.approved } satisfies MessageResponse;
  });

  app.put('/api/admin/notes/:id/reject', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Reject a note: kept, never given', params: noteIdParams },
  }, async (request) => {
    await encouragement.moderate(requireAdmin(request), request.params.id, 'reject');
    return { success: true, message: NOTE_MESSAGES.rejected } satisfies MessageResponse;
  });
};
