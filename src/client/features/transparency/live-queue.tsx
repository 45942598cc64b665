import { useLingui } from '@lingui/react';
import { Hourglass } from 'lucide-react';
import { pacePerMonth } from '../../../shared/domain/queue-estimate';
import { Card, CardContent } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { NoGuaranteeNote } from '../aid-limits/no-guarantee-note';
import { numberFormat } from '../../../shared/i18n/intl-formats';
import { intlLocale } from '../../../shared/i18n/locales';
import { currentLocale, translateKnown } from '../../i18n/i18n';
import { formatCount } from '../../lib/format';
import { formatMonth } from '../../lib/format-month';
import { usePublicQueue } from './queue-api';

/**
 * The queue as counts, with how long it would take at the recent pace and the rule for a month
 * whose pool cannot pay everyone. Nobody in it is named or numbered.
 */
export function LiveQueue() {
  const { i18n } = useLingui();
  const queue = usePublicQueue();
  return (
    <section aria-labelledby="queue-heading">
      <h2 id="queue-heading" className="font-display text-2xl font-bold">{i18n._('The queue')}</h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <div className="flex items-center gap-2 text-brand-700">
              <Hourglass aria-hidden className="h-5 w-5" />
              <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{i18n._('Approved and waiting')}</h3>
            </div>
            {queue.isError ? (
              <Notice tone="error" className="mt-2">{translateKnown(i18n, queue.error.message)}</Notice>
            ) : (
              <>
                <p className="mt-2 text-3xl font-bold tabular-nums text-slate-900" data-testid="queue-waiting">{queue.data ? formatCount(queue.data.waiting) : '…'}</p>
                <p className="mt-1 text-sm text-slate-700" data-testid="queue-estimate">{queue.data ? <Estimate data={queue.data} /> : i18n._('Loading the queue...')}</p>
              </>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="space-y-2 pt-5 text-slate-700 sm:pt-6">
            <h3 className="font-semibold text-slate-900">{i18n._('Who is paid first')}</h3>
            <p>{i18n._('First come, first served: approved members are helped in the order they subscribed, and a member may ask to be moved down the list.')}</p>
            <p data-testid="queue-shortfall">{i18n._('When a month’s pool cannot cover everyone waiting, the first in line are paid and the rest keep their place and wait for the next month’s pool.')}</p>
          </CardContent>
        </Card>
      </div>
      <NoGuaranteeNote className="mt-4" />
    </section>
  );
}

/** An average such as 2.3 members a month, in the page's language. */
const formatPace = (n: number) => numberFormat(intlLocale(currentLocale()), { maximumFractionDigits: 1 }).format(n);

function Estimate({ data }: { data: NonNullable<ReturnType<typeof usePublicQueue>['data']> }) {
  const { i18n } = useLingui();
  const { estimate, waiting } = data;
  if (!estimate) return <>{i18n._('No month has been shared yet, so there is no pool history to estimate from.')}</>;
  const months = estimate.months.length;
  const from = formatMonth(estimate.months[months - 1]!);
  const basis = months === 1
    ? i18n._('{count, plural, one {Method: the last pool shared ({from}) paid {n} member.} other {Method: the last pool shared ({from}) paid {n} members.}}', { count: estimate.served, n: formatCount(estimate.served), from })
    : i18n._('Method: the last {n} pools shared ({from} to {to}) paid {pace} members a month on average.', {
        n: formatCount(months), from, to: formatMonth(estimate.months[0]!), pace: formatPace(pacePerMonth(estimate)),
      });
  const clear = waiting === 0
    ? i18n._('Nobody is waiting now.')
    : i18n._('{count, plural, one {At that pace the queue would clear in about {n} month.} other {At that pace the queue would clear in about {n} months.}}', { count: estimate.months_to_clear, n: formatCount(estimate.months_to_clear) });
  return <>{basis} {clear} {i18n._('This is an estimate from past months, not a promise.')}</>;
}
