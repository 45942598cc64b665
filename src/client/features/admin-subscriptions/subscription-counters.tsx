import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Notice } from '../../components/ui/notice';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { useSubscriptionCounts } from './api';

const counters = (i18n: I18n) =>
  [
    { key: 'total', label: i18n._('Total') },
    { key: 'active', label: i18n._('Active') },
    { key: 'pending', label: i18n._('Pending') },
    { key: 'paused', label: i18n._('Paused') },
    { key: 'past_due', label: i18n._('Past due') },
    { key: 'cancelled', label: i18n._('Cancelled') },
  ] as const;

/** The active, pending and cancelled counters plus paused and past due, counted by the database over every pledge; the statuses add up to the total. */
export function SubscriptionCounters() {
  const { i18n } = useLingui();
  const counts = useSubscriptionCounts();
  if (counts.isError) return <Notice tone="error" title={i18n._('Error loading subscriptions')}>{counts.error.message}</Notice>;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-busy={counts.isPending}>
      {counters(i18n).map(({ key, label }, index) => (
        <div key={key} className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm', index === 0 && 'col-span-2 sm:col-span-1')}>
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className={cn('mt-1 text-2xl font-bold tabular-nums text-slate-900', counts.isPending && 'text-slate-400')} data-testid={`count-${key}`}>
            {counts.data ? formatCount(counts.data[key]) : '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
