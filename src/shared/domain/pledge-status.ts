/**
 * A pledge's statuses (a row of the `subscriptions` table) and every change of status the product
 * makes: each writer asks `mayChangePledgeStatus` before it writes, and its conditional update
 * expects the status it read, so a change made meanwhile fails instead of skipping a step.
 * Changing the amount or the billing day is not a change of status and is not listed here.
 */
export const PLEDGE_STATUSES = ['pending', 'active', 'paused', 'past_due', 'cancelled'] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];

/** Every member's pledge starts here at sign-up, and waits for Phase 2 and a payment method. */
export const NEW_PLEDGE_STATUS: PledgeStatus = 'pending';

/** Set up and not cancelled: the pledges a member may pause, resume, change or cancel. */
export const RUNNING_PLEDGE_STATUSES = ['active', 'paused', 'past_due'] as const satisfies readonly PledgeStatus[];

interface StatusChange {
  from: readonly PledgeStatus[];
  to: readonly PledgeStatus[];
}

export const PLEDGE_STATUS_CHANGES = {
  /** A payment method is saved in Phase 2: a pledge not running starts, or starts again on the same row. */
  setUp: { from: ['pending', 'past_due', 'cancelled'], to: ['active'] },
  /** The member's hardship pause. */
  pause: { from: ['active'], to: ['paused'] },
  /** The member ends the pause early, or it runs its course. */
  resume: { from: ['paused'], to: ['active'] },
  /** The member cancels a running pledge, at any time. */
  cancel: { from: RUNNING_PLEDGE_STATUSES, to: ['cancelled'] },
  /** The last try of a month's charge failed. */
  fallBehind: { from: ['active'], to: ['past_due'] },
  /** An admin may set any status from any, on purpose: the hand correction, written to the audit trail. */
  adminEdit: { from: PLEDGE_STATUSES, to: PLEDGE_STATUSES },
} as const satisfies Record<string, StatusChange>;

export type PledgeStatusChange = keyof typeof PLEDGE_STATUS_CHANGES;

const listed = (statuses: readonly PledgeStatus[], status: string) => (statuses as readonly string[]).includes(status);

/** Whether `change` may take a pledge from `from` to `to`. */
export function mayChangePledgeStatus(change: PledgeStatusChange, from: string, to: string): boolean {
  const rule: StatusChange = PLEDGE_STATUS_CHANGES[change];
  return listed(rule.from, from) && listed(rule.to, to);
}

export const isRunningPledge = (status: string) => listed(RUNNING_PLEDGE_STATUSES, status);
