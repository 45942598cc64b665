import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContributionLine } from '../contributions-api';
import { groupByMonth, totalsOf } from './contributions';

let n = 0;
const line = (month: string, kind: ContributionLine['kind'], amount: number, extra: Partial<ContributionLine> = {}): ContributionLine => ({
  id: `row-${(n += 1)}`,
  month,
  kind,
  counts_as: kind === 'correction' ? 'contribution' : kind,
  amount_cents: amount,
  currency: 'USD',
  reference: null,
  method: null,
  corrected: false,
  receipt_code: null,
  created_at: '2025-01-01T00:00:00.000Z',
  ...extra,
});

describe('groupByMonth', () => {
  it('groups rows by the month they are for, oldest first, and keeps their order within a month', () => {
    const rows = [line('2025-03', 'contribution', 1061), line('2025-01', 'recorded_payment', 1000, { reference: 'CHQ-1', method: 'cheque' }), line('2025-03', 'fee', -61)];
    const months = groupByMonth(rows);
    expect(months.map((m) => m.month)).toEqual(['2025-01', '2025-03']);
    expect(months[1]!.lines.map((l) => l.id)).toEqual([rows[0]!.id, rows[2]!.id]);
    expect(months[0]!.lines[0]).toMatchObject({ reference: 'CHQ-1', method: 'cheque' });
  });

  it('adds contributions and recorded payments, and states fees and refunds apart as amounts taken out', () => {
    const [march] = groupByMonth([
      line('2025-03', 'contribution', 1061),
      line('2025-03', 'fee', -61),
      line('2025-03', 'recorded_payment', 2000),
      line('2025-03', 'refund', -500),
    ]);
    expect(march!.totals).toEqual([{ currency: 'USD', contributed_cents: 3061, fees_cents: 61, refunds_cents: 500 }]);
  });

  it('keeps each currency apart, USD before CAD', () => {
    const totals = totalsOf([line('2025-02', 'contribution', 1000, { currency: 'CAD' }), line('2025-02', 'contribution', 1000), line('2025-02', 'fee', -8, { currency: 'CAD' })]);
    expect(totals).toEqual([
      { currency: 'USD', contributed_cents: 1000, fees_cents: 0, refunds_cents: 0 },
      { currency: 'CAD', contributed_cents: 1000, fees_cents: 8, refunds_cents: 0 },
    ]);
  });

  it('lets a correction cancel the row it corrects, under that row\'s kind', () => {
    const [month] = groupByMonth([
      line('2025-04', 'recorded_payment', 2500, { corrected: true }),
      line('2025-04', 'correction', -2500, { counts_as: 'recorded_payment' }),
      line('2025-04', 'fee', -30, { corrected: true }),
      line('2025-04', 'correction', 30, { counts_as: 'fee' }),
    ]);
    expect(month!.totals).toEqual([{ currency: 'USD', contributed_cents: 0, fees_cents: 0, refunds_cents: 0 }]);
  });

  it('has nothing for no rows', () => {
    expect(groupByMonth([])).toEqual([]);
    expect(totalsOf([])).toEqual([]);
  });

  it('always has year totals equal to the sum of its month totals, and loses no row', () => {
    const kinds = ['contribution', 'fee', 'refund', 'recorded_payment'] as const;
    const rowArb = fc.record({
      month: fc.integer({ min: 1, max: 12 }).map((m) => `2025-${String(m).padStart(2, '0')}`),
      kind: fc.constantFrom(...kinds),
      cents: fc.integer({ min: 1, max: 1_000_000 }),
      currency: fc.constantFrom('USD' as const, 'CAD' as const),
    });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 60 }), (rows) => {
        const lines = rows.map((r) => line(r.month, r.kind, r.kind === 'fee' || r.kind === 'refund' ? -r.cents : r.cents, { currency: r.currency }));
        const months = groupByMonth(lines);
        expect(months.reduce((sum, m) => sum + m.lines.length, 0)).toBe(lines.length);
        const summed = new Map<string, { contributed_cents: number; fees_cents: number; refunds_cents: number }>();
        for (const total of months.flatMap((m) => m.totals)) {
          const s = summed.get(total.currency) ?? { contributed_cents: 0, fees_cents: 0, refunds_cents: 0 };
          s.contributed_cents += total.contributed_cents;
          s.fees_cents += total.fees_cents;
          s.refunds_cents += total.refunds_cents;
          summed.set(total.currency, s);
        }
        for (const total of totalsOf(lines)) expect(summed.get(total.currency)).toEqual({ contributed_cents: total.contributed_cents, fees_cents: total.fees_cents, refunds_cents: total.refunds_cents });
      }),
    );
  });
});
