import { describe, expect, it } from 'vitest';
import { DEFAULT_GOAL, normalizeStats, phaseOf, progressPercent, projectedMonthlyPoolCents, remainingToGoal } from './stats';

describe('stats rules', () => {
  it('reads missing values as 0 and a missing goal as 1,000,000', () => {
    expect(normalizeStats(null)).toEqual({ total_subscribers: 0, verified_subscribers: 0, goal: DEFAULT_GOAL, phase: 1 });
    expect(normalizeStats({ total_subscribers: '12', verified_subscribers: undefined, goal: 0 })).toEqual({ total_subscribers: 12, verified_subscribers: 0, goal: 1_000_000, phase: 1 });
  });

  it('takes the phase from the record, not from the counts', () => {
    expect(normalizeStats({ total_subscribers: 5, verified_subscribers: 5, goal: 3, phase: 1 }).phase).toBe(1);
    expect(normalizeStats({ total_subscribers: 5, verified_subscribers: 2, goal: 3, phase: 2 }).phase).toBe(2);
  });

  it('is phase 1 below the goal and phase 2 once verified members reach it', () => {
    expect(phaseOf(999_999, 1_000_000)).toBe(1);
    expect(phaseOf(1_000_000, 1_000_000)).toBe(2);
  });

  it('computes remaining and the progress bar from verified members, as the goal counts them', () => {
    expect(remainingToGoal({ verified_subscribers: 250, goal: 1000 })).toBe(750);
    expect(remainingToGoal({ verified_subscribers: 1200, goal: 1000 })).toBe(0);
    expect(progressPercent({ verified_subscribers: 250, goal: 1000 })).toBe(25);
    expect(progressPercent({ verified_subscribers: 5000, goal: 1000 })).toBe(100);
  });

  it('projects the pool as $10 per verified member', () => {
    expect(projectedMonthlyPoolCents(1_000_000)).toBe(1_000_000_000);
    expect(projectedMonthlyPoolCents(3)).toBe(3000);
  });
});
