import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, type MessageResponse } from '../../../shared/api';
import { ADMIN_APPLICATION_MESSAGES, adminApplicationsQuery, applicationIdParams } from '../../../shared/schemas/applications';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import { zakatCategorySchema } from '../../../shared/schemas/zakat';
import { requireAdmin } from '../../plugins/session';
import type { ApplicationsService } from './applications.service';

export const adminApplicationsRoutes: FastifyPluginAsyncZod<{ applications: ApplicationsService }> = async (app, { applications }) => {
  app.get(API.adminApplications, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Assistance applications, newest first, with the applicant', querystring: pageQuerySchema.extend(adminApplicationsQuery.shape) },
  }, async (request) => applications.adminList(request.query.status, request.query));

  app.put('/api/admin/applications/:id/approve', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Approve an application under review (never your own)', params: applicationIdParams },
  }, async (request) => {
    await applications.approve(requireAdmin(request), request.params.id);
    return { success: true, message: ADMIN_APPLICATION_MESSAGES.approvedDescription } satisfies MessageResponse;
  });

  app.put('/api/admin/applications/:id/zakat-category', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: "Mark an approved application's zakat category (Qur'an 9:60), or sadaqah only", params: applicationIdParams, body: zakatCategorySchema },
  }, async (request) => {
    await applications.markZakatCategory(requireAdmin(request), request.params.id, request.body.zakat_category);
    return { success: true, message: '' } satisfies MessageResponse;
  });

  app.put('/api/admin/applications/:id/reject', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Reject an application under review; the record is kept as rejected', params: applicationIdParams },
  }, async (request) => {
    await applications.reject(requireAdmin(request), request.params.id);
    return { success: true, message: ADMIN_APPLICATION_MESSAGES.rejectedDescription } satisfies MessageResponse;
  });
};
