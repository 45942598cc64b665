import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('lists only the fields that changed, old and new, in the order of the record', () => {
    const before = { id: 's1', user_id: 'u1', status: 'pending', monthly_amount_cents: 1000, next_billing_date: null, updated_at: '2026-01-01T00:00:00.000Z' };
    const after = { ...before, status: 'active', next_billing_date: '2026-03-01', updated_at: '2026-01-02T00:00:00.000Z' };
    expect(auditChanges(before, after)).toEqual([
      { field: 'status', before: 'pending', after: 'active' },
      { field: 'next_billing_date', before: null, after: '2026-03-01' },
    ]);
  });

  it('gives a creation or an event its values, and a deletion what was removed', () => {
    expect(auditChanges(null, { ip: '10.0.0.1', door: 'member' })).toEqual([{ field: 'ip', after: '10.0.0.1' }, { field: 'door', after: 'member' }]);
    expect(auditChanges({ id: 'p1', name: 'Mug', price_cents: 1200 }, null)).toEqual([{ field: 'name', before: 'Mug' }, { field: 'price_cents', before: 1200 }]);
  });

  it('compares nested values whole and keeps fields present on one side only', () => {
    expect(auditChanges({ report: { total: 1 }, a: 1 }, { report: { total: 1 }, b: 2 })).toEqual([{ field: 'a', before: 1 }, { field: 'b', after: 2 }]);
    expect(auditChanges({ report: { total: 1 } }, { report: { total: 2 } })).toEqual([{ field: 'report', before: { total: 1 }, after: { total: 2 } }]);
  });

  it('has nothing to say about an empty record, and reads a bare value as one field', () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges(null, {})).toEqual([]);
    expect(auditChanges(3, 4)).toEqual([{ field: 'value', before: 3, after: 4 }]);
  });
});
