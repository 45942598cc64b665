import { Trans, useLingui } from '@lingui/react';
import { Download, FileBarChart } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { API, type DistributionReport } from '../../../shared/api';
import { Amount } from '../../components/ui/amount';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { formatCount, formatUsd } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { useNearViewport } from '../../lib/use-near-viewport';
import { distributionStatusLabel, REPORTS_PAGE_SIZE, useDistributionReports } from '../../lib/distribution-reports';

const ReportsChart = lazy(() => import('./reports-chart'));

/** The monthly reports with a chart and CSV download, or a plain note that they start in Phase 2. */
export function DistributionReports() {
  const { i18n } = useLingui();
  const statusLabel = (status: string) => distributionStatusLabel(i18n, status);
  const [page, setPage] = useState(1);
  const query = useDistributionReports(page);
  // The loading note takes the room of the empty-state box that usually replaces it, so the page does not jump.
  if (query.isPending) {
    return (
      <div className="flex min-h-56 items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white p-8">
        <p role="status" className="text-slate-600">{i18n._('Loading reports...')}</p>
      </div>
    );
  }
  if (query.isError) return <Notice tone="error" title={i18n._('Reports could not be loaded')}>{query.error.message}</Notice>;
  const { items, total } = query.data;
  if (total === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <FileBarChart aria-hidden className="mx-auto h-10 w-10 text-slate-500" />
        <h3 className="mt-3 text-xl font-semibold">{i18n._('No Distributions Yet')}</h3>
        <p className="mx-auto mt-2 max-w-md text-slate-700">
          {i18n._('Monthly reports start in Phase 2, once one million verified members have joined and the first pledges are collected.')}
        </p>
      </div>
    );
  }
  const pages = Math.ceil(total / REPORTS_PAGE_SIZE);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle as="h3">{i18n._('Pool and distributions by month')}</CardTitle>
          <Button asChild variant="outline" size="sm">
            <a href={API.distributionsCsv} download>
              <Download aria-hidden className="h-4 w-4" /> {i18n._('Download CSV')}
            </a>
          </Button>
        </CardHeader>
        <CardContent>
          <DeferredChart reports={items} />
        </CardContent>
      </Card>
      <ul className="grid gap-3" aria-label={i18n._('Monthly reports')}>
        {items.map((report) => (
          <li key={report.id}>
            <Card>
              <CardContent className="grid grid-cols-2 gap-3 pt-5 sm:grid-cols-5 sm:items-center sm:pt-5">
                <div className="col-span-2 sm:col-span-1">
                  <h4 className="font-semibold text-slate-900">{formatMonth(report.month_year)}</h4>
                  <Badge tone={report.status === 'completed' ? 'green' : 'yellow'} className="mt-1 capitalize">{statusLabel(report.status)}</Badge>
                </div>
                <Figure label={i18n._('Pool')} value={formatUsd(report.total_pool_cents)} />
                <Figure label={i18n._('Distributed (99%)')} value={formatUsd(report.total_distributed_cents)} />
                <Figure label={i18n._('Operations (1%)')} value={formatUsd(report.total_retained_cents)} />
                <Figure label={i18n._('Beneficiaries')} value={formatCount(report.beneficiaries_count)} />
                <p className="col-span-2 text-sm text-slate-700 sm:col-span-5" data-testid="report-payouts">
                  {report.families_pending > 0
                    ? i18n._('Paid: {paid} to {count, plural, one {# family} other {{families} families}}. Still to confirm: {pending} to {pendingCount, plural, one {# family} other {{pendingFamilies} families}}.', {
                      paid: formatUsd(report.paid_cents), count: report.families_paid, families: formatCount(report.families_paid),
                      pending: formatUsd(report.pending_cents), pendingCount: report.families_pending, pendingFamilies: formatCount(report.families_pending),
                    })
                    : i18n._('Paid: {paid} to {count, plural, one {# family} other {{families} families}}.', { paid: formatUsd(report.paid_cents), count: report.families_paid, families: formatCount(report.families_paid) })}
                </p>
                {report.collected_cents !== null && (
                  <p className="col-span-2 text-sm text-slate-700 sm:col-span-5" data-testid="report-ledger">
                    <Trans
                      id="From the ledger: <0>{collected}</0> collected, less <1>{fees}</1> in provider fees and <2>{refunds}</2> in refunds."
                      values={{ collected: formatUsd(report.collected_cents), fees: formatUsd(report.fees_cents ?? 0), refunds: formatUsd(report.refunds_cents ?? 0) }}
                      components={{ 0: <bdi dir="ltr" />, 1: <bdi dir="ltr" />, 2: <bdi dir="ltr" /> }}
                    />
                  </p>
                )}
                {report.zakat_collected_cents !== null && report.zakat_distributed_cents !== null && report.collected_cents !== null && (
                  <ZakatAndSadaqah
                    zakatIn={report.zakat_collected_cents}
                    zakatOut={report.zakat_distributed_cents}
                    sadaqahIn={report.collected_cents - report.zakat_collected_cents}
                    sadaqahOut={report.total_distributed_cents - report.zakat_distributed_cents}
                    shortfall={report.operations_shortfall_cents ?? 0}
                  />
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={i18n._('Report pages')} className="flex items-center justify-between">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{i18n._('Newer')}</Button>
          <span className="text-sm text-slate-700">{i18n._('Page {page} of {pages}', { page: formatCount(page), pages: formatCount(pages) })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{i18n._('Older')}</Button>
        </nav>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs uppercase tracking-wide text-slate-600">{label}</p>
      <p className="font-semibold tabular-nums text-slate-900"><Amount>{value}</Amount></p>
    </div>
  );
}

/** The two pools kept apart: zakat reaches only eligible members, and operations are paid from sadaqah. */
function ZakatAndSadaqah({ zakatIn, zakatOut, sadaqahIn, sadaqahOut, shortfall }: { zakatIn: number; zakatOut: number; sadaqahIn: number; sadaqahOut: number; shortfall: number }) {
  const { i18n } = useLingui();
  return (
    <div className="col-span-2 space-y-1 text-sm text-slate-700 sm:col-span-5" data-testid="report-pools">
      <p>{i18n._('Zakat: {collected} collected, {given} given to members eligible for zakat.', { collected: formatUsd(zakatIn), given: formatUsd(zakatOut) })}</p>
      <p>{i18n._('Sadaqah: {collected} collected, {given} given. Operations are paid from sadaqah only.', { collected: formatUsd(sadaqahIn), given: formatUsd(sadaqahOut) })}</p>
      {shortfall > 0 && <p>{i18n._('Sadaqah was short this month: operations received {shortfall} less than their 1%.', { shortfall: formatUsd(shortfall) })}</p>}
    </div>
  );
}

/** The chart and its library (the page's largest download) load as the chart scrolls near, in a box of its final height. */
function DeferredChart({ reports }: { reports: DistributionReport[] }) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const waiting = (busy: boolean) => (
    <p aria-busy={busy || undefined} className="h-72 text-slate-600">
      {i18n._('Loading chart...')}
    </p>
  );
  // Busy only while the chart's code is really on its way, so nothing waits for a chart nobody scrolled to.
  return (
    <div ref={box}>
      {near ? <Suspense fallback={waiting(true)}><ReportsChart reports={reports} /></Suspense> : waiting(false)}
    </div>
  );
}
