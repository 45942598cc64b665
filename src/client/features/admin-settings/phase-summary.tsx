import { useLingui } from '@lingui/react';
import { PHASE_LABELS, type SubscriberStats } from '../../../shared/domain/stats';
import { formatCount } from '../../lib/format';

/** Where the community stands against the goal now; it follows the live stats stream. */
export function PhaseSummary({ stats }: { stats: SubscriberStats }) {
  const { i18n } = useLingui();
  const rows: [string, string, string][] = [
    [i18n._('Current phase'), i18n._(PHASE_LABELS[stats.phase]), 'settings-phase'],
    [i18n._('Verified members'), formatCount(stats.verified_subscribers), 'settings-verified'],
    [i18n._('All members'), formatCount(stats.total_subscribers), 'settings-total'],
    [i18n._('Goal in effect'), formatCount(stats.goal), 'settings-goal'],
  ];
  return (
    <dl className="divide-y divide-slate-100" aria-live="polite">
      {rows.map(([label, value, testId]) => (
        <div key={testId} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold tabular-nums text-slate-900" data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
