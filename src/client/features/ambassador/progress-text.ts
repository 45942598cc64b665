import type { ReferralSummary } from '../../../shared/api';
import { AMBASSADOR_GOAL_SIGNUPS } from '../../../shared/domain/ambassador';

const referrals = (n: number) => `${n} more verified referral${n === 1 ? '' : 's'}`;

/** "7 more verified referrals to reach Bronze", or a thank-you at the top rank. */
export function rankProgressText({ verified_referrals, next_rank }: Pick<ReferralSummary, 'verified_referrals' | 'next_rank'>): string {
  if (!next_rank) return 'You have reached Gold, the highest rank. Thank you for growing our community!';
  return `${referrals(next_rank.at - verified_referrals)} to reach ${next_rank.rank}`;
}

/** The programme goal as a share of the verified referrals, capped at 100 once it is met. */
export const goalPercent = (verified: number) => Math.min(100, (verified * 100) / AMBASSADOR_GOAL_SIGNUPS);

export function goalProgressText(verified: number): string {
  const left = AMBASSADOR_GOAL_SIGNUPS - verified;
  return left > 0 ? `${referrals(left)} to reach the goal by the end of Q1 2026` : 'Goal reached, masha’Allah. Thank you!';
}
