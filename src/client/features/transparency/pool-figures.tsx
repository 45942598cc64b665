import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { HandCoins, HeartHandshake, Users } from 'lucide-react';
import { splitPool } from '../../../shared/domain/money';
import { PHASE_LABELS, projectedMonthlyPoolCents } from '../../../shared/domain/stats';
import { Card, CardContent } from '../../components/ui/card';
import { translateKnown } from '../../i18n/i18n';
import { Amount } from '../../components/ui/amount';
import { useDistributionReports } from '../../lib/distribution-reports';
import { formatCount, formatUsd } from '../../lib/format';
import { StatsStatus } from '../stats/stats-status';
import { useLiveStats } from '../stats/use-live-stats';

/**
 * The phase, the live member count, and the headline money: what the ledger has collected and what
 * confirmed payouts have given. The monthly pool $10 from each verified member would make is only a
 * projection, labelled as one and set smaller than the money actually held.
 */
export function PoolFigures() {
  const { i18n } = useLingui();
  const { stats, loading, trouble } = useLiveStats();
  const reports = useDistributionReports(1);
  const money = reports.data;
  const ready = stats !== undefined;
  // While loading, the same cards hold the place of the figures, so nothing below them moves.
  const projection = stats ? splitPool(projectedMonthlyPoolCents(stats.verified_subscribers)) : undefined;
  const phase1 = (stats?.phase ?? 1) === 1;
  const shown = (value: string | undefined) => (value !== undefined ? value : '…');
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
          label={i18n._('Members')}
          value={shown(stats && formatCount(stats.total_subscribers))}
          note={i18n._('{count} verified', { count: shown(stats && formatCount(stats.verified_subscribers)) })}
          testId="transparency-subscribers"
        />
        <Figure
          icon={<HandCoins aria-hidden />}
          label={i18n._('Collected so far')}
          value={shown(money && formatUsd(money.collected_cents))}
          note={phase1 ? i18n._('Nothing is collected before Phase 2.') : i18n._('Contributions and recorded payments, from the ledger.')}
          testId="transparency-collected"
        />
        <Figure
          icon={<HeartHandshake aria-hidden />}
          label={i18n._('Paid to families')}
          value={shown(money && formatUsd(money.paid_cents))}
          note={shown(money && i18n._('Payouts confirmed as received. {pending} approved and not yet confirmed.', { pending: formatUsd(money.pending_cents) }))}
          testId="transparency-paid"
        />
      </div>
      <section aria-labelledby="projection-heading" className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
        <h2 id="projection-heading" className="font-semibold text-slate-900">{i18n._('Projection, not money held')}</h2>
        <dl className="mt-2 grid gap-2 sm:grid-cols-2">
          <div>
            <dt>{i18n._('Projected monthly pool')}</dt>
            <dd className="font-semibold tabular-nums text-slate-900" data-testid="transparency-pool"><Amount>{shown(projection && formatUsd(projection.pool_cents))}</Amount></dd>
          </div>
          <div>
            <dt>{i18n._('Projected 99% redistribution')}</dt>
            <dd className="font-semibold tabular-nums text-slate-900" data-testid="transparency-redistribution"><Amount>{shown(projection && formatUsd(projection.distributed_cents))}</Amount></dd>
          </div>
        </dl>
        <p className="mt-2">
          {phase1
            ? i18n._('What $10 from each verified member would raise each month, once Phase 2 begins.')
            : i18n._('What $10 from each verified member would raise each month if every pledge were paid. The figures above are what was actually collected and paid.')}
        </p>
      </section>
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
