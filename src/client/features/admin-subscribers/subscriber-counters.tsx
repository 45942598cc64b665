import { useLingui } from '@lingui/react';
import type { SubscriberCounters as Counters } from '../../../shared/api';
import { translateKnown } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { useSubscriberCounters } from './use-subscribers';

const COUNTERS: { key: keyof Counters; label: string; hint: string }[] = [
  { key: 'total', label: /*i18n*/ 'Total members', hint: /*i18n*/ 'Everyone with an account' },
  { key: 'verified', label: /*i18n*/ 'Verified', hint: /*i18n*/ 'E-mail confirmed' },
  { key: 'pending', label: /*i18n*/ 'Pending verification', hint: /*i18n*/ 'E-mail not confirmed yet' },
  { key: 'active_pledges', label: /*i18n*/ 'Active pledges', hint: /*i18n*/ 'Subscription status active' },
  { key: 'joined_this_week', label: /*i18n*/ 'Joined this week', hint: /*i18n*/ 'In the last 7 days' },
];

/**
 * The five counters. Total and verified follow the live counter when the screen passes it in, so a
 * change made by any admin shows at once; the other three reload after this screen's own changes.
 */
export function SubscriberCounters({ live }: { live?: { total: number; verified: number } | undefined }) {
  const { i18n } = useLingui();
  const query = useSubscriberCounters();
  const counters = query.data && live ? { ...query.data, total: live.total, verified: live.verified, pending: live.total - live.verified } : query.data;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-busy={query.isPending}>
      {COUNTERS.map(({ key, label, hint }, index) => (
        <div key={key} className={cn('rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:py-4', index === 0 && 'col-span-2 sm:col-span-1')}>
          <dt className="text-sm font-medium text-slate-700">{translateKnown(i18n, label)}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-slate-900 sm:text-2xl" data-testid={`counter-${key}`}>
            {counters ? formatCount(counters[key]) : query.isError ? '–' : '…'}
          </dd>
          {/* The labels say enough on a phone; the hints only where there is room. */}
          <dd className="hidden text-xs text-slate-600 sm:block">{translateKnown(i18n, hint)}</dd>
        </div>
      ))}
    </dl>
  );
}
