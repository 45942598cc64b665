import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { LEDGER_KINDS, LEDGER_SOURCES, type LedgerKind, type LedgerSource, monthOf } from '../../../shared/domain/ledger';
import { LEDGER_MESSAGES } from '../../../shared/schemas/ledger';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { useMonthTotals } from './ledger-api';
import { formatMoney, kindLabels, sourceLabels } from './ledger-labels';
import { LedgerRows } from './ledger-rows';
import { RecordPaymentDialog } from './record-payment-dialog';

/** A month's totals, summed by the server from the rows listed under them, which can be narrowed by kind and source. */
export function LedgerView() {
  const { i18n } = useLingui();
  const [month, setMonth] = useState(monthOf(new Date().toISOString()));
  const [kind, setKind] = useState<LedgerKind | ''>('');
  const [source, setSource] = useState<LedgerSource | ''>('');
  const [page, setPage] = useState(1);
  const [recording, setRecording] = useState(false);
  const totals = useMonthTotals(month);
  const kinds = kindLabels(i18n);
  const sources = sourceLabels(i18n);
  const figures = totals.data && [
    { key: 'collected', label: i18n._('Collected'), value: formatMoney(totals.data.collected_cents, totals.data.currency) },
    { key: 'fees', label: i18n._('Fees'), value: formatMoney(totals.data.fees_cents, totals.data.currency) },
    { key: 'refunds', label: i18n._('Refunds'), value: formatMoney(totals.data.refunds_cents, totals.data.currency) },
    { key: 'net', label: i18n._('Net'), value: formatMoney(totals.data.net_cents, totals.data.currency) },
    { key: 'contributors', label: i18n._('Contributors'), value: formatCount(totals.data.contributors) },
  ];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Field label={i18n._('Month')} className="w-full sm:w-56">
          <Input type="month" value={month} onChange={(e) => { if (e.target.value) { setMonth(e.target.value); setPage(1); } }} />
        </Field>
        <Button onClick={() => setRecording(true)}>{i18n._('Record a payment')}</Button>
      </div>
      <section aria-labelledby="ledger-totals-title" className="space-y-3">
        <h2 id="ledger-totals-title" className="text-lg font-semibold text-slate-900">{i18n._('Totals for {month} (USD)', { month: formatMonth(month) })}</h2>
        {totals.isError ? (
          <Notice tone="error" title={translateKnown(i18n, LEDGER_MESSAGES.loadFailed)} live>{totals.error.message}</Notice>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-busy={totals.isPending}>
            {(figures ?? []).map(({ key, label, value }, index) => (
              <div key={key} className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm', index === 0 && 'col-span-2 sm:col-span-1')}>
                <dt className="text-sm font-medium text-slate-600">{label}</dt>
                <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900" data-testid={`ledger-${key}`}>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className="text-sm text-slate-600">{i18n._('Fees are reported apart from the 1% operations share. Payments in CAD count at what was deposited in USD.')}</p>
      </section>
      <section aria-labelledby="ledger-rows-title" className="space-y-3">
        <h2 id="ledger-rows-title" className="text-lg font-semibold text-slate-900">{i18n._('Entries for {month}', { month: formatMonth(month) })}</h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={i18n._('Kind')}>
            <Select value={kind} onChange={(e) => { setKind(e.target.value as LedgerKind | ''); setPage(1); }}>
              <option value="">{i18n._('All kinds')}</option>
              {LEDGER_KINDS.map((k) => <option key={k} value={k}>{kinds[k]}</option>)}
            </Select>
          </Field>
          <Field label={i18n._('Source')}>
            <Select value={source} onChange={(e) => { setSource(e.target.value as LedgerSource | ''); setPage(1); }}>
              <option value="">{i18n._('All sources')}</option>
              {LEDGER_SOURCES.map((s) => <option key={s} value={s}>{sources[s]}</option>)}
            </Select>
          </Field>
        </div>
        <LedgerRows filters={{ month, kind, source, page }} onPage={setPage} label={i18n._('Ledger entries for {month}, newest first', { month: formatMonth(month) })} />
      </section>
      {recording && <RecordPaymentDialog onClose={() => setRecording(false)} />}
    </div>
  );
}
