import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeAmountCents, currencyOf, estimatedFeeCents, grossUpCents, type ProviderMethodType, providerMethodType } from './payment-fees';

describe('payment fees', () => {
  it('estimates a card at 2.9% + 30¢: about 5.9% of a $10 pledge', () => {
    expect(estimatedFeeCents('card', 1000)).toBe(59);
  });

  it('estimates bank debit at 0.8%, capped at $5: under 1% of a $10 pledge', () => {
    expect(estimatedFeeCents('us_bank_account', 1000)).toBe(8);
    expect(estimatedFeeCents('acss_debit', 1000)).toBe(8);
    expect(estimatedFeeCents('us_bank_account', 1_000_000)).toBe(500);
  });

  it('rounds a fraction of a cent up, so the estimate never flatters', () => {
    expect(estimatedFeeCents('us_bank_account', 1001)).toBe(9);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => estimatedFeeCents('card', 10.5)).toThrow(RangeError);
    expect(() => estimatedFeeCents('card', -1)).toThrow(RangeError);
  });

  it('grosses a covered card pledge up so that $10 arrives whole', () => {
    expect(grossUpCents('card', 1000)).toBe(1061);
    expect(chargeAmountCents('card', 1000, true)).toBe(1061);
    expect(chargeAmountCents('card', 1000, false)).toBe(1000);
  });

  it('never adds a fee to a bank debit, even when asked', () => {
    expect(chargeAmountCents('us_bank_account', 1000, true)).toBe(1000);
    expect(chargeAmountCents('acss_debit', 2500, true)).toBe(2500);
  });

  it('grosses up to the smallest total that leaves the whole pledge after its own fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 100_000_000 }), fc.constantFrom<ProviderMethodType>('card', 'us_bank_account', 'acss_debit'), (pledge, type) => {
        const total = grossUpCents(type, pledge);
        expect(total - estimatedFeeCents(type, total)).toBeGreaterThanOrEqual(pledge);
        expect(total - 1 - estimatedFeeCents(type, total - 1)).toBeLessThan(pledge);
      }),
    );
  });

  it('offers ACH in the United States, pre-authorized debit in Canada, and a card in both', () => {
    expect(providerMethodType('US', 'bank')).toBe('us_bank_account');
    expect(providerMethodType('CA', 'bank')).toBe('acss_debit');
    expect(providerMethodType('CA', 'card')).toBe('card');
    expect(providerMethodType('', 'bank')).toBe('us_bank_account');
    expect(currencyOf('CA')).toBe('CAD');
    expect(currencyOf('US')).toBe('USD');
  });
});
