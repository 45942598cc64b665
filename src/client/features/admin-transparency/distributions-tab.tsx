import { useLingui } from '@lingui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { API, type AdminDistributionsResponse } from '../../../shared/api';
import { DISTRIBUTION_MESSAGES } from '../../../shared/schemas/distributions';
import { Amount } from '../../components/ui/amount';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Table, Td, Th } from '../../components/ui/table';
import { translateKnown } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { distributionStatusLabel, REPORTS_PAGE_SIZE } from '../../lib/distribution-reports';
import { formatCount, formatPercent, formatUsd } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { PrepareDistributionDialog } from './prepare-distribution-dialog';
import { ReviewDistributionDialog } from './review-distribution-dialog';

export function DistributionsTab() {
  const { i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [preparing, setPreparing] = useState(false);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'distributions', page],
    queryFn: () => api<AdminDistributionsResponse>(`${API.adminDistributions}?page=${page}&page_size=${REPORTS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
  const phaseOne = query.data?.phase === 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">{i18n._('One admin prepares a month from the ledger; a second admin approves it, which pays it. Distributions are never edited or deleted.')}</p>
        <Button onClick={() => setPreparing(true)} disabled={query.data === undefined || phaseOne}>{i18n._('Prepare')}</Button>
      </div>
      {phaseOne && <Notice title={i18n._('No distributions in Phase 1')}>{i18n._(DISTRIBUTION_MESSAGES.phaseOne)}</Notice>}
      {query.isPending ? (
        <p role="status" className="text-slate-600">{i18n._('Loading distributions...')}</p>
      ) : query.isError ? (
        <Notice tone="error" title={i18n._('Distributions could not be loaded')}>{translateKnown(i18n, query.error.message)}</Notice>
      ) : query.data.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{i18n._('No distributions recorded yet.')}</p>
      ) : (
        <>
          <Table caption={i18n._('Fund distributions')}>
            <thead>
              <tr>
                <Th>{i18n._('Month')}</Th>
                <Th>{i18n._('Pool')}</Th>
                <Th>{i18n._('Distributed ({percent})', { percent: formatPercent(0.99) })}</Th>
                <Th>{i18n._('Retained ({percent})', { percent: formatPercent(0.01) })}</Th>
                <Th>{i18n._('Beneficiaries')}</Th>
                <Th>{i18n._('Status')}</Th>
                <Th><span className="sr-only">{i18n._('Actions')}</span></Th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((d) => (
                <tr key={d.id}>
                  <Td className="font-medium">{formatMonth(d.month_year)}</Td>
                  <Td className="tabular-nums"><Amount>{formatUsd(d.total_pool_cents)}</Amount></Td>
                  <Td className="tabular-nums"><Amount>{formatUsd(d.total_distributed_cents)}</Amount></Td>
                  <Td className="tabular-nums"><Amount>{formatUsd(d.total_retained_cents)}</Amount></Td>
                  <Td className="tabular-nums">{formatCount(d.beneficiaries_count)}</Td>
                  <Td><Badge tone={d.status === 'completed' ? 'green' : 'yellow'} className="capitalize">{distributionStatusLabel(i18n, d.status)}</Badge></Td>
                  <Td>
                    <Button size="sm" variant="outline" onClick={() => setReviewing(d.id)} aria-label={i18n._('Review the distribution of {month}', { month: formatMonth(d.month_year) })}>
                      {d.status === 'prepared' ? i18n._('Review and approve') : i18n._('View')}
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={page} pageSize={REPORTS_PAGE_SIZE} total={query.data.total} onPage={setPage} label={i18n._('Distribution pages')} />
        </>
      )}
      {preparing && (
        <PrepareDistributionDialog
          open
          onOpenChange={setPreparing}
          onPrepared={(d) => {
            setPreparing(false);
            setReviewing(d.id);
          }}
        />
      )}
      {reviewing && <ReviewDistributionDialog distributionId={reviewing} onOpenChange={(open) => !open && setReviewing(null)} />}
    </div>
  );
}
