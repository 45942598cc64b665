import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { toast } from '../../lib/toast';
import { API } from '../../../shared/api';
import { monthLabel } from '../../../shared/domain/dates';
import { dollarsToCents, equalShares, splitPool } from '../../../shared/domain/money';
import { DISTRIBUTION_MESSAGES, distributionSchema } from '../../../shared/schemas/distributions';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { post } from '../../lib/api';
import { formatCount, formatUsd } from '../../lib/format';
import { MonthPicker } from './month-picker';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => thisYear - 2 + i);

/** The split as it will be recorded, recomputed on every keystroke with the same rule as the server. */
function Preview({ pool, count }: { pool: string; count: string }) {
  const cents = dollarsToCents(pool);
  const n = Number(count);
  if (cents === null || cents <= 0) return <p className="text-sm text-slate-600">Enter the total pool to see the split.</p>;
  const split = splitPool(cents);
  const shares = Number.isInteger(n) && n > 0 && n <= 100_000 && split.distributed_cents >= n ? equalShares(split.distributed_cents, n) : null;
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl bg-brand-50 p-4 text-sm" aria-live="polite" data-testid="distribution-preview">
      <div><dt className="text-slate-700">Redistributed (99%)</dt><dd className="text-lg font-semibold text-slate-900">{formatUsd(split.distributed_cents)}</dd></div>
      <div><dt className="text-slate-700">Operations (1%)</dt><dd className="text-lg font-semibold text-slate-900">{formatUsd(split.retained_cents)}</dd></div>
      {shares && (
        <div className="col-span-2">
          <dt className="text-slate-700">Each of {formatCount(n)} beneficiaries</dt>
          <dd className="font-semibold text-slate-900">
            {shares[0] === shares.at(-1) ? formatUsd(shares[0]!) : `${formatUsd(shares.at(-1)!)} to ${formatUsd(shares[0]!)} (the odd cents go to the first in line)`}
          </dd>
        </div>
      )}
    </dl>
  );
}

export function CreateDistributionDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
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
      setError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? 'Please check the form' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await post(API.adminDistributions, { month_year: month, total_pool: pool, beneficiaries_count: count });
      toast.success(DISTRIBUTION_MESSAGES.created, { description: `${monthLabel(month)}: ${formatUsd(splitPool(parsed.data.total_pool).distributed_cents)} to ${formatCount(parsed.data.beneficiaries_count)} beneficiaries.` });
      await queryClient.invalidateQueries({ queryKey: ['distributions'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] });
      onOpenChange(false);
    } catch (err) {
      setError({ field: '', message: err instanceof Error ? err.message : 'Error creating distribution' });
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Create Distribution" description="Records the month's pool. 99% is shared equally among the first approved members in the queue; this cannot be edited afterwards.">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Create distribution">
        {error && !error.field && <Notice tone="error" live>{error.message}</Notice>}
        <div>
          <MonthPicker value={month} onChange={setMonth} years={YEARS} />
          {fieldError('month_year') && <p role="alert" className="mt-1 text-sm font-medium text-red-700">{fieldError('month_year')}</p>}
          {month && <p className="mt-1 text-sm text-slate-600">Recorded as {monthLabel(month)} ({month}).</p>}
        </div>
        <Field label="Total pool (USD)" hint="Up to $10,000,000." error={fieldError('total_pool')}>
          <Input type="number" inputMode="decimal" min="0.01" step="0.01" value={pool} onChange={(e) => setPool(e.target.value)} />
        </Field>
        <Field label="Number of beneficiaries" hint="A whole number from 1 to 100,000." error={fieldError('beneficiaries_count')}>
          <Input type="number" inputMode="numeric" min="1" max="100000" step="1" value={count} onChange={(e) => setCount(e.target.value)} />
        </Field>
        <Preview pool={pool} count={count} />
        <Button type="submit" className="w-full" disabled={busy}>{busy ? 'Recording...' : 'Create Distribution'}</Button>
      </form>
    </Dialog>
  );
}
