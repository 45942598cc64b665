import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Download, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { type MonthReport, type MonthReports, REPORTS_API } from '../../../shared/reports-api';
import { SCREENS } from '../../../shared/routes';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { api } from '../../lib/api';
import { formatCount, formatDate, formatUsd } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { MonthSignatures } from './month-signatures';

const monthReportsQuery = queryOptions({ queryKey: ['transparency', 'months'], queryFn: () => api<MonthReports>(REPORTS_API.months) });

/** Each month's money as the ledger has it, with the fingerprint of its receipts that members can check. */
export function LedgerMonths() {
  const { i18n } = useLingui();
  const query = useQuery(monthReportsQuery);
  return (
    <section aria-labelledby="ledger-months-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ledger-months-heading" className="font-display text-2xl font-bold">{i18n._('Monthly figures from the ledger')}</h2>
          <p className="mt-1 max-w-3xl text-slate-700">
            {i18n._('Summed from every recorded payment and charge, never typed in. Each month also publishes a root that commits to all its receipts: members can check theirs is counted.')}
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={SCREENS.receiptProof.path}><ShieldCheck aria-hidden className="h-4 w-4" /> {i18n._('Check my receipt')}</Link>
        </Button>
      </div>
      {query.isPending && <p role="status" className="min-h-24 text-slate-600">{i18n._('Loading reports...')}</p>}
      {query.isError && <Notice tone="error" title={i18n._('Reports could not be loaded')}>{query.error.message}</Notice>}
      {query.data?.phase === 1 && (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700" data-testid="ledger-months-phase-one">
          {i18n._('Nothing is collected in Phase 1, so there is no money to report yet. Figures appear here from the first month of Phase 2.')}
        </p>
      )}
      {query.data?.phase === 2 && query.data.months.length === 0 && <p className="text-slate-700">{i18n._('No money has been collected yet.')}</p>}
      {query.data?.phase === 2 && query.data.months.length > 0 && (
        <ul className="grid gap-3" aria-label={i18n._('Monthly figures from the ledger')}>
          {query.data.months.map((m) => <MonthCard key={m.month} report={m} />)}
        </ul>
      )}
    </section>
  );
}

function MonthCard({ report: r }: { report: MonthReport }) {
  const { i18n } = useLingui();
  const pending = i18n._('Not distributed yet');
  return (
    <li data-testid="ledger-month">
      <Card>
        <CardContent className="space-y-4 pt-5 sm:pt-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-semibold">{formatMonth(r.month)}</h3>
            <div className="flex flex-wrap gap-2">
              {r.open && <Badge tone="yellow">{i18n._('Month in progress')}</Badge>}
              <Button asChild variant="ghost" size="sm">
                <a href={REPORTS_API.monthCsv(r.month)} download><Download aria-hidden className="h-4 w-4" /> {i18n._('CSV')}<span className="sr-only"> {formatMonth(r.month)}</span></a>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <a href={REPORTS_API.monthJson(r.month)} download><Download aria-hidden className="h-4 w-4" /> {i18n._('JSON')}<span className="sr-only"> {formatMonth(r.month)}</span></a>
              </Button>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            <Figure label={i18n._('Collected')} value={formatUsd(r.collected_cents)} />
            <Figure label={i18n._('Provider fees')} value={formatUsd(r.fees_cents)} />
            <Figure label={i18n._('Operations (1%)')} value={r.operations_cents === null ? pending : formatUsd(r.operations_cents)} />
            <Figure label={i18n._('Distributed')} value={r.distributed_cents === null ? pending : formatUsd(r.distributed_cents)} />
            <Figure label={i18n._('Contributors')} value={formatCount(r.contributors)} />
            <Figure label={i18n._('Beneficiaries')} value={r.beneficiaries === null ? pending : formatCount(r.beneficiaries)} />
          </dl>
          {r.late_contributions.length > 0 && (
            <ul className="space-y-1 text-sm text-slate-700" data-testid="late-contributions">
              {r.late_contributions.map((late) => (
                <li key={late.month}>
                  {i18n._('{count, plural, one {Includes # late contribution for {month}: it arrived after that month was prepared.} other {Includes # late contributions for {month}: they arrived after that month was prepared.}}', {
                    count: late.count, month: formatMonth(late.month),
                  })}
                </li>
              ))}
            </ul>
          )}
          {r.commitment && (
            <div className="space-y-1 text-sm text-slate-700">
              <p>
                {i18n._('Receipts root ({count} receipts):', { count: formatCount(r.commitment.receipts) })}{' '}
                <code className="break-all font-mono text-xs" dir="ltr" data-testid="month-root">{r.commitment.root}</code>
              </p>
              {r.commitment.version > 1 && (
                <p data-testid="root-revised">
                  {i18n._('Revised on {date}: rows written after the first root (a correction or a late payment) changed this month’s receipts. Earlier roots: {roots}', {
                    date: formatDate(r.commitment.built_at), roots: r.commitment.previous_roots.join(', '),
                  })}
                </p>
              )}
            </div>
          )}
          {r.signatures && <MonthSignatures signatures={r.signatures} />}
        </CardContent>
      </Card>
    </li>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}
