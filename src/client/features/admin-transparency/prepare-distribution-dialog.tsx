import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminDistribution } from '../../../shared/api';
import { API } from '../../../shared/api';
import { DISTRIBUTION_MESSAGES, distributionSchema, MAX_BENEFICIARIES } from '../../../shared/schemas/distributions';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { translateKnown } from '../../i18n/i18n';
import { post } from '../../lib/api';
import { formatCount } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { toast } from '../../lib/toast';
import { MonthPicker } from './month-picker';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => thisYear - 5 + i);

/**
 * The first admin's step: a month that is over and how many in the queue it pays. The pool is not
 * typed: the server takes it from the ledger. The result opens for review, where a second admin approves.
 */
export function PrepareDistributionDialog({ open, onOpenChange, onPrepared }: { open: boolean; onOpenChange: (open: boolean) => void; onPrepared: (distribution: AdminDistribution) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState('');
  const [count, setCount] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = distributionSchema.safeParse({ month_year: month, beneficiaries_count: count });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError({ field: String(issue?.path[0] ?? ''), message: issue?.message ?? i18n._('Please check the form') });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { distribution } = await post<{ distribution: AdminDistribution }>(API.adminDistributions, { month_year: month, beneficiaries_count: count });
      toast.success(i18n._(DISTRIBUTION_MESSAGES.prepared), {
        description: i18n._('{month} waits for a second admin to approve it.', { month: formatMonth(month) }),
      });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'distributions'] });
      onPrepared(distribution);
    } catch (err) {
      setError({ field: '', message: err instanceof Error ? translateKnown(i18n, err.message) : i18n._('Error preparing the distribution') });
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._('Prepare a distribution')}
      description={i18n._("The pool is the money the ledger holds for the month: collected, less provider fees and refunds. 1% covers operations and 99% is shared equally among the first approved members in the queue. Nothing is paid until a second admin approves.")}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={i18n._('Prepare a distribution')}>
        {error && !error.field && <Notice tone="error" live>{error.message}</Notice>}
        <div>
          <MonthPicker value={month} onChange={setMonth} years={YEARS} />
          {fieldError('month_year') && <p role="alert" className="mt-1 text-sm font-medium text-red-700">{translateKnown(i18n, fieldError('month_year') ?? '')}</p>}
          {month && <p className="mt-1 text-sm text-slate-600">{i18n._('Recorded as {month} ({value}).', { month: formatMonth(month), value: month })}</p>}
        </div>
        <Field label={i18n._('Number of beneficiaries')} hint={i18n._('A whole number from 1 to {max}.', { max: formatCount(MAX_BENEFICIARIES) })} error={fieldError('beneficiaries_count')}>
          <Input type="number" inputMode="numeric" min="1" max="100000" step="1" value={count} onChange={(e) => setCount(e.target.value)} />
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>{busy ? i18n._('Preparing...') : i18n._('Prepare')}</Button>
      </form>
    </Dialog>
  );
}
