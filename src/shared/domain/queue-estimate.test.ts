import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, estimatedPoolMonth, estimateQueue, pacePerMonth } from './queue-estimate';

const pools = (...counts: [string, number][]) => counts.map(([month_year, beneficiaries_count]) => ({ month_year, beneficiaries_count }));

describe('addMonths', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
    ['2026-03', 14, '2027-05'],
    ['2026-03', -27, '2023-12'],
  ])('%s moved by %i is %s', (month, delta, expected) => {
    expect(addMonths(month, delta)).toBe(expected);
  });
});

describe('estimateQueue', () => {
  it('says nothing when no month has been shared', () => {
    expect(estimateQueue(40, [], '2026-11')).toBeNull();
  });

  it('takes the pace from the last three months only, newest first', () => {
    const estimate = estimateQueue(100, pools(['2026-10', 30], ['2026-09', 20], ['2026-08', 10], ['2026-07', 1000]), '2026-11')!;
    expect(estimate.months).toEqual(['2026-10', '2026-09', '2026-08']);
    expect(estimate.served).toBe(60);
    expect(pacePerMonth(estimate)).toBe(20);
    // 100 waiting at 20 a month: five months.
    expect(estimate.months_to_clear).toBe(5);
    expect(estimate.next_pool_month).toBe('2026-11');
  });

  it('rounds up: a month that pays only some of those waiting is still a month', () => {
    expect(estimateQueue(7, pools(['2026-10', 3]), '2026-11')!.months_to_clear).toBe(3);
    expect(estimateQueue(6, pools(['2026-10', 3]), '2026-11')!.months_to_clear).toBe(2);
    // An average of 7/3 a month: 7 waiting take exactly three months, 8 take four.
    expect(estimateQueue(7, pools(['2026-10', 3], ['2026-09', 2], ['2026-08', 2]), '2026-11')!.months_to_clear).toBe(3);
    expect(estimateQueue(8, pools(['2026-10', 3], ['2026-09', 2], ['2026-08', 2]), '2026-11')!.months_to_clear).toBe(4);
  });

  it('clears an empty queue in no time', () => {
    expect(estimateQueue(0, pools(['2026-10', 3]), '2026-11')!.months_to_clear).toBe(0);
  });

  it('starts from the last month that is over when distributions have fallen behind', () => {
    expect(estimateQueue(5, pools(['2025-01', 5]), '2026-11')!.next_pool_month).toBe('2026-10');
    expect(estimateQueue(5, pools(['2026-09', 5]), '2026-11')!.next_pool_month).toBe('2026-10');
  });
});

describe('estimatedPoolMonth', () => {
  const estimate = estimateQueue(100, pools(['2026-10', 10], ['2026-09', 10], ['2026-08', 10]), '2026-11')!;

  it('puts the first ten in the next pool, the eleventh in the one after', () => {
    expect(estimatedPoolMonth(1, estimate)).toBe('2026-11');
    expect(estimatedPoolMonth(10, estimate)).toBe('2026-11');
    expect(estimatedPoolMonth(11, estimate)).toBe('2026-12');
    expect(estimatedPoolMonth(31, estimate)).toBe('2027-02');
  });

  it('never moves back as the position grows, and the last in line is paid in the month the queue clears', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.array(fc.integer({ min: 1, max: 5_000 }), { minLength: 1, maxLength: 3 }), (waiting, counts) => {
        const recent = counts.map((n, i) => ({ month_year: addMonths('2026-10', -i), beneficiaries_count: n }));
        const e = estimateQueue(waiting, recent, '2026-11')!;
        const last = estimatedPoolMonth(waiting, e);
        expect(last).toBe(addMonths(e.next_pool_month, e.months_to_clear - 1));
        const earlier = estimatedPoolMonth(Math.max(1, waiting - 1), e);
        expect(earlier <= last).toBe(true);
      }),
    );
  });
});
