import { useLingui } from '@lingui/react';
import { PHASE_LABELS, progressPercent, remainingToGoal } from '../../../shared/domain/stats';
import { ProgressBar } from '../../components/ui/progress';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { StatsStatus } from './stats-status';
import { useLiveStats } from './use-live-stats';

/** The live counter: members so far, the goal, how many remain and a progress bar. */
export function StatsPanel({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { stats, loading, trouble } = useLiveStats();
  const percent = stats ? progressPercent(stats) : 0;
  return (
    <section aria-labelledby="stats-panel-title" className={cn('palette-auto rounded-2xl border border-brand-200 bg-white p-4 shadow-lg', className)}>
      <h2 id="stats-panel-title" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        {i18n._(PHASE_LABELS[stats?.phase ?? 1])}
      </h2>
      {!stats ? (
        <StatsStatus loading={loading} trouble={trouble} hasFigures={false} className="mt-3" />
      ) : (
        <>
          <div aria-live="polite">
            <p className="mt-2 text-3xl font-bold tabular-nums text-slate-900" data-testid="stats-total">
              {formatCount(stats.total_subscribers)}
            </p>
            <p className="text-sm text-slate-600">{i18n._('members have joined')}</p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-600">{i18n._('Goal')}</dt>
                <dd className="font-semibold tabular-nums text-slate-900" data-testid="stats-goal">{formatCount(stats.goal)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{i18n._('Remaining')}</dt>
                <dd className="font-semibold tabular-nums text-slate-900" data-testid="stats-remaining">{formatCount(remainingToGoal(stats))}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">{i18n._('Verified members')}</dt>
                <dd className="font-semibold tabular-nums text-slate-900" data-testid="stats-verified">{formatCount(stats.verified_subscribers)}</dd>
              </div>
            </dl>
            <ProgressBar percent={percent} label={i18n._('Progress toward the goal')} className="mt-3" />
          </div>
          <StatsStatus loading={loading} trouble={trouble} hasFigures className="mt-3" />
        </>
      )}
    </section>
  );
}
