import { useLingui } from '@lingui/react';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CONTRIBUTIONS_API, type ContributionLine, type ContributionMonth, type CurrencyTotals } from '../../../shared/contributions-api';
import { LEDGER_KIND_LABELS, PAYMENT_METHOD_LABELS } from '../../../shared/domain/ledger';
import { SCREENS } from '../../../shared/routes';
import { Amount } from '../../components/ui/amount';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Select } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { formatMoney } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { ProcessingCharges } from '../pledge/processing-charges';
import { useContributions } from './api';

/** A member's money of one year as the ledger holds it, month by month, with the year's statement to download. */
export function ContributionsView({ year, onYearChange }: { year: number; onYearChange: (year: number) => void }) {
  const { i18n } = useLingui();
  const query = useContributions(year);
  const yearId = useId();

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <Notice tone="error" title={i18n._('We could not load your contributions')} live>
        {query.error.message}
      </Notice>
    );
  }
  const data = query.data;
  const years = data.years.includes(year) ? data.years : [year, ...data.years].sort((a, b) => b - a);

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{i18n._('Yearly giving statement')}</CardTitle>
          <CardDescription>
            {i18n._('A PDF of the year’s contributions for your records. It is a giving statement, not an official receipt for income tax purposes.')}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="space-y-1">
            <label htmlFor={yearId} className="block text-sm font-medium text-slate-800">{i18n._('Year')}</label>
            <Select id={yearId} value={year} onChange={(e) => onYearChange(Number(e.target.value))} className="w-32">
              {years.map((y) => <option key={y} value={y}>{y}</option>)}
            </Select>
          </div>
          {/* A plain link: the browser saves the file the server sends, with the session cookie it already has. */}
          {data.months.length > 0 ? (
            <Button asChild variant="outline">
              <a href={CONTRIBUTIONS_API.myStatement(year)} download>
                <Download aria-hidden className="h-4 w-4" />{i18n._('Download my {year} statement (PDF)', { year })}
              </a>
            </Button>
          ) : (
            <p className="text-sm text-slate-700" data-testid="no-statement">{i18n._('A statement for {year} can be downloaded once a contribution of that year has settled.', { year })}</p>
          )}
        </CardContent>
      </Card>

      <ProcessingCharges charges={data.processing} />
      {data.months.length === 0 ? (
        data.processing.length === 0 && <Notice tone="info">{i18n._('No contributions were recorded for you in {year}.', { year })}</Notice>
      ) : (
        <>
          <section aria-labelledby={`${yearId}-total`} className="rounded-xl border border-brand-200 bg-brand-50 p-4">
            <h2 id={`${yearId}-total`} className="font-display text-xl font-bold">{i18n._('Total for {year}', { year })}</h2>
            <TotalsList totals={data.totals} />
          </section>
          {data.months.map((month) => <MonthCard key={month.month} month={month} />)}
        </>
      )}
    </div>
  );
}

function TotalsList({ totals }: { totals: CurrencyTotals[] }) {
  const { i18n } = useLingui();
  return (
    <div className="mt-2 space-y-2">
      {totals.map((t) => (
        <dl key={t.currency} className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
          <div className="flex justify-between gap-2 sm:block">
            <dt className="text-slate-600">{i18n._('Contributed')}</dt>
            <dd className="font-semibold"><Amount>{formatMoney(t.contributed_cents, t.currency)}</Amount></dd>
          </div>
          <div className="flex justify-between gap-2 sm:block">
            <dt className="text-slate-600">{i18n._('Fees')}</dt>
            <dd><Amount>{formatMoney(t.fees_cents, t.currency)}</Amount></dd>
          </div>
          <div className="flex justify-between gap-2 sm:block">
            <dt className="text-slate-600">{i18n._('Refunds')}</dt>
            <dd><Amount>{formatMoney(t.refunds_cents, t.currency)}</Amount></dd>
          </div>
        </dl>
      ))}
    </div>
  );
}

function MonthCard({ month }: { month: ContributionMonth }) {
  const { i18n } = useLingui();
  return (
    <Card data-testid="contribution-month">
      <CardHeader>
        <CardTitle>{formatMonth(month.month)}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <TotalsList totals={month.totals} />
        <ul className="divide-y divide-slate-100 border-t border-slate-100 text-sm">
          {month.lines.map((line) => <LineItem key={line.id} line={line} />)}
        </ul>
      </CardContent>
    </Card>
  );
}

function LineItem({ line }: { line: ContributionLine }) {
  const { i18n } = useLingui();
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <span className="flex flex-wrap items-baseline gap-2">
        <span className="font-medium">{i18n._(LEDGER_KIND_LABELS[line.kind])}</span>
        {line.method && <span className="text-slate-600">{i18n._(PAYMENT_METHOD_LABELS[line.method])}</span>}
        {line.reference && <span className="text-slate-600">{i18n._('Reference: {reference}', { reference: line.reference })}</span>}
        {line.corrected && <Badge tone="gray">{i18n._('Corrected')}</Badge>}
        {line.receipt_code && <ReceiptCode code={line.receipt_code} />}
      </span>
      <span className={line.corrected ? 'text-slate-500 line-through' : undefined}><Amount>{formatMoney(line.amount_cents, line.currency)}</Amount></span>
    </li>
  );
}

/** The code to check on the proof page that this payment is counted in its month's report. */
function ReceiptCode({ code }: { code: string }) {
  const { i18n } = useLingui();
  return (
    <span className="flex flex-wrap items-baseline gap-2 text-slate-600">
      <span>{i18n._('Receipt code:')} <code className="font-mono text-slate-800" dir="ltr" data-testid="receipt-code">{code}</code></span>
      <Link to={`${SCREENS.receiptProof.path}?code=${encodeURIComponent(code)}`} className="font-medium text-brand-800 underline underline-offset-2">
        {i18n._('Check it is counted')}
      </Link>
    </span>
  );
}
