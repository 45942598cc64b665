import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNERS_READ } from '../../../shared/oversight';
import { LEDGER_API, type RecordedPaymentCheck } from '../../../shared/ledger-api';
import { correctionSchema, ledgerEntryParams, ledgerMemberSearchSchema, ledgerQuerySchema, monthTotalsParams, recordedPaymentSchema } from '../../../shared/schemas/ledger';
import { requireAdmin } from '../../plugins/session';
import type { LedgerAdminService } from './ledger-admin.service';
import type { LedgerService } from './ledger.service';

export const ledgerRoutes: FastifyPluginAsyncZod<{ ledger: LedgerService; ledgerAdmin: LedgerAdminService }> = async (app, { ledger, ledgerAdmin }) => {
  app.get(LEDGER_API.entries, {
    config: { access: 'admin', readBy: SIGNERS_READ },
    schema: { tags: ['admin'], summary: 'Ledger rows newest first, by month, member, kind and source', querystring: ledgerQuerySchema },
  }, async (request) => {
    const { month, member_id, kind, source, ...page } = request.query;
    return ledger.entries({ month, memberId: member_id, kind, source }, page);
  });

  app.get('/api/admin/ledger/months/:month', {
    config: { access: 'admin', readBy: SIGNERS_READ },
    schema: { tags: ['admin'], summary: "A month's money in the pool currency, summed from its rows", params: monthTotalsParams },
  }, async (request) => ledger.monthTotals(request.params.month));

  app.get(LEDGER_API.members, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'The member with this account id, e-mail or referral code', querystring: ledgerMemberSearchSchema },
  }, async (request) => {
    const member = await ledgerAdmin.findMember(request.query.q);
    return { items: member ? [member] : [] };
  });

  app.post(LEDGER_API.recordedPayments, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Record money received by bank transfer, cheque or cash (audited; the same reference twice writes one row)', body: recordedPaymentSchema },
  }, async (request, reply) => {
    const { entry, created } = await ledgerAdmin.recordPayment(requireAdmin(request), request.body);
    return reply.status(created ? 201 : 200).send(entry);
  });

  app.post(LEDGER_API.recordedPaymentChecks, {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Check a payment to record against every rule recording applies, writing nothing', body: recordedPaymentSchema },
  }, async (request): Promise<RecordedPaymentCheck> => {
    const { member, already } = await ledgerAdmin.checkPayment(request.body);
    return { member, already_recorded: already };
  });

  app.post('/api/admin/ledger/entries/:id/corrections', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Cancel a row with a new row of the opposite amount (audited; once per row)', params: ledgerEntryParams, body: correctionSchema },
  }, async (request, reply) => reply.status(201).send(await ledgerAdmin.correct(requireAdmin(request), request.params.id, request.body.note)));
};
