import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from './audit';

const messages = (input: object) => {
  const result = auditQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('audit query', () => {
  it('accepts the known record types and actions and a day range', () => {
    expect(auditQuerySchema.parse({ entity_type: 'subscription', action: 'delete', from: '2026-01-01', to: '2026-01-01' })).toMatchObject({ entity_type: 'subscription', action: 'delete' });
  });

  it.each([
    [{ entity_type: 'users' }, 'Please choose a known record type'],
    [{ action: 'drop' }, 'Please choose a known action'],
    [{ from: '2026-13-01' }, 'Start date must be a valid date'],
    [{ to: 'yesterday' }, 'End date must be a valid date'],
    [{ from: '2026-01-02', to: '2026-01-01' }, 'End date must be on or after the start date'],
  ])('refuses %j with "%s"', (query, message) => {
    expect(messages(query)).toEqual([message]);
  });
});
