import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { posterQuerySchema } from '../../../shared/schemas/poster';
import { clientIp } from '../../http/client-ip';
import type { PosterService } from './poster.service';

/** A visitor's poster may be kept a day; it changes only with a new release or a new site address. */
const SHARED_MAX_AGE_S = 24 * 60 * 60;

export const posterRoutes: FastifyPluginAsyncZod<{ poster: PosterService }> = async (app, { poster }) => {
  app.get(API.posterPdf, {
    config: { access: 'public' },
    schema: { tags: ['site'], summary: 'The poster as a one-page PDF (A4 or US Letter) in the request\'s language; a member\'s carries their referral code; rate limited per address', querystring: posterQuerySchema },
  }, async (request, reply) => {
    const { size } = request.query;
    const file = await poster.pdf(size, { memberId: request.session?.userId ?? null, locale: request.locale }, clientIp(request));
    reply
      // The file depends on the language and on who asks (their referral code).
      .header('vary', 'Cookie, Accept-Language')
      .header('cache-control', file.shared ? `public, max-age=${SHARED_MAX_AGE_S}` : 'private, no-cache')
      .header('etag', file.etag);
    if (file.shared && request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="riba-free-community-poster-${size}.pdf"`)
      .send(Buffer.from(file.bytes));
  });
};
