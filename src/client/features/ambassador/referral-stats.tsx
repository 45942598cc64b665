import { BadgeCheck, Target, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { ReferralSummary } from '../../../shared/api';
import { todayUtc, type Campaign } from '../../../shared/domain/campaign';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ProgressBar } from '../../components/ui/progress';
import { cn } from '../../lib/cn';
import { currentLocale } from '../../i18n/i18n';
import { formatCount } from '../../lib/format';
import { goalPercent, goalProgressText, rankProgressText } from './progress-text';
import { RANK_LOOK } from './rank-ladder';
import { RANK_NAMES } from './rank-names';

/** The four figures an ambassador checks: everyone referred, the verified ones, the rank and the goal. */
export function ReferralStats({ summary, campaign }: { summary: ReferralSummary; campaign: Campaign }) {
  const { i18n } = useLingui();
  const verified = summary.verified_referrals;
  const goal = campaign.ambassador_goal;
  const t = i18n._.bind(i18n);
  const { icon: RankIcon, tile } = RANK_LOOK[summary.rank];
  return (
    // Two small counts side by side on a phone; rank and goal get the full width for their bars.
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard title={i18n._('Referrals')} icon={Users}>
        <Figure testId="referrals-count">{formatCount(summary.referrals)}</Figure>
        <Note>
          {i18n._('Everyone who signed up through your link.')}
          {summary.referrals > 0 && <> <a href="#referrals-title" className="font-medium text-brand-800 underline">{i18n._('See who joined')}</a></>}
        </Note>
      </StatCard>
      <StatCard title={i18n._('Verified referrals')} icon={BadgeCheck}>
        <Figure testId="verified-referrals-count">{formatCount(verified)}</Figure>
        <Note>{i18n._('They verified their e-mail. Only these count toward your rank.')}</Note>
      </StatCard>
      <StatCard title={i18n._('Rank')} icon={TrendingUp} wide>
        <Figure testId="ambassador-current-rank">
          <span className={cn('flex h-9 w-9 items-center justify-center rounded-lg', tile)}>
            <RankIcon aria-hidden className="h-5 w-5" />
          </span>
          {t(RANK_NAMES[summary.rank])}
        </Figure>
        <ProgressBar percent={summary.rank_progress_percent} label={summary.next_rank ? i18n._('Progress to {rank}', { rank: t(RANK_NAMES[summary.next_rank.rank]) }) : i18n._('Highest rank reached')} />
        <Note>{rankProgressText(t, summary, currentLocale())}</Note>
      </StatCard>
      <StatCard title={i18n._('Your goal')} icon={Target} wide>
        <Figure testId="ambassador-goal">{i18n._('{done} of {goal}', { done: formatCount(Math.min(verified, goal)), goal: formatCount(goal) })}</Figure>
        <ProgressBar percent={goalPercent(verified, goal)} label={i18n._('Progress toward {goal} verified signups', { goal: formatCount(goal) })} />
        <Note>{goalProgressText(t, verified, campaign, todayUtc(), currentLocale())}</Note>
      </StatCard>
    </div>
  );
}

function StatCard({ title, icon: Icon, wide, children }: { title: string; icon: LucideIcon; wide?: boolean; children: ReactNode }) {
  return (
    <Card className={cn(wide && 'col-span-2 sm:col-span-1')}>
      <CardHeader className="flex flex-row items-start gap-2">
        <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        {/* Two lines tall on a phone, where "Verified referrals" wraps, so the figures line up. */}
        <CardTitle as="h3" className={cn('text-sm font-semibold text-slate-600', !wide && 'min-h-10 sm:min-h-0')}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">{children}</CardContent>
    </Card>
  );
}

const Figure = ({ testId, children }: { testId: string; children: ReactNode }) => (
  <p className="flex items-center gap-2 font-display text-3xl font-bold text-slate-900" data-testid={testId}>{children}</p>
);

const Note = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-600">{children}</p>;
