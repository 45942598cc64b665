import { useLingui } from '@lingui/react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { AdminDistribution, DistributionOutlook } from '../../../shared/api';
import { API } from '../../../shared/api';
import { monthOf } from '../../../shared/domain/ledger';
import { addMonths } from '../../../shared/domain/queue-estimate';
import { DISTRIBUTION_MESSAGES, distributionSchema, MAX_BENEFICIARIES } from '../../../shared/schemas/distributions';
import { Amount } from '../../components/ui/amount';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/inputs';
import { Notice } from '../../components/ui/notice';
import { Pagination } from '../../components/ui/pagination';
import { Table, Td, Th } from '../../components/ui/table';
import { translateKnown } from '../../i18n/i18n';
import { api, post } from '../../lib/api';
import { formatCount, formatPercent, formatUsd } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { toast } from '../../lib/toast';
import { eligibilityLabel, PledgeBadge } from './member-standing';
import { MonthPicker } from './month-picker';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => thisYear - 5 + i);
const QUEUE_PAGE_SIZE = 10;

/**
 * The first admin's step. The month's money and the queue come first, from the server: the pool is
 * not typed (the ledger holds it), and the queue shows who qualifies under the pledge rule. Only then
 * does the admin choose how many to pay; the result opens for review, where a second admin approves.
 */
export function PrepareDistributionDialog({ open, onOpenChange, onPrepared }: { open: boolean; onOpenChange: (open: boolean) => void; onPrepared: (distribution: AdminDistribution) => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  // The month just over is the one usually prepared.
  const [month, setMonth] = useState(() => addMonths(monthOf(new Date().toISOString()), -1));
  const [count, setCount] = useState('');
  const [queuePage, setQueuePage] = useState(1);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const outlook = useQuery({
    queryKey: ['admin', 'distributions', 'outlook', month, queuePage],
    queryFn: () => api<DistributionOutlook>(`${API.adminDistributionOutlook}?month_year=${month}&page=${queuePage}&page_size=${QUEUE_PAGE_SIZE}`),
    enabled: month !== '',
    placeholderData: keepPreviousData,
  });

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
  const data = outlook.data;
  const figure = (label: string, cents: number, testId?: string) => (
    <div>
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900" data-testid={testId}><Amount>{formatUsd(cents)}</Amount></dd>
    </div>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={i18n._('Prepare a distribution')}
      description={i18n._("The pool is the money the ledger holds for the month: collected, less provider fees and refunds. 1% covers operations and 99% is shared equally among the first approved members in the queue. Nothing is paid until a second admin approves.")}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={i18n._('Prepare a distribution')}>
        {error && !error.field && <Notice tone="error" live>{error.message}</Notice>}
        <div>
          <MonthPicker value={month} onChange={(m) => { setMonth(m); setQueuePage(1); }} years={YEARS} />
          {fieldError('month_year') && <p role="alert" className="mt-1 text-sm font-medium text-red-700">{translateKnown(i18n, fieldError('month_year') ?? '')}</p>}
          {month && <p className="mt-1 text-sm text-slate-600">{i18n._('Recorded as {month} ({value}).', { month: formatMonth(month), value: month })}</p>}
        </div>
        {month && (outlook.isPending ? (
          <p role="status" className="text-slate-600">{i18n._('Loading the pool and the queue...')}</p>
        ) : outlook.isError ? (
          <Notice tone="error" title={i18n._('The pool and the queue could not be loaded')}>{translateKnown(i18n, outlook.error.message)}</Notice>
        ) : data && (
          <section aria-label={i18n._('Pool and queue of {month}', { month: formatMonth(data.month_year) })} className="space-y-3">
            <dl className="grid grid-cols-2 gap-3 rounded-xl bg-brand-50 p-4 text-sm sm:grid-cols-3" data-testid="outlook-pool">
              {figure(i18n._('Collected'), data.collected_cents)}
              {figure(i18n._('Provider fees'), data.fees_cents)}
              {figure(i18n._('Refunds'), data.refunds_cents)}
              {figure(i18n._('Pool held'), data.pool_cents, 'outlook-pool-held')}
              {figure(i18n._('Operations ({percent})', { percent: formatPercent(0.01) }), data.retained_cents)}
              {figure(i18n._('To share ({percent})', { percent: formatPercent(0.99) }), data.distributed_cents)}
            </dl>
            <p className="text-sm text-slate-800" data-testid="outlook-queue">
              {i18n._('{count, plural, one {One approved application waits} other {# approved applications wait}}, and {qualifying} of them qualify for a share.', { count: data.total, qualifying: formatCount(data.qualifying) })}
            </p>
            {data.qualifying < data.total && (
              <Notice tone="warning" title={i18n._('Some members do not qualify')}>
                {i18n._('A member whose pledge never started, or was cancelled before 12 months, or who has given no month yet, is passed over: they keep their place in the queue and are paid once they qualify.')}
              </Notice>
            )}
            {data.total > 0 && (
              <>
                <Table caption={i18n._('The queue, in the order it is paid')}>
                  <thead>
                    <tr><Th>{i18n._('Position')}</Th><Th>{i18n._('Applicant')}</Th><Th>{i18n._('Pledge')}</Th><Th>{i18n._('This month')}</Th></tr>
                  </thead>
                  <tbody>
                    {data.items.map((q) => (
                      <tr key={q.application_id} data-qualifies={q.qualifies}>
                        <Td className="tabular-nums">{formatCount(q.queue_position)}</Td>
                        <Td dir="auto">{q.applicant_name ?? i18n._('a former member')}</Td>
                        <Td className="whitespace-nowrap">
                          <PledgeBadge i18n={i18n} status={q.pledge_status} />
                          <div className="mt-1 text-xs text-slate-700">{i18n._('{count, plural, one {# month given} other {# months given}}', { count: q.contributed_months })}</div>
                        </Td>
                        <Td className={q.qualifies ? 'text-slate-800' : 'font-medium text-red-700'}>{q.qualifies ? i18n._('Can be paid') : `${i18n._('Passed over')}: ${eligibilityLabel(i18n, q.eligibility)}`}</Td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
                <Pagination page={queuePage} pageSize={QUEUE_PAGE_SIZE} total={data.total} onPage={setQueuePage} label={i18n._('Queue pages')} />
              </>
            )}
          </section>
        ))}
        <Field
          label={i18n._('Number of beneficiaries')}
          hint={data && data.qualifying > 0
            ? i18n._('A whole number from 1 to {max}: the members who qualify, paid in queue order.', { max: formatCount(Math.min(data.qualifying, MAX_BENEFICIARIES)) })
            : i18n._('A whole number from 1 to {max}.', { max: formatCount(MAX_BENEFICIARIES) })}
          error={fieldError('beneficiaries_count')}
        >
          <Input type="number" inputMode="numeric" min="1" max={String(Math.min(data?.qualifying || MAX_BENEFICIARIES, MAX_BENEFICIARIES))} step="1" value={count} onChange={(e) => setCount(e.target.value)} />
        </Field>
        <Button type="submit" className="w-full" disabled={busy}>{busy ? i18n._('Preparing...') : i18n._('Prepare')}</Button>
      </form>
    </Dialog>
  );
}
