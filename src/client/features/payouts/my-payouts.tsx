import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { API, type MyPayout } from '../../../shared/api';
import { Amount } from '../../components/ui/amount';
import { Badge } from '../../components/ui/badge';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { formatDate, formatUsd } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { PAYOUT_TONES, payoutMethodLabel, payoutStatusLabel } from '../../lib/payout-labels';

/**
 * The beneficiary's own payouts: the amount, where each stands and the date of every step. Shown
 * once a distribution has paid them; before that the page's queue card says where they wait.
 */
export function MyPayouts() {
  const { i18n } = useLingui();
  const query = useQuery({ queryKey: ['payouts', 'mine'], queryFn: () => api<{ items: MyPayout[] }>(API.myPayouts) });
  if (query.isPending || (query.isSuccess && query.data.items.length === 0)) return null;
  return (
    <section aria-labelledby="beneficiary-payouts" className="space-y-4">
      <h2 id="beneficiary-payouts" className="font-display text-2xl font-bold">{i18n._('Your payouts')}</h2>
      {query.isError ? (
        <Notice tone="error" title={i18n._('Payouts could not be loaded')}>{translateKnown(i18n, query.error.message)}</Notice>
      ) : (
        <ul className="space-y-3">
          {query.data.items.map((p) => (
            <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="my-payout">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {i18n._('Payout for {month}', { month: formatMonth(p.month_year) })} · <Amount>{formatUsd(p.amount_cents)}</Amount>
                </p>
                <Badge tone={PAYOUT_TONES[p.status]}>{payoutStatusLabel(i18n, p.status)}</Badge>
              </div>
              {p.method && <p className="mt-1 text-sm text-slate-700">{i18n._('How it is sent: {method}', { method: payoutMethodLabel(i18n, p.method) })}</p>}
              <ol className="mt-2 space-y-1 text-sm text-slate-700" aria-label={i18n._('Steps of this payout')}>
                {p.steps.map((s) => (
                  <li key={`${s.status}-${s.at}`}>{payoutStatusLabel(i18n, s.status)} · {formatDate(s.at)}</li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
