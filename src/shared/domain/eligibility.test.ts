import { describe, expect, it } from 'vitest';
import { eligibilityOf, PLEDGE_TERM_MONTHS } from './eligibility';

describe('eligibility follows the pledge', () => {
  const of = (phase: 1 | 2, status: string | null, contributedMonths: number) => eligibilityOf({ phase, status, contributedMonths });

  it('does not apply in Phase 1', () => {
    expect(of(1, 'pending', 0)).toMatchObject({ applies: false, eligible: true, reason: 'phase_one' });
  });

  it('needs a kept pledge and one settled month before 12 months; a pause keeps it', () => {
    expect(of(2, 'active', 0)).toMatchObject({ eligible: false, reason: 'no_contribution' });
    expect(of(2, 'active', 1)).toMatchObject({ eligible: true, reason: 'keeping' });
    expect(of(2, 'paused', 4)).toMatchObject({ eligible: true, reason: 'keeping' });
    expect(of(2, 'past_due', 4)).toMatchObject({ eligible: true, reason: 'keeping' });
    expect(of(2, 'pending', 0)).toMatchObject({ eligible: false, reason: 'not_started' });
    expect(of(2, null, 0)).toMatchObject({ eligible: false, reason: 'not_started' });
  });

  it('is removed by a cancellation before 12 months, and kept by one after', () => {
    expect(of(2, 'cancelled', PLEDGE_TERM_MONTHS - 1)).toMatchObject({ eligible: false, reason: 'cancelled_early', contributed_months: 11, required_months: 12 });
    expect(of(2, 'cancelled', PLEDGE_TERM_MONTHS)).toMatchObject({ eligible: true, reason: 'fulfilled' });
  });
});
