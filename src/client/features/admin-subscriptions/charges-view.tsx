import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { CHARGE_STATUSES, type ChargeStatus } from '../../../shared/charges-api';
import { Badge } from '../../components/ui/badge';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { CHARGES_PAGE_SIZE, type ChargeFilters, useCharges } from './charges-api';
import { retryNote } from './retry-note';
import { UnmatchedEvents } from './unmatched-events';
import { formatMoney } from './ledger-labels';
import { EmailText } from '../../components/ui/email-text';

const STATUS_LABELS: Record<ChargeStatus, string> = { pending: /*i18n*/ 'Pending', settled: /*i18n*/ 'Settled', failed: /*i18n*/ 'Failed' };
const STATUS_TONES = { pending: 'yellow', settled: 'green', failed: 'red' } as const satisfies Record<ChargeStatus, string>;

/** Each month's charge of each pledge, paged on the server: where it stands and, when it failed, what the provider said. */
export function ChargesView() {
  const { i18n } = useLingui();
  const [status, setStatus] = useState<ChargeFilters['status']>('');
  const [page, setPage] = useState(1);
  const charges = useCharges({ status, page });

  return (
    <section aria-labelledby="charges-title" className="space-y-3">
      <h2 id="charges-title" className="text-lg font-semibold text-slate-900">{i18n._('Monthly charges')}</h2>
      <p className="text-sm text-slate-600">{retryNote(i18n)}</p>
      <div className="max-w-xs">
        <Field label={i18n._('Charge status')}>
          <Select value={status} onChange={(e) => { setStatus(e.target.value as ChargeFilters['status']); setPage(1); }}>
            <option value="">{i18n._('All charges')}</option>
            {CHARGE_STATUSES.map((s) => <option key={s} value={s}>{i18n._(STATUS_LABELS[s])}</option>)}
            <option value="flagged">{i18n._('Needs attention')}</option>
          </Select>
        </Field>
      </div>
      {charges.isPending ? (
        <Spinner label={i18n._('Loading charges...')} />
      ) : charges.isError ? (
        <Notice tone="error" title={i18n._('Error loading charges')} live>{charges.error.message}</Notice>
      ) : charges.data.total === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{i18n._('No charges yet.')}</p>
      ) : (
        <div className={cn(charges.isPlaceholderData && 'opacity-60')} aria-busy={charges.isPlaceholderData}>
          <ul className="space-y-2" aria-label={i18n._('Monthly charges, newest first')}>
            {charges.data.items.map((c) => (
              <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="charge">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900" dir="auto">{c.member_name ?? i18n._('Erased account')} · {formatMonth(c.month)}</p>
                    {c.member_email && <p className="text-sm text-slate-600"><EmailText email={c.member_email} /></p>}
                    <p className="text-xs text-slate-600">{i18n._('Tries: {count}', { count: c.attempts })} · {formatDate(c.updated_at)}</p>
                  </div>
                  <div className="text-end">
                    <p className="font-semibold tabular-nums text-slate-900">{formatMoney(c.amount_cents, c.currency as 'USD' | 'CAD')}</p>
                    <Badge tone={STATUS_TONES[c.status]}>{i18n._(STATUS_LABELS[c.status])}</Badge>
                  </div>
                </div>
                {c.received && (
                  <p className="mt-2 text-sm text-red-800" data-testid="charge-difference">
                    {i18n._('Held, not settled: expected {expected}, the provider received {received}. Check the payment in the provider\'s dashboard before recording anything.', {
                      expected: formatMoney(c.amount_cents, c.currency as 'USD' | 'CAD'),
                      received: formatMoney(c.received.amount_cents, c.received.currency as 'USD' | 'CAD'),
                    })}
                  </p>
                )}
                {c.status === 'failed' && (
                  <p className="mt-2 text-sm text-red-800">
                    {i18n._('Decline reason: {reason}', { reason: c.decline_code ?? '—' })}
                    {c.decline_message && <span className="text-slate-700"> · {c.decline_message}</span>}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={CHARGES_PAGE_SIZE} total={charges.data.total} onPage={setPage} label={i18n._('Charge pages')} />
        </div>
      )}
      <UnmatchedEvents />
    </section>
  );
}
