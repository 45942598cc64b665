import { describe, expect, it } from 'vitest';
import { rankFor } from '../../../shared/domain/ambassador';
import { goalPercent, goalProgressText, rankProgressText } from './progress-text';

const at = (verified: number) => ({ verified_referrals: verified, next_rank: rankFor(verified).next });

describe('ambassador progress wording', () => {
  it('counts down to the next rank, in the singular for the last one', () => {
    expect(rankProgressText(at(3))).toBe('7 more verified referrals to reach Bronze');
    expect(rankProgressText(at(49))).toBe('1 more verified referral to reach Silver');
    expect(rankProgressText(at(100))).toMatch(/^You have reached Gold/);
  });

  it('measures the goal of 100 and stops at 100%', () => {
    expect(goalPercent(7)).toBe(7);
    expect(goalPercent(250)).toBe(100);
    expect(goalProgressText(99)).toBe('1 more verified referral to reach the goal by the end of Q1 2026');
    expect(goalProgressText(100)).toMatch(/^Goal reached/);
  });
});
