import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { ambassadorGoalText, ambassadorTeamNote, formatDay, todayUtc, upcomingDeadline, type Campaign } from './campaign';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
i18n.setMessagesCompiler(compileMessage);
const t = i18n._.bind(i18n);
const CAMPAIGN: Campaign = { ambassador_goal: 100, ambassador_deadline: '2026-03-31', community_goal: 1_000_000 };

describe('campaign wording', () => {
  it('counts the deadline day itself as still ahead, and the day after as passed', () => {
    expect(upcomingDeadline('2026-03-31', '2026-03-31')).toBe('2026-03-31');
    expect(upcomingDeadline('2026-03-31', '2026-04-01')).toBeNull();
    expect(upcomingDeadline(null, '2026-01-01')).toBeNull();
    expect(todayUtc(new Date('2026-03-31T23:59:59Z'))).toBe('2026-03-31');
  });

  it('states the goal with its date while it is ahead, and without it once it has passed or when none is set', () => {
    expect(ambassadorGoalText(t, CAMPAIGN, '2026-01-10', 'en')).toBe('100 verified signups per ambassador by Mar 31, 2026');
    expect(ambassadorGoalText(t, CAMPAIGN, '2026-11-24', 'en')).toBe('100 verified signups per ambassador');
    expect(ambassadorGoalText(t, { ...CAMPAIGN, ambassador_goal: 1_500, ambassador_deadline: null }, '2026-01-10', 'en')).toBe('1,500 verified signups per ambassador');
  });

  it('writes the date the way the page\'s language does', () => {
    expect(formatDay('2027-06-30', 'en')).toBe('Jun 30, 2027');
    expect(formatDay('2027-06-30', 'fr-CA')).toMatch(/^30 juin 2027$/);
    expect(formatDay('2027-06-30', 'ar')).toContain('2027');
    expect(formatDay('2027-06-30', 'ar')).toContain('يونيو');
  });

  it('works out how many ambassadors reaching the goal would start Phase 2, rounding up', () => {
    expect(ambassadorTeamNote(t, CAMPAIGN, 'en')).toBe('If 10,000 ambassadors each reach it, together they bring in 1,000,000 verified members: enough to begin Phase 2.');
    expect(ambassadorTeamNote(t, { ...CAMPAIGN, ambassador_goal: 300 }, 'en')).toMatch(/^If 3,334 ambassadors/);
  });
});
