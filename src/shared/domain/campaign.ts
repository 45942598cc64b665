import { intlLocale, type Locale } from '../i18n/locales';
import { dateTimeFormat, numberFormat } from '../i18n/intl-formats';

/** What the public pages need to speak of the ambassador goal (GET /api/campaign). */
export interface Campaign {
  /** Verified sign-ups each ambassador aims for. */
  ambassador_goal: number;
  /** yyyy-MM-dd, the last day of the ambassador goal; null when there is none. */
  ambassador_deadline: string | null;
  /** The verified members that start Phase 2 (the subscriber goal). */
  community_goal: number;
}

/** A translator of one language: Lingui's `i18n._`, passed in so this module stays free of Lingui. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** Today's calendar day in UTC, the one clock the server and every browser agree on. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * The deadline while it is still ahead (its own day included), else null: a date that has passed is
 * never presented as one to reach.
 */
export const upcomingDeadline = (deadline: string | null, today: string): string | null => (deadline !== null && deadline >= today ? deadline : null);

/** A calendar day as the locale writes it ("Mar 31, 2026" in English, the spec's 'MMM d, yyyy'). */
export const formatDay = (day: string, locale: Locale): string =>
  dateTimeFormat(intlLocale(locale), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const formatNumber = (n: number, locale: Locale) => numberFormat(intlLocale(locale)).format(n);

const GOAL_BY = /*i18n*/ '{goal} verified signups per ambassador by {date}';
const GOAL_OPEN = /*i18n*/ '{goal} verified signups per ambassador';
const TEAM_NOTE = /*i18n*/ 'If {ambassadors} ambassadors each reach it, together they bring in {members} verified members: enough to begin Phase 2.';

/** The ambassador goal as the Ambassador page states it, with its deadline only while it is ahead. */
export function ambassadorGoalText(t: Translate, campaign: Campaign, today: string, locale: Locale): string {
  const goal = formatNumber(campaign.ambassador_goal, locale);
  const deadline = upcomingDeadline(campaign.ambassador_deadline, today);
  return deadline ? t(GOAL_BY, { goal, date: formatDay(deadline, locale) }) : t(GOAL_OPEN, { goal });
}

/** How many ambassadors reaching the goal would start Phase 2. */
export function ambassadorTeamNote(t: Translate, campaign: Campaign, locale: Locale): string {
  const ambassadors = Math.ceil(campaign.community_goal / campaign.ambassador_goal);
  return t(TEAM_NOTE, { ambassadors: formatNumber(ambassadors, locale), members: formatNumber(campaign.community_goal, locale) });
}
