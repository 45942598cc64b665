import type { MonthSignatures } from '../../../shared/oversight';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTS_API } from '../../../shared/reports-api';
import { monthTotalsParams as monthParams } from '../../../shared/schemas/ledger';
import { receiptProofSchema } from '../../../shared/schemas/receipt-proof';
import { csvLine } from '../../http/csv';
import { clientIp } from '../../http/client-ip';
import type { ReportsService } from './reports.service';

/** Who signed the month, in the order signatures arrive; empty before the month is approved. */
const SIGNATURE_COLUMNS = [
  'signature_state', 'prepared_on', 'approved_on', 'shariah_board_attested_by', 'shariah_board_attested_on', 'audited_by', 'audited_on',
];

const signatureCells = (s: MonthSignatures | null) => [
  s?.state ?? null, s?.prepared?.at ?? null, s?.approved?.at ?? null,
  s?.shariah_board?.name ?? null, s?.shariah_board?.at ?? null, s?.auditor?.name ?? null, s?.auditor?.at ?? null,
];

const CSV_HEADER = [
  'month', 'currency', 'collected', 'fees', 'refunds', 'operations_1_percent', 'distributed', 'distribution_status',
  'contributors', 'beneficiaries', 'month_open', 'receipts_root', 'receipts', 'root_version', 'previous_roots',
  ...SIGNATURE_COLUMNS,
];

const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.get(REPORTS_API.months, {
    config: { access: 'public' },
    schema: { tags: ['transparency'], summary: "Every month's figures from the ledger and its distribution, with the Merkle root of its receipts" },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reports.months();
  });

  app.get('/api/transparency/months/:month.json', {
    config: { access: 'public' },
    schema: { tags: ['transparency'], summary: "One month's figures as JSON", params: monthParams },
  }, async (request, reply) => {
    const report = await reports.month(request.params.month);
    reply.header('content-disposition', `attachment; filename="report-${report.month}.json"`);
    return report;
  });

  app.get('/api/transparency/months/:month.csv', {
    config: { access: 'public' },
    schema: { tags: ['transparency'], summary: "One month's figures as CSV", params: monthParams },
  }, async (request, reply) => {
    const r = await reports.month(request.params.month);
    const c = r.commitment;
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="report-${r.month}.csv"`);
    return csvLine(CSV_HEADER) + csvLine([
      r.month, r.currency, dollars(r.collected_cents), dollars(r.fees_cents), dollars(r.refunds_cents), dollars(r.operations_cents),
      dollars(r.distributed_cents), r.distribution_status, r.contributors, r.beneficiaries, r.open,
      c?.root ?? null, c?.receipts ?? null, c?.version ?? null, c ? c.previous_roots.join(' ') : null,
      ...signatureCells(r.signatures),
    ]);
  });

  app.post(REPORTS_API.proof, {
    config: { access: 'public' },
    schema: { tags: ['transparency'], summary: 'The Merkle proof that a receipt is counted in its month; rate limited per address', body: receiptProofSchema },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reports.proof(request.body, clientIp(request));
  });
};
