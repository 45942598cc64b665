import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { rankFor } from '../../../shared/domain/ambassador';
import { goalPercent, goalProgressText, rankProgressText } from './progress-text';

const at = (verified: number) => ({ verified_referrals: verified, next_rank: rankFor(verified).next });
// Messages compiled as the English catalog holds them (each id is its own translation).
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
i18n.setMessagesCompiler(compileMessage);
const t = i18n._.bind(i18n);
const TODAY = '2026-11-24';

describe('ambassador progress wording', () => {
  it('counts down to the next rank, in the singular for the last one', () => {
    expect(rankProgressText(t, at(3), 'en')).toBe('7 more verified referrals to reach Bronze');
    expect(rankProgressText(t, at(49), 'en')).toBe('1 more verified referral to reach Silver');
    expect(rankProgressText(t, at(100), 'en')).toMatch(/^You have reached Gold/);
  });

  it('measures the goal the admins set and stops at 100%', () => {
    expect(goalPercent(7, 100)).toBe(7);
    expect(goalPercent(25, 50)).toBe(50);
    expect(goalPercent(250, 100)).toBe(100);
  });

  it('names the deadline while it is ahead, today included', () => {
    expect(goalProgressText(t, 99, { ambassador_goal: 100, ambassador_deadline: '2027-03-31' }, TODAY, 'en')).toBe('1 more verified referral to reach the goal by Mar 31, 2027');
    expect(goalProgressText(t, 40, { ambassador_goal: 50, ambassador_deadline: TODAY }, TODAY, 'en')).toBe('10 more verified referrals to reach the goal by Nov 24, 2026');
  });

  it('never presents a past deadline as one to reach, nor a missing one', () => {
    expect(goalProgressText(t, 99, { ambassador_goal: 100, ambassador_deadline: '2026-03-31' }, TODAY, 'en')).toBe('1 more verified referral to reach the goal');
    expect(goalProgressText(t, 3, { ambassador_goal: 100, ambassador_deadline: null }, TODAY, 'en')).toBe('97 more verified referrals to reach the goal');
    expect(goalProgressText(t, 100, { ambassador_goal: 100, ambassador_deadline: null }, TODAY, 'en')).toMatch(/^Goal reached/);
  });
});
