import type { I18n } from '@lingui/core';
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
  const meaning = phase === 1 ? phaseOneMeaning(i18n, status, amount, formatCount(goal)) : phaseTwoNext(i18n, status, amount);
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
          {status === 'pending' ? i18n._('Set up my pledge') : status === 'past_due' ? i18n._('Update my payment method') : i18n._('Manage my pledge')}
        </Link>
      )}
    </>
  );
}

function phaseOneMeaning(i18n: I18n, status: SubscriptionStatus | null, amount: string, goal: string) {
  // Every member's pledge waits as "pending" from sign-up: it is a place kept, not something they chose.
  if (status === 'pending') return i18n._('Nothing to pay and nothing to do now. When the community reaches {goal} verified members, you will be invited to pledge {amount} a month.', { amount, goal });
  return i18n._('{amount} a month, collected only from Phase 2.', { amount });
}

/** In Phase 2 the card says what the member has to do next, if anything, for each state of the pledge. */
function phaseTwoNext(i18n: I18n, status: SubscriptionStatus | null, amount: string) {
  switch (status) {
    case 'pending':
      return i18n._('Phase 2 has begun. Your next step: set up how your pledge of {amount} a month is paid, so your contributions can start.', { amount });
    case 'active':
      return i18n._('{amount} a month.', { amount });
    case 'paused':
      return i18n._('Your pledge of {amount} a month is paused for hardship and you keep your place. It starts again on its own when the pause ends, or you can resume it sooner.', { amount });
    case 'past_due':
      return i18n._('Your last payment did not go through. Update your payment method so your pledge of {amount} a month can continue.', { amount });
    case 'cancelled':
      return i18n._('Your pledge is cancelled: nothing more is charged.');
    default:
      return i18n._('You have no pledge at the moment.');
  }
}
