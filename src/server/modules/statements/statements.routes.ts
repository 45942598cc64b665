import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTRIBUTIONS_API } from '../../../shared/contributions-api';
import { contributionsQuerySchema, memberStatementParams, statementParams } from '../../../shared/schemas/contributions';
import { requireAdmin, requireSession } from '../../plugins/session';
import type { StatementsService } from './statements.service';

/** The file is the member's own money: never cached by anyone else, never kept by the browser beyond the download. */
const pdfHeaders = (year: number) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="giving-statement-${year}.pdf"`,
  'cache-control': 'private, no-store',
});

export const statementsRoutes: FastifyPluginAsyncZod<{ statements: StatementsService }> = async (app, { statements }) => {
  app.get(CONTRIBUTIONS_API.mine, {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'Your contributions of a year (this year by default), grouped by month, as the ledger holds them', querystring: contributionsQuerySchema },
  }, async (request) => statements.contributions(requireSession(request).userId, request.query.year));

  app.get('/api/me/statements/:year.pdf', {
    config: { access: 'member' },
    schema: { tags: ['members'], summary: 'Your yearly giving statement as a PDF, in your language (rate limited)', params: statementParams },
  }, async (request, reply) => {
    const { year } = request.params;
    const bytes = await statements.myStatement(requireSession(request).userId, year, { locale: request.locale, i18n: request.i18n });
    return reply.headers(pdfHeaders(year)).send(Buffer.from(bytes));
  });

  app.get('/api/admin/members/:id/statements/:year.pdf', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: "A member's yearly giving statement in their language, for a member who cannot download it (audited, rate limited)", params: memberStatementParams },
  }, async (request, reply) => {
    const { id, year } = request.params;
    const bytes = await statements.memberStatement(requireAdmin(request), id, year);
    return reply.headers(pdfHeaders(year)).send(Buffer.from(bytes));
  });
};
