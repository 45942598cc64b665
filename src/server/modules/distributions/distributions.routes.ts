import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { z } from 'zod';
import { DISTRIBUTION_MESSAGES, distributionSchema } from '../../../shared/schemas/distributions';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import { requireAdmin } from '../../plugins/session';
import type { DistributionsService } from './distributions.service';

export const distributionsRoutes: FastifyPluginAsyncZod<{ distributions: DistributionsService }> = async (app, { distributions }) => {
  app.get(API.distributions, {
    config: { access: 'public' },
    schema: { tags: ['transparency'], summary: 'Monthly distribution reports, newest first, and the families supported', querystring: pageQuerySchema },
  }, async (request) => distributions.publicReports(request.query));

  app.post(API.adminDistributions, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Record a month: 99% split equally among the first N approved members in queue order', body: distributionSchema },
  }, async (request, reply) => {
    const distribution = await distributions.create(requireAdmin(request), request.body);
    return reply.status(201).send({ success: true, message: DISTRIBUTION_MESSAGES.created, distribution });
  });

  app.get('/api/admin/distributions/:id/allocations', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: "Each member's share of a distribution, in queue order", params: z.object({ id: z.uuid('Distribution not found') }), querystring: pageQuerySchema },
  }, async (request) => distributions.allocations(request.params.id, request.query));

  app.get(API.distributionsCsv, {
    config: { access: 'public' },
    schema: { tags: ['transparency'], summary: 'Every monthly report as CSV' },
  }, async (_request, reply) => {
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="distribution-reports.csv"');
    return distributions.reportsCsv();
  });
};
