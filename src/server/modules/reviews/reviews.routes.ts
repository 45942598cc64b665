import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, type MessageResponse } from '../../../shared/api';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import { REVIEW_MESSAGES, reviewSchema } from '../../../shared/schemas/reviews';
import { requireSession } from '../../plugins/session';
import type { ReviewsService } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.get(API.reviews, {
    config: { access: 'public' },
    schema: { tags: ['reviews'], summary: 'Approved reviews, newest first', querystring: pageQuerySchema },
  }, async (request) => reviews.approved(request.query));

  app.post(API.reviews, {
    config: { access: 'member' },
    schema: { tags: ['reviews'], summary: 'Submit a review: pending until approved, one a day per member', body: reviewSchema },
  }, async (request, reply) => {
    await reviews.submit(requireSession(request).userId, request.body);
    return reply.status(201).send({ success: true, message: REVIEW_MESSAGES.submitted } satisfies MessageResponse);
  });
};
