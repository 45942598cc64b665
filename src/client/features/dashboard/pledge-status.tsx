import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PLEDGE_MANAGE_API, type PledgeManageState } from '../../../shared/pledge-manage-api';
import { SCREENS } from '../../../shared/routes';
import type { SubscriptionStatus } from '../../../shared/schemas/subscriptions';
import type { Phase } from '../../../shared/domain/stats';
import { api } from '../../lib/api';
import { formatCount, formatDay, formatUsd } from '../../lib/format';

const LABELS = { pending: /*i18n*/ 'Pending', active: /*i18n*/ 'Active', paused: /*i18n*/ 'Paused', past_due: /*i18n*/ 'Past due', cancelled: /*i18n*/ 'Cancelled' } as const;

/**
 * The monthly pledge in plain words. A pledge is "pending" until contributions start, which in
 * Phase 1 only means that nothing is due yet; shown as "Pending" it sat beside the e-mail status's
 * own "Pending" and read as one more thing the member still had to do. So a pending pledge is named
 * by when it starts, and what it means is said below it.
 */
export function PledgeStatus({ status, monthlyCents, phase, goal }: { status: SubscriptionStatus | null; monthlyCents: number; phase: Phase; goal: number }) {
  const { i18n } = useLingui();
  // Once a pledge runs, the card also says when it is next charged or until when it is paused.
  const running = phase === 2 && (status === 'active' || status === 'paused');
  const details = useQuery({ queryKey: ['pledge', 'manage'], queryFn: () => api<PledgeManageState>(PLEDGE_MANAGE_API.state), enabled: running });
  const amount = formatUsd(monthlyCents);
  const label = status === null ? i18n._('None') : status !== 'pending' ? i18n._(LABELS[status]) : phase === 1 ? i18n._('Starts in Phase 2') : i18n._('Not started yet');
  const meaning =
    status === 'pending' && phase === 1
      ? i18n._('Your pledge of {amount} a month is recorded. Nothing is charged, and you have nothing to do, until the community reaches {goal} verified members.', { amount, goal: formatCount(goal) })
      : status === 'pending'
        ? i18n._('Your pledge of {amount} a month is recorded; your monthly contributions have not started yet.', { amount })
        : status === 'active' && phase === 2
          ? i18n._('{amount} a month.', { amount })
          : i18n._('{amount} a month, collected only from Phase 2.', { amount });
  return (
    <>
      <p className="text-2xl font-bold" data-testid="subscription-status">{label}</p>
      <p className="text-sm text-slate-600">{meaning}</p>
      {running && details.data?.paused_until && (
        <p className="text-sm text-slate-700" data-testid="pledge-card-next">{i18n._('Paused until {date}.', { date: formatDay(details.data.paused_until) })}</p>
      )}
      {running && !details.data?.paused_until && details.data?.next_billing_date && (
        <p className="text-sm text-slate-700" data-testid="pledge-card-next">{i18n._('Next charge: {date}.', { date: formatDay(details.data.next_billing_date) })}</p>
      )}
      {/* Phase 1 keeps "Starts in Phase 2" and nothing to do; from Phase 2 the pledge is set up and managed on its own page. */}
      {phase === 2 && status !== null && status !== 'cancelled' && (
        <Link to={SCREENS.pledge.path} className="inline-block pt-1 text-sm font-medium text-brand-800 underline">
          {status === 'pending' ? i18n._('Set up my pledge') : i18n._('Manage my pledge')}
        </Link>
      )}
    </>
  );
}
