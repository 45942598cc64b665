import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDITOR_READS, SIGNERS_READ } from '../../../shared/oversight';
import { API } from '../../../shared/api';
import { z } from 'zod';
import { DISTRIBUTION_MESSAGES, distributionSchema, outlookQuerySchema } from '../../../shared/schemas/distributions';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import { requireAdmin } from '../../plugins/session';
import type { DistributionsService } from './distributions.service';

const params = z.object({ id: z.uuid(DISTRIBUTION_MESSAGES.notFound) });

export const distributionsRoutes: FastifyPluginAsyncZod<{ distributions: DistributionsService }> = async (app, { distributions }) => {
  app.get(API.distributions, {
    config: { access: 'public' },
    schema: { tags: ['transparency'], summary: 'Monthly distribution reports (approved ones), newest first, and the families supported', querystring: pageQuerySchema },
  }, async (request) => distributions.publicReports(request.query));

  app.get(API.adminDistributions, {
    config: { access: 'admin', readBy: SIGNERS_READ },
    schema: { tags: ['admin'], summary: 'Every distribution, prepared ones first, with who prepared and approved it, and the phase', querystring: pageQuerySchema },
  }, async (request) => distributions.adminList(request.query));

  app.post(API.adminDistributions, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: "Prepare a month that is over (Phase 2 only): the pool is the ledger's money held, 99% shared equally among the first N in the queue; pays nobody until another admin approves", body: distributionSchema },
  }, async (request, reply) => {
    const distribution = await distributions.prepare(requireAdmin(request), request.body);
    return reply.status(201).send({ success: true, message: DISTRIBUTION_MESSAGES.prepared, distribution });
  });

  app.get(API.adminDistributionOutlook, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: "Before preparing: a month's pool from the ledger, and the queue page by page with who qualifies for a share", querystring: pageQuerySchema.extend(outlookQuerySchema.shape) },
  }, async (request) => distributions.outlook(request.query.month_year, request.query));

  app.get('/api/admin/distributions/:id/preview', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Whom a distribution pays and how much, page by page, and whether the reader may approve it', params, querystring: pageQuerySchema },
  }, async (request) => distributions.preview(requireAdmin(request), request.params.id, request.query));

  app.post('/api/admin/distributions/:id/approval', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'A second admin approves a prepared distribution, which pays it (never the preparer, nor an admin tied to anyone it pays)', params },
  }, async (request) => {
    const distribution = await distributions.approve(requireAdmin(request), request.params.id);
    return { success: true, message: DISTRIBUTION_MESSAGES.approved, distribution };
  });

  app.get('/api/admin/distributions/:id/allocations', {
    config: { access: 'admin', readBy: AUDITOR_READS },
    schema: { tags: ['admin'], summary: "Each member's share of a distribution, in queue order", params, querystring: pageQuerySchema },
  }, async (request) => distributions.allocations(request.params.id, request.query));

  app.get(API.distributionsCsv, {
    config: { access: 'public' },
    schema: { tags: ['transparency'], summary: 'Every monthly report as CSV' },
  }, async (_request, reply) => {
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="distribution-reports.csv"');
    return distributions.reportsCsv();
  });
};
