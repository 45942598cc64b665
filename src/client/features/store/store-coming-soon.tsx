import { useLingui } from '@lingui/react';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { DEFAULT_GOAL, type SubscriberStats } from '../../../shared/domain/stats';
import { Button } from '../../components/ui/button';
import { formatCount } from '../../lib/format';

/**
 * Phase 1: the store is not open yet; say when it will be and how members can bring that closer.
 * Without stats (a failed load, only logged) the progress line is left out rather than shown as 0.
 */
export function StoreComingSoon({ stats }: { stats: Pick<SubscriberStats, 'verified_subscribers' | 'goal'> | undefined }) {
  const { i18n } = useLingui();
  const goal = stats?.goal ?? DEFAULT_GOAL;
  return (
    <section aria-labelledby="store-coming-soon" className="rounded-2xl border border-brand-200 bg-white px-5 py-10 text-center shadow-sm sm:px-10">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-800">
        <Store aria-hidden className="h-8 w-8" />
      </span>
      <h2 id="store-coming-soon" className="mt-4 font-display text-2xl font-bold sm:text-3xl">{i18n._('Store Coming Soon')}</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">
        {i18n._('The community store opens in Phase 2, once {goal} members have verified their e-mail. It will offer physical goods and digital resources from and for the community.', { goal: formatCount(goal) })}
      </p>
      {stats && (
        <p className="mt-2 text-sm text-slate-600" data-testid="store-progress">
          {i18n._('{count} of {goal} verified members so far.', { count: formatCount(stats.verified_subscribers), goal: formatCount(goal) })}
        </p>
      )}
      <Button asChild className="mt-6"><Link to="/ambassador">{i18n._('Invite people you trust')}</Link></Button>
    </section>
  );
}
