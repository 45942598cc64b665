import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { closeAccountSchema, PRIVACY_MESSAGES } from '../../../shared/schemas/privacy';
import { requireSession } from '../../plugins/session';
import type { PrivacyService } from './privacy.service';

const tags = ['members'];

export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService }> = async (app, { privacy }) => {
  app.get(API.myData, {
    config: { access: 'member' },
    schema: { tags, summary: 'Download everything held about you, as a JSON file' },
  }, async (request, reply) => {
    const data = await privacy.exportData(requireSession(request).userId);
    const day = data.exported_at.slice(0, 10);
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="my-data-${day}.json"`)
      .header('cache-control', 'no-store');
    return reply.send(JSON.stringify(data, null, 2));
  });

  app.post(API.closeAccount, {
    config: { access: 'member' },
    schema: { tags, summary: 'Close your account: erases your personal data and signs you out everywhere', body: closeAccountSchema },
  }, async (request, reply) => {
    await privacy.closeAccount(requireSession(request).userId, request.body.password);
    reply.endSession();
    return { success: true, message: PRIVACY_MESSAGES.closed };
  });
};
