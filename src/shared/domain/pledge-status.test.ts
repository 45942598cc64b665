import { describe, expect, it } from 'vitest';
import { isRunningPledge, mayChangePledgeStatus, PLEDGE_STATUS_CHANGES, PLEDGE_STATUSES, type PledgeStatusChange } from './pledge-status';

/** Every (change, from, to) the table allows, written out so a change to the table shows here. */
const ALLOWED: Record<Exclude<PledgeStatusChange, 'adminEdit'>, string[]> = {
  setUp: ['pending>active', 'past_due>active', 'cancelled>active'],
  pause: ['active>paused'],
  resume: ['paused>active'],
  cancel: ['active>cancelled', 'paused>cancelled', 'past_due>cancelled'],
  fallBehind: ['active>past_due'],
};

describe('pledge status changes', () => {
  it('allows each change of a member, a payment or a charge only between the statuses listed', () => {
    for (const [change, allowed] of Object.entries(ALLOWED) as [PledgeStatusChange, string[]][]) {
      const found = PLEDGE_STATUSES.flatMap((from) => PLEDGE_STATUSES.filter((to) => mayChangePledgeStatus(change, from, to)).map((to) => `${from}>${to}`));
      expect(found, change).toEqual(allowed);
    }
  });

  it('lets an admin set any status from any, on purpose', () => {
    for (const from of PLEDGE_STATUSES) for (const to of PLEDGE_STATUSES) expect(mayChangePledgeStatus('adminEdit', from, to)).toBe(true);
  });

  it('refuses a status it does not know, even to an admin', () => {
    expect(mayChangePledgeStatus('adminEdit', 'none', 'active')).toBe(false);
    expect(mayChangePledgeStatus('adminEdit', 'active', 'deleted')).toBe(false);
  });

  it('never lets the product itself take a pledge back to pending', () => {
    const own = Object.keys(ALLOWED) as PledgeStatusChange[];
    for (const change of own) expect(PLEDGE_STATUS_CHANGES[change].to as readonly string[]).not.toContain('pending');
  });

  it('counts a pledge as running once set up and until cancelled', () => {
    expect(PLEDGE_STATUSES.filter(isRunningPledge)).toEqual(['active', 'paused', 'past_due']);
  });
});
