import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import type { ReviewsService } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get(API.reviews, {
    config: { access: 'public' },
    schema: { tags: ['reviews'], summary: 'Approved reviews, newest first', querystring: pageQuerySchema },
  }, async (request) => reviews.approved(request.query));
};
