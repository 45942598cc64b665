import { Trans, useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '../../lib/toast';
import { API } from '../../../shared/api';
import { dollarsToCents, equalShares, splitPool } from '../../../shared/domain/money';
import { DISTRIBUTION_MESSAGES, distributionSchema, MAX_BENEFICIARIES, MAX_POOL_CENTS } from '../../../shared/schemas/distributions';
import { Amount } from '../../components/ui/amount';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';
import { post } from '../../lib/api';
import { formatCount, formatPercent, formatUsd } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { MonthPicker } from './month-picker';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => thisYear - 2 + i);

/** The split as it will be recorded, recomputed on every keystroke with the same rule as the server. */
function Preview({ pool, count }: { pool: string; count: string }) {
  const { i18n } = useLingui();
  const cents = dollarsToCents(pool);
  const n = Number(count);
  if (cents === null || cents <= 0) return <p className="text-sm text-slate-600">{i18n._('Enter the total pool to see the split.')}</p>;
  const split = splitPool(cents);
  const shares = Number.isInteger(n) && n > 0 && n <= 100_000 && split.distributed_cents >= n ? equalShares(split.distributed_cents, n) : null;
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl bg-brand-50 p-4 text-sm" aria-live="polite" data-testid="distribution-preview">
      <div><dt className="text-slate-700">{i18n._('Redistributed ({percent})', { percent: formatPercent(0.99) })}</dt><dd className="text-lg font-semibold text-slate-900"><Amount>{formatUsd(split.distributed_cents)}</Amount></dd></div>
      <div><dt className="text-slate-700">{i18n._('Operations ({percent})', { percent: formatPercent(0.01) })}</dt><dd className="text-lg font-semibold text-slate-900"><Amount>{formatUsd(split.retained_cents)}</Amount></dd></div>
      {shares && (
        <div className="col-span-2">
          <dt className="text-slate-700">{i18n._('{count, plural, one {The one beneficiary} other {Each of {n} beneficiaries}}', { count: n, n: formatCount(n) })}</dt>
          <dd className="font-semibold text-slate-900">
            {shares[0] === shares.at(-1) ? (
              <Amount>{formatUsd(shares[0]!)}</Amount>
            ) : (
              <Trans
                id="<0>{low}</0> to <1>{high}</1> (the odd cents go to the first in line)"
                values={{ low: formatUsd(shares.at(-1)!), high: formatUsd(shares[0]!) }}
                components={{ 0: <bdi dir="ltr" />, 1: <bdi dir="ltr" /> }}
              />
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}

export function CreateDistributionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState('');
  const [pool, setPool] = useState('');
  const [count, setCount] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = distributionSchema.safeParse({ month_year: month, total_pool: pool, beneficiaries_count: count });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? i18n._('Please check the form') });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await post(API.adminDistributions, { month_year: month, total_pool: pool, beneficiaries_count: count });
      toast.success(i18n._(DISTRIBUTION_MESSAGES.created), {
        description: i18n._('{month}: {amount} to {count, plural, one {{n} beneficiary} other {{n} beneficiaries}}.', {
          month: formatMonth(month),
          amount: formatUsd(splitPool(parsed.data.total_pool).distributed_cents),
          count: parsed.data.beneficiaries_count,
          n: formatCount(parsed.data.beneficiaries_count),
        }),
      });
      await queryClient.invalidateQueries({ queryKey: ['distributions'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] });
      onOpenChange(false);
    } catch (err) {
      setError({ field: '', message: err instanceof Error ? translateKnown(i18n, err.message) : i18n._('Error creating distribution') });
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._('Create Distribution')}
      description={i18n._('Records the month\'s pool. 99% is shared equally among the first approved members in the queue; this cannot be edited afterwards.')}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={i18n._('Create distribution')}>
        {error && !error.field && <Notice tone="error" live>{error.message}</Notice>}
        <div>
          <MonthPicker value={month} onChange={setMonth} years={YEARS} />
          {fieldError('month_year') && <p role="alert" className="mt-1 text-sm font-medium text-red-700">{translateKnown(i18n, fieldError('month_year') ?? '')}</p>}
          {month && <p className="mt-1 text-sm text-slate-600">{i18n._('Recorded as {month} ({value}).', { month: formatMonth(month), value: month })}</p>}
        </div>
        <Field label={i18n._('Total pool (USD)')} hint={i18n._('Up to {max}.', { max: formatUsd(MAX_POOL_CENTS) })} error={fieldError('total_pool')}>
          <Input type="number" inputMode="decimal" min="0.01" step="0.01" value={pool} onChange={(e) => setPool(e.target.value)} />
        </Field>
        <Field label={i18n._('Number of beneficiaries')} hint={i18n._('A whole number from 1 to {max}.', { max: formatCount(MAX_BENEFICIARIES) })} error={fieldError('beneficiaries_count')}>
          <Input type="number" inputMode="numeric" min="1" max="100000" step="1" value={count} onChange={(e) => setCount(e.target.value)} />
        </Field>
        <Preview pool={pool} count={count} />
        <Button type="submit" className="w-full" disabled={busy}>{busy ? i18n._('Recording...') : i18n._('Create Distribution')}</Button>
      </form>
    </Dialog>
  );
}
