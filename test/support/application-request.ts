/**
 * What a new application must ask besides its reason. The way of being paid is the one every
 * configuration offers, so tests without a payment provider can apply too.
 */
export const ASKED_FOR = { amount_needed_cents: 50_000, category: 'rent', payout_method: 'outside' } as const;
