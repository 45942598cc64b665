import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import type { DistributionsService } from './distributions.service';

export const distributionsRoutes: FastifyPluginAsyncZod<{ distributions: DistributionsService }> = async (app, { distributions }) => {
  app.get(API.distributions, {
    config: { access: 'public' },
    schema: { tags: ['transparency'], summary: 'Monthly distribution reports, newest first, and the families supported', querystring: pageQuerySchema },
  }, async (request) => distributions.publicReports(request.query));

  app.get(API.distributionsCsv, {
    config: { access: 'public' },
    schema: { tags: ['transparency'], summary: 'Every monthly report as CSV' },
  }, async (_request, reply) => {
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="distribution-reports.csv"');
    return distributions.reportsCsv();
  });
};
