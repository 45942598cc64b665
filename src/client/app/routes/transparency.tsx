import { useLingui } from '@lingui/react';
import { ClipboardCheck, FileText, HandCoins, Heart, Percent, Send, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { OPERATIONS_PERCENT, REDISTRIBUTION_PERCENT } from '../../../shared/domain/money';
import { SCREENS } from '../../../shared/routes';
import { BackLink, PageShell } from '../../components/layout/page-shell';
import { Card, CardContent } from '../../components/ui/card';
import { DistributionReports } from '../../features/transparency/distribution-reports';
import { LiveQueue } from '../../features/transparency/live-queue';
import { LedgerMonths } from '../../features/transparency/ledger-months';
import { PoolFigures } from '../../features/transparency/pool-figures';
import { useDistributionReports } from '../../lib/distribution-reports';
import { formatCount, formatPercent } from '../../lib/format';
import { useDocumentMeta } from '../../lib/use-document-meta';

const STEPS = [
  { icon: HandCoins, title: /*i18n*/ 'Collection', text: /*i18n*/ 'Each verified member gives $10 a month, from Phase 2 on.' },
  { icon: ClipboardCheck, title: /*i18n*/ 'Review', text: /*i18n*/ 'Scholars and admins review applications for assistance and approve those in need.' },
  { icon: Send, title: /*i18n*/ 'Distribution', text: /*i18n*/ '99% of the month’s pool is shared among approved members, first come, first served.' },
  { icon: FileText, title: /*i18n*/ 'Report', text: /*i18n*/ 'A public report of the pool, the amount given and the families helped closes every month.' },
];

/** A percentage in the page's language ('99 %' in French, '99%' in English). */
const percent = (value: number) => formatPercent(value / 100);

export default function TransparencyScreen() {
  useDocumentMeta(SCREENS.transparency);
  const { i18n } = useLingui();
  const reports = useDistributionReports(1);
  return (
    <PageShell>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 sm:py-12">
        <div>
          <BackLink />
          <h1 className="mt-4 font-display text-3xl font-bold sm:text-4xl">{i18n._('Transparency Reports')}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            {i18n._('Every member can see how many of us there are, what the monthly pool is or will be, and where each month’s money went.')}
          </p>
        </div>

        <PoolFigures />

        <section aria-labelledby="split-heading">
          <h2 id="split-heading" className="font-display text-2xl font-bold">{i18n._('Where each dollar goes')}</h2>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            <SplitCard icon={<Percent aria-hidden />} value={percent(OPERATIONS_PERCENT)} title={i18n._('Platform fee')} text={i18n._('At most 1% of the pool covers running costs. It is a cap, never a target.')} />
            <SplitCard icon={<Heart aria-hidden />} value={percent(REDISTRIBUTION_PERCENT)} title={i18n._('Redistribution')} text={i18n._('Goes to approved members in need, every month.')} />
            <SplitCard
              icon={<Users aria-hidden />}
              value={reports.data ? formatCount(reports.data.families_supported) : '…'}
              title={i18n._('Families supported')}
              text={i18n._('Families whose payout was confirmed, across all monthly distributions.')}
              testId="families-supported"
            />
          </div>
        </section>

        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading" className="font-display text-2xl font-bold">{i18n._('How the money moves')}</h2>
          <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-800 font-bold text-white">{formatCount(i + 1)}</span>
                  <Icon aria-hidden className="h-6 w-6 text-brand-700" />
                </div>
                <h3 className="mt-3 text-lg font-semibold">{i18n._(title)}</h3>
                <p className="mt-1 text-slate-700">{i18n._(text)}</p>
              </li>
            ))}
          </ol>
        </section>

        <LiveQueue />
        <LedgerMonths />

        <section aria-labelledby="reports-heading">
          <h2 id="reports-heading" className="font-display text-2xl font-bold">{i18n._('Monthly reports')}</h2>
          <div className="mt-4">
            <DistributionReports />
          </div>
        </section>
      </div>
    </PageShell>
  );
}

function SplitCard({ icon, value, title, text, testId }: { icon: ReactNode; value: string; title: string; text: string; testId?: string }) {
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <div className="text-brand-700 [&_svg]:h-7 [&_svg]:w-7">{icon}</div>
        <p className="mt-2 text-4xl font-bold tabular-nums text-slate-900" data-testid={testId}>{value}</p>
        <h3 className="mt-1 font-semibold">{title}</h3>
        <p className="mt-1 text-sm text-slate-700">{text}</p>
      </CardContent>
    </Card>
  );
}
