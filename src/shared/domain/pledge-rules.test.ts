import { describe, expect, it } from 'vitest';
import { addMonthsIso, billingDayOnOrAfter, nextPauseAllowedOn, pausePlan } from './pledge-rules';

describe('pledge rules', () => {
  it('adds months on the same day, or the last day of a shorter month', () => {
    expect(addMonthsIso('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsIso('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsIso('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsIso('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('skips exactly as many charges as the months paused, and resumes on the billing day after them', () => {
    // Paused the day after the November charge: the December charge is the one skipped.
    expect(pausePlan('2026-12-28', '2026-11-29', 1)).toEqual({ skipped: ['2026-12-28'], resumesOn: '2027-01-28' });
    expect(pausePlan('2026-12-28', '2026-11-29', 3)).toEqual({ skipped: ['2026-12-28', '2027-01-28', '2027-02-28'], resumesOn: '2027-03-28' });
    // Paused on a billing day before its charge was taken: that charge is skipped too.
    expect(pausePlan('2026-05-10', '2026-05-10', 1)).toEqual({ skipped: ['2026-05-10'], resumesOn: '2026-06-10' });
    // A next date the daily run has not reached yet: the first billing day from today on is skipped.
    expect(pausePlan('2026-04-10', '2026-05-12', 1)).toEqual({ skipped: ['2026-06-10'], resumesOn: '2026-07-10' });
    // The 31st stays the 31st where a month has one.
    expect(pausePlan('2027-01-31', '2027-01-05', 2)).toEqual({ skipped: ['2027-01-31', '2027-02-28'], resumesOn: '2027-03-31' });
    expect(pausePlan(null, '2026-11-20', 3)).toEqual({ skipped: [], resumesOn: '2027-02-20' });
  });

  it('allows the next pause 12 months after the last one ended, or at once when there was none', () => {
    expect(nextPauseAllowedOn(null)).toBeNull();
    expect(nextPauseAllowedOn('2026-04-02')).toBe('2027-04-02');
  });

  it('charges again on the first billing day on or after a date, forward past a pause or back when it ends early', () => {
    expect(billingDayOnOrAfter('2026-03-15', '2026-05-10')).toBe('2026-05-15');
    expect(billingDayOnOrAfter('2026-03-15', '2026-05-16')).toBe('2026-06-15');
    expect(billingDayOnOrAfter('2026-03-15', '2026-03-15')).toBe('2026-03-15');
    expect(billingDayOnOrAfter('2026-06-15', '2026-03-12')).toBe('2026-03-15');
    expect(billingDayOnOrAfter('2026-01-31', '2026-04-01')).toBe('2026-04-30');
    expect(billingDayOnOrAfter('2026-01-31', '2026-02-10')).toBe('2026-02-28');
    expect(billingDayOnOrAfter(null, '2026-02-10')).toBe('2026-02-10');
  });
});
