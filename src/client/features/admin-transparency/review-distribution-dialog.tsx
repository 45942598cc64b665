import { useLingui } from '@lingui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { API, type DistributionPreview } from '../../../shared/api';
import { DISTRIBUTION_MESSAGES } from '../../../shared/schemas/distributions';
import { Amount } from '../../components/ui/amount';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Table, Td, Th } from '../../components/ui/table';
import { translateKnown } from '../../i18n/i18n';
import { api, post } from '../../lib/api';
import { formatCount, formatPercent, formatUsd } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { toast } from '../../lib/toast';
import { PledgeBadge } from './member-standing';

const PAGE_SIZE = 20;

/**
 * The second admin's step: the month's figures from the ledger, whom it pays and how much, and
 * Approve. When the server says this admin may not approve (they prepared it, or it pays someone tied
 * to them), the reason is shown instead of the button.
 */
export function ReviewDistributionDialog({ distributionId, onOpenChange }: { distributionId: string; onOpenChange: (open: boolean) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'distributions', distributionId, 'preview', page],
    queryFn: () => api<DistributionPreview>(`${API.adminDistributionPreview(distributionId)}?page=${page}&page_size=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

  const approve = async () => {
    setBusy(true);
    setError(null);
    try {
      await post(API.adminDistributionApproval(distributionId));
      toast.success(i18n._(DISTRIBUTION_MESSAGES.approved));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'distributions'] });
      await queryClient.invalidateQueries({ queryKey: ['distributions'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] });
      onOpenChange(false);
    } catch (err) {
      setError(err instanceof Error ? translateKnown(i18n, err.message) : i18n._('Error approving the distribution'));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'distributions', distributionId] });
    } finally {
      setBusy(false);
    }
  };

  const d = query.data?.distribution;
  const figure = (label: string, cents: number | null, testId?: string) => (
    <div>
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900" data-testid={testId}>{cents === null ? '—' : <Amount>{formatUsd(cents)}</Amount>}</dd>
    </div>
  );
  return (
    <Dialog open onOpenChange={onOpenChange} size="lg" title={d ? i18n._('Distribution of {month}', { month: formatMonth(d.month_year) }) : i18n._('Distribution')}>
      {query.isPending ? (
        <p role="status" className="text-slate-600">{i18n._('Loading distributions...')}</p>
      ) : query.isError ? (
        <Notice tone="error" title={i18n._('Distributions could not be loaded')}>{translateKnown(i18n, query.error.message)}</Notice>
      ) : (
        <div className="space-y-4">
          {d && (
            <>
              <p className="text-sm text-slate-700">
                {d.status === 'prepared'
                  ? i18n._('Prepared by {name}. Nothing is paid until a second admin approves.', { name: d.prepared_by_name ?? i18n._('a former admin') })
                  : i18n._('Prepared by {prepared} and approved by {approved}.', { prepared: d.prepared_by_name ?? '—', approved: d.approved_by_name ?? '—' })}
              </p>
              <dl className="grid grid-cols-2 gap-3 rounded-xl bg-brand-50 p-4 text-sm sm:grid-cols-3" data-testid="distribution-preview">
                {figure(i18n._('Collected'), d.collected_cents)}
                {figure(i18n._('Provider fees'), d.fees_cents)}
                {figure(i18n._('Refunds'), d.refunds_cents)}
                {figure(i18n._('Pool held'), d.total_pool_cents, 'preview-pool')}
                {figure(i18n._('Operations ({percent})', { percent: formatPercent(0.01) }), d.total_retained_cents, 'preview-operations')}
                {figure(i18n._('Redistributed ({percent})', { percent: formatPercent(0.99) }), d.total_distributed_cents, 'preview-distributed')}
              </dl>
            </>
          )}
          <Table caption={i18n._('{count, plural, one {The one beneficiary paid} other {The {n} beneficiaries paid}}', { count: query.data.total, n: formatCount(query.data.total) })}>
            <thead>
              <tr>
                <Th>{i18n._('Position')}</Th>
                <Th>{i18n._('Applicant')}</Th>
                <Th>{i18n._('Amount')}</Th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((r) => (
                <tr key={r.queue_position}>
                  <Td className="tabular-nums">{formatCount(r.queue_position)}</Td>
                  <Td dir="auto">
                    {r.applicant_name}
                    {r.pledge_status !== null && r.pledge_status !== 'active' && <span className="ms-2"><PledgeBadge i18n={i18n} status={r.pledge_status} /></span>}
                  </Td>
                  <Td className="tabular-nums"><Amount>{formatUsd(r.amount_cents)}</Amount></Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={page} pageSize={PAGE_SIZE} total={query.data.total} onPage={setPage} label={i18n._('Beneficiary pages')} />
          {query.data.passed_over > 0 && (
            <Notice tone="warning" title={i18n._('Some members do not qualify')}>
              {i18n._('{count, plural, one {One waiting application ahead of them is passed over: its member does not qualify under the pledge rule. It keeps its place.} other {# waiting applications ahead of them are passed over: their members do not qualify under the pledge rule. They keep their place.}}', { count: query.data.passed_over })}
            </Notice>
          )}
          {error && <Notice tone="error" title={i18n._('Approval refused')} live>{error}</Notice>}
          {d?.status === 'prepared' && (query.data.approval_refusal ? (
            !error && <Notice tone="warning" title={i18n._('You cannot approve this distribution')}>{translateKnown(i18n, query.data.approval_refusal)}</Notice>
          ) : (
            <Button className="w-full" onClick={approve} disabled={busy}>{busy ? i18n._('Approving...') : i18n._('Approve distribution')}</Button>
          ))}
        </div>
      )}
    </Dialog>
  );
}
