export const DEFAULT_GOAL = 1_000_000;
export const MONTHLY_PLEDGE_CENTS = 1_000;

export type Phase = 1 | 2;

export interface SubscriberStats {
  total_subscribers: number;
  verified_subscribers: number;
  goal: number;
  phase: Phase;
}

/**
 * Whether verified members have reached the goal. Reaching it makes Phase 2 ready; the phase itself
 * changes only when two admins start it (docs/decisions/0011-phase-two-start.md).
 */
export function phaseOf(verified: number, goal: number): Phase {
  return verified >= goal ? 2 : 1;
}

const count = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** A stats record with missing values read as 0, a missing goal as the default goal and a missing phase as 1. */
export function normalizeStats(row: Partial<Record<'total_subscribers' | 'verified_subscribers' | 'goal' | 'phase', unknown>> | null | undefined): SubscriberStats {
  const total = count(row?.total_subscribers);
  const verified = count(row?.verified_subscribers);
  const goal = count(row?.goal) || DEFAULT_GOAL;
  return { total_subscribers: total, verified_subscribers: verified, goal, phase: count(row?.phase) === 2 ? 2 : 1 };
}

/** Members still to verify before the goal is reached: the goal counts verified members, so this does too. */
export function remainingToGoal(stats: Pick<SubscriberStats, 'verified_subscribers' | 'goal'>): number {
  return Math.max(0, stats.goal - stats.verified_subscribers);
}

/** Progress bar fill in percent, 0 to 100: verified members against the goal. */
export function progressPercent(stats: Pick<SubscriberStats, 'verified_subscribers' | 'goal'>): number {
  if (stats.goal <= 0) return 0;
  return Math.min(100, (stats.verified_subscribers / stats.goal) * 100);
}

export const PHASE_LABELS: Record<Phase, string> = {
  1: /*i18n*/ 'Phase 1: Building Our Foundation',
  2: /*i18n*/ 'Phase 2: Monthly Redistribution Is Live',
};

/** What the monthly pool is (Phase 2) or would be (Phase 1): every verified member's $10 pledge. */
export function projectedMonthlyPoolCents(verified: number): number {
  return verified * MONTHLY_PLEDGE_CENTS;
}
