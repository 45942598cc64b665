import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessageResponse } from '../../../shared/api';
import { CONTACT_API } from '../../../shared/contact-api';
import {
  CONTACT_MESSAGES, contactAssignSchema, contactInboxQuerySchema, contactMessageIdParams, contactMessageSchema, contactReplySchema, contactStatusSchema,
} from '../../../shared/schemas/contact';
import { clientIp } from '../../http/client-ip';
import { requireAdmin } from '../../plugins/session';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.get(CONTACT_API.form, {
    config: { access: 'public' },
    schema: { tags: ['contact'], summary: 'A signed "form issued at" token to send back with a message' },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return contact.formToken();
  });

  app.post(CONTACT_API.send, {
    config: { access: 'public' },
    schema: { tags: ['contact'], summary: 'Send a message to the team; rate limited per address and per e-mail', body: contactMessageSchema },
  }, async (request, reply) => {
    await contact.send(request.body, { ip: clientIp(request), memberId: request.session?.userId ?? null });
    return reply.status(201).send({ success: true, message: CONTACT_MESSAGES.sent } satisfies MessageResponse);
  });

  app.get(CONTACT_API.inbox, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Contact messages, newest first, filtered and paged', querystring: contactInboxQuerySchema },
  }, async (request) => contact.inbox(request.query, requireAdmin(request).id));

  app.get(CONTACT_API.admins, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'The admins a contact message can be assigned to' },
  }, async () => contact.admins());

  app.get('/api/admin/messages/:id', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'One contact message with its answers', params: contactMessageIdParams },
  }, async (request) => contact.detail(request.params.id));

  app.put('/api/admin/messages/:id/assignee', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Assign a contact message to an admin, or to nobody', params: contactMessageIdParams, body: contactAssignSchema },
  }, async (request) => {
    await contact.assign(requireAdmin(request), request.params.id, request.body.admin_id);
    return { success: true, message: request.body.admin_id ? CONTACT_MESSAGES.assigned : CONTACT_MESSAGES.unassigned } satisfies MessageResponse;
  });

  app.put('/api/admin/messages/:id/status', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Close or reopen a contact message', params: contactMessageIdParams, body: contactStatusSchema },
  }, async (request) => {
    await contact.setStatus(requireAdmin(request), request.params.id, request.body.status);
    return { success: true, message: request.body.status === 'closed' ? CONTACT_MESSAGES.closed : CONTACT_MESSAGES.reopened } satisfies MessageResponse;
  });

  app.post('/api/admin/messages/:id/replies', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Answer a contact message: stored with it and e-mailed to the sender', params: contactMessageIdParams, body: contactReplySchema },
  }, async (request, reply) => {
    await contact.reply(requireAdmin(request), request.params.id, request.body.body);
    return reply.status(201).send({ success: true, message: CONTACT_MESSAGES.replied } satisfies MessageResponse);
  });
};
