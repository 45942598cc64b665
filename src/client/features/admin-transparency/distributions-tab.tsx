import { useState } from 'react';
import { monthLabel } from '../../../shared/domain/dates';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Table, Td, Th } from '../../components/ui/table';
import { formatCount, formatUsd } from '../../lib/format';
import { REPORTS_PAGE_SIZE, useDistributionReports } from '../../lib/distribution-reports';
import { CreateDistributionDialog } from './create-distribution-dialog';

export function DistributionsTab() {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const query = useDistributionReports(page);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">Distributions are recorded once a month and are never edited or deleted.</p>
        <Button onClick={() => setCreating(true)}>Create Distribution</Button>
      </div>
      {query.isPending ? (
        <p role="status" className="text-slate-600">Loading distributions...</p>
      ) : query.isError ? (
        <Notice tone="error" title="Distributions could not be loaded">{query.error.message}</Notice>
      ) : query.data.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">No distributions recorded yet.</p>
      ) : (
        <>
          <Table caption="Fund distributions">
            <thead>
              <tr><Th>Month</Th><Th>Pool</Th><Th>Distributed (99%)</Th><Th>Retained (1%)</Th><Th>Beneficiaries</Th><Th>Status</Th></tr>
            </thead>
            <tbody>
              {query.data.items.map((d) => (
                <tr key={d.id}>
                  <Td className="font-medium">{monthLabel(d.month_year)}</Td>
                  <Td className="tabular-nums">{formatUsd(d.total_pool_cents)}</Td>
                  <Td className="tabular-nums">{formatUsd(d.total_distributed_cents)}</Td>
                  <Td className="tabular-nums">{formatUsd(d.total_retained_cents)}</Td>
                  <Td className="tabular-nums">{formatCount(d.beneficiaries_count)}</Td>
                  <Td><Badge tone={d.status === 'completed' ? 'green' : 'yellow'} className="capitalize">{d.status}</Badge></Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={page} pageSize={REPORTS_PAGE_SIZE} total={query.data.total} onPage={setPage} label="Distribution pages" />
        </>
      )}
      {creating && <CreateDistributionDialog open onOpenChange={setCreating} />}
    </div>
  );
}
