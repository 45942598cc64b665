import { type CountryCode, isCountryCode } from './regions';

/**
 * How a member pays their pledge. "bank" is the default: ACH Direct Debit in the United States,
 * pre-authorized debit (PAD) in Canada; "card" is the alternative.
 */
export const PLEDGE_METHODS = ['bank', 'card'] as const;
export type PledgeMethod = (typeof PLEDGE_METHODS)[number];

/** The provider's own names for the payment method types we set up. */
export type ProviderMethodType = 'us_bank_account' | 'acss_debit' | 'card';

export type PledgeCurrency = 'USD' | 'CAD';

/**
 * A provider's price for one charge: a percentage (in basis points) plus a fixed part, optionally
 * capped. These are published list prices at the time of writing, shown to members as estimates;
 * a negotiated or changed price is changed here, the one place the figures live.
 */
export interface FeeSchedule {
  basisPoints: number;
  fixedCents: number;
  capCents: number | null;
}

export const FEE_SCHEDULES: Record<ProviderMethodType, FeeSchedule> = {
  /** Cards: 2.9% + 30¢ (about 5.9% of a $10 pledge). */
  card: { basisPoints: 290, fixedCents: 30, capCents: null },
  /** ACH Direct Debit: 0.8%, at most $5. */
  us_bank_account: { basisPoints: 80, fixedCents: 0, capCents: 500 },
  /** Pre-authorized debit: priced like ACH here; check the account's own pricing page. */
  acss_debit: { basisPoints: 80, fixedCents: 0, capCents: 500 },
};

/** The operations share of the pool (spec: at most 1%), which is why it cannot pay card fees. */
export const OPERATIONS_SHARE_BASIS_POINTS = 100;

export const currencyOf = (country: string): PledgeCurrency => (country === 'CA' ? 'CAD' : 'USD');

/** The method type a member's country and choice come to; members without a known country are treated as US. */
export function providerMethodType(country: string, method: PledgeMethod): ProviderMethodType {
  if (method === 'card') return 'card';
  const code: CountryCode = isCountryCode(country) ? country : 'US';
  return code === 'CA' ? 'acss_debit' : 'us_bank_account';
}

/** The estimated fee on one charge of `amountCents`, rounded up so the estimate never flatters. */
export function estimatedFeeCents(type: ProviderMethodType, amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError('amount must be a non-negative whole number of cents');
  const { basisPoints, fixedCents, capCents } = FEE_SCHEDULES[type];
  const fee = Math.ceil((amountCents * basisPoints) / 10_000) + fixedCents;
  return capCents === null ? fee : Math.min(fee, capCents);
}

/**
 * What to charge so that the pledge arrives whole after the fee: the smallest total whose own fee,
 * taken from it, leaves at least the pledge. The fee grows with the total, so the first guess
 * (pledge + fee on the pledge) is close and the loop takes a step or two.
 */
export function grossUpCents(type: ProviderMethodType, pledgeCents: number): number {
  let total = pledgeCents + estimatedFeeCents(type, pledgeCents);
  while (total - estimatedFeeCents(type, total) < pledgeCents) total += 1;
  return total;
}

/** Cover-the-fee is offered on card pledges only: a bank debit's fee is already small. */
export const canCoverFee = (type: ProviderMethodType) => type === 'card';

/** The amount each month's charge will be: the pledge, plus the fee when the member covers it. */
export function chargeAmountCents(type: ProviderMethodType, pledgeCents: number, coverFee: boolean): number {
  return coverFee && canCoverFee(type) ? grossUpCents(type, pledgeCents) : pledgeCents;
}

