import { describe, expect, it } from 'vitest';
import { anonymise } from './anonymise';

describe('anonymise', () => {
  it('keeps ids, dates, amounts, flags and statuses and drops every other text', () => {
    const snapshot = {
      id: 'u1', full_name: 'Amina Rahman', email: 'a@example.org', phone: '+14105550199', dob: '1990-04-12', gender: 'female',
      marital_status: 'married', city: 'Baltimore', state: 'Maryland', device_hash: 'f'.repeat(64), referral_code: 'ABCD2345',
      referred_by: 'u0', verified: true, subscription_status: 'active', created_at: '2025-01-01T00:00:00.000Z', amount_cents: 1500,
      nested: { reason: 'rent', user_id: 'u1', items: [{ content: 'text', approved: false }] },
    };
    expect(anonymise(snapshot)).toEqual({
      id: 'u1', referred_by: 'u0', verified: true, subscription_status: 'active', created_at: '2025-01-01T00:00:00.000Z', amount_cents: 1500,
      nested: { user_id: 'u1', items: [{ approved: false }] },
    });
  });

  it('drops a bare text and keeps null', () => {
    expect(anonymise('a@example.org')).toBeUndefined();
    expect(anonymise(null)).toBeNull();
  });
});
