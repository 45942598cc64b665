import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { auditQuerySchema } from '../../../shared/schemas/audit';
import type { AuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(API.adminAudit, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Admin changes, newest first, by record type, action and UTC day range', querystring: auditQuerySchema },
  }, async (request) => audit.list(request.query));
};
