import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { posterQuerySchema } from '../../../shared/schemas/poster';
import type { PosterService } from './poster.service';

export const posterRoutes: FastifyPluginAsyncZod<{ poster: PosterService }> = async (app, { poster }) => {
  app.get(API.posterPdf, {
    config: { access: 'public' },
    schema: { tags: ['site'], summary: 'The poster as a one-page PDF (A4 or US Letter) in the request\'s language; a member\'s carries their referral code', querystring: posterQuerySchema },
  }, async (request, reply) => {
    const { size } = request.query;
    const bytes = await poster.pdf(size, { memberId: request.session?.userId ?? null, locale: request.locale, i18n: request.i18n });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="riba-free-community-poster-${size}.pdf"`)
      // The file depends on the language and on who asks (their referral code).
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .send(Buffer.from(bytes));
  });
};
