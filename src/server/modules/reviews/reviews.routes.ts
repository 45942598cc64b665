import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, type MessageResponse } from '../../../shared/api';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import { MODERATION_MESSAGES, REVIEW_MESSAGES, reviewIdParams, reviewSchema } from '../../../shared/schemas/reviews';
import { requireAdmin, requireSession } from '../../plugins/session';
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

  app.get(API.myPendingReviews, {
    config: { access: 'member' },
    schema: { tags: ['reviews'], summary: 'The signed-in member\'s own reviews waiting for approval, newest first' },
  }, async (request) => reviews.mine(requireSession(request).userId));

  app.get(API.adminReviews, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Reviews waiting for moderation, oldest first', querystring: pageQuerySchema },
  }, async (request) => reviews.pending(request.query));

  app.put('/api/admin/reviews/:id/approve', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Approve a pending review: it is listed publicly from now on', params: reviewIdParams },
  }, async (request) => {
    await reviews.moderate(requireAdmin(request), request.params.id, 'approve');
    return { success: true, message: MODERATION_MESSAGES.approved } satisfies MessageResponse;
  });

  app.put('/api/admin/reviews/:id/reject', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Reject a pending review: kept, never listed', params: reviewIdParams },
  }, async (request) => {
    await reviews.moderate(requireAdmin(request), request.params.id, 'reject');
    return { success: true, message: MODERATION_MESSAGES.rejected } satisfies MessageResponse;
  });
};
