import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { HandCoins, Percent, Users } from 'lucide-react';
import { splitPool } from '../../../shared/domain/money';
import { PHASE_LABELS, projectedMonthlyPoolCents } from '../../../shared/domain/stats';
import { Card, CardContent } from '../../components/ui/card';
import { translateKnown } from '../../i18n/i18n';
import { Amount } from '../../components/ui/amount';
import { formatCount, formatUsd } from '../../lib/format';
import { StatsStatus } from '../stats/stats-status';
import { useLiveStats } from '../stats/use-live-stats';

/** The phase, live member count and the monthly pool: projected in Phase 1, actual pledges in Phase 2. */
export function PoolFigures() {
  const { i18n } = useLingui();
  const { stats, loading, trouble } = useLiveStats();
  const ready = stats !== undefined;
  // While loading, the same cards hold the place of the figures, so nothing below them moves.
  const pool = stats ? splitPool(projectedMonthlyPoolCents(stats.verified_subscribers)) : undefined;
  const phase1 = (stats?.phase ?? 1) === 1;
  const shown = (value: string | undefined) => (ready && value !== undefined ? value : '…');
  return (
    <div className="space-y-4">
      {ready ? (
        <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900" data-testid="phase-label">{translateKnown(i18n, PHASE_LABELS[stats.phase])}</p>
      ) : (
        <StatsStatus loading={loading} trouble={trouble} hasFigures={false} className="px-3 py-1 text-sm" />
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <Figure
          icon={<Users aria-hidden />}
          label={i18n._('Subscribers')}
          value={shown(stats && formatCount(stats.total_subscribers))}
          note={i18n._('{count} verified', { count: shown(stats && formatCount(stats.verified_subscribers)) })}
          testId="transparency-subscribers"
        />
        <Figure
          icon={<HandCoins aria-hidden />}
          label={phase1 ? i18n._('Projected monthly pool') : i18n._('Monthly pool')}
          value={shown(pool && formatUsd(pool.pool_cents))}
          note={phase1 ? i18n._('What $10 from each verified member would raise. Nothing is collected before Phase 2.') : i18n._('$10 from each verified member.')}
          testId="transparency-pool"
        />
        <Figure
          icon={<Percent aria-hidden />}
          label={phase1 ? i18n._('Projected 99% redistribution') : i18n._('99% redistribution')}
          value={shown(pool && formatUsd(pool.distributed_cents))}
          note={i18n._('Given each month to approved members in need.')}
          testId="transparency-redistribution"
        />
      </div>
      {ready && <StatsStatus loading={loading} trouble={trouble} hasFigures />}
    </div>
  );
}

function Figure({ icon, label, value, note, testId }: { icon: ReactNode; label: string; value: string; note: string; testId: string }) {
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <div className="flex items-center gap-2 text-brand-700 [&_svg]:h-5 [&_svg]:w-5">
          {icon}
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{label}</h2>
        </div>
        <p className="mt-2 text-3xl font-bold tabular-nums text-slate-900" data-testid={testId}><Amount>{value}</Amount></p>
        <p className="mt-1 text-sm text-slate-600">{note}</p>
      </CardContent>
    </Card>
  );
}
