import type { ReferralSummary } from '../../../shared/api';
import { formatDay, upcomingDeadline, type Campaign, type Translate } from '../../../shared/domain/campaign';
import type { Locale } from '../../../shared/i18n/locales';
import { formatCountIn } from '../../../shared/prerendered-page';
import { RANK_NAMES } from './rank-names';

const AT_TOP = /*i18n*/ 'You have reached Gold, the highest rank. Thank you for growing our community!';
const LEFT_TO_RANK = /*i18n*/ '{left, plural, one {{n} more verified referral} other {{n} more verified referrals}} to reach {rank}';

/** "7 more verified referrals to reach Bronze", or a thank-you at the top rank. */
export function rankProgressText(t: Translate, { verified_referrals, next_rank }: Pick<ReferralSummary, 'verified_referrals' | 'next_rank'>, locale: Locale): string {
  if (!next_rank) return t(AT_TOP);
  const left = next_rank.at - verified_referrals;
  return t(LEFT_TO_RANK, { left, n: formatCountIn(locale, left), rank: t(RANK_NAMES[next_rank.rank]) });
}

/** The ambassador goal as a share of the verified referrals, capped at 100 once it is met. */
export const goalPercent = (verified: number, goal: number) => Math.min(100, (verified * 100) / goal);

const GOAL_REACHED = /*i18n*/ 'Goal reached, masha’Allah. Thank you!';
const LEFT_BY = /*i18n*/ '{left, plural, one {# more verified referral to reach the goal by {date}} other {# more verified referrals to reach the goal by {date}}}';
const LEFT = /*i18n*/ '{left, plural, one {# more verified referral to reach the goal} other {# more verified referrals to reach the goal}}';

/** What is left to the goal, naming the deadline only while it is still ahead. */
export function goalProgressText(t: Translate, verified: number, campaign: Pick<Campaign, 'ambassador_goal' | 'ambassador_deadline'>, today: string, locale: Locale): string {
  const left = campaign.ambassador_goal - verified;
  if (left <= 0) return t(GOAL_REACHED);
  const deadline = upcomingDeadline(campaign.ambassador_deadline, today);
  return deadline
    ? t(LEFT_BY, { left, date: formatDay(deadline, locale) })
    : t(LEFT, { left });
}
