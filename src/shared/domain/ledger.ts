/** The words and rules of the ledger (docs/decisions/0012-ledger.md), shared by the server, the admin screens and the tests. */

export const LEDGER_KINDS = ['contribution', 'fee', 'refund', 'recorded_payment', 'correction', 'payout_return'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_SOURCES = ['stripe', 'recorded', 'payout'] as const;
export type LedgerSource = (typeof LEDGER_SOURCES)[number];

export const CURRENCIES = ['USD', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currency the pool is kept and distributed in; a CAD payment enters it at the amount actually deposited. */
export const POOL_CURRENCY: Currency = 'USD';

export const PAYMENT_METHODS = ['bank_transfer', 'cheque', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How a kind, a source and a method read (translated where shown; the audit log uses them too). */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  contribution: /*i18n*/ 'Contribution',
  fee: /*i18n*/ 'Fee',
  refund: /*i18n*/ 'Refund',
  recorded_payment: /*i18n*/ 'Recorded payment',
  correction: /*i18n*/ 'Correction',
  payout_return: /*i18n*/ 'Returned payout',
};

export const LEDGER_SOURCE_LABELS: Record<LedgerSource, string> = {
  stripe: /*i18n*/ 'Payment provider',
  recorded: /*i18n*/ 'Recorded by an admin',
  payout: /*i18n*/ 'Payout to a beneficiary',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: /*i18n*/ 'Bank transfer',
  cheque: /*i18n*/ 'Cheque',
  cash: /*i18n*/ 'Cash',
};

/** Kinds that bring money in: a member counts as a contributor of a month where these add up to more than 0. */
export const MONEY_IN_KINDS: readonly LedgerKind[] = ['contribution', 'recorded_payment'];

/** Money going out carries a negative amount, money coming in a positive one; a correction is the opposite of its row. */
export const SIGN_OF_KIND: Record<Exclude<LedgerKind, 'correction'>, 1 | -1> = { contribution: 1, recorded_payment: 1, fee: -1, refund: -1, payout_return: 1 };

/** What a month adds up to, in the pool currency's cents; fees and refunds are shown as positive amounts taken out. */
export interface MonthTotals {
  month: string;
  currency: Currency;
  collected_cents: number;
  fees_cents: number;
  refunds_cents: number;
  /** Payouts that failed or came back, given to this month's pool (they are not money collected). */
  returned_cents: number;
  net_cents: number;
  /** The zakat part of collected_cents and of net_cents; the rest of each is sadaqah. */
  zakat_collected_cents: number;
  zakat_net_cents: number;
  contributors: number;
  entries: number;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isMonth = (value: string) => MONTH.test(value);

/** The month after 'YYYY-MM'. */
export const nextMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * The month whose pool takes money for `month`: that month, or when it is prepared or closed the first
 * one after it that is not. A month's pool is summed when it is prepared, so a row put in it after
 * that would never be shared out.
 */
export function firstOpenMonth(month: string, closedMonths: ReadonlySet<string>): string {
  let open = month;
  while (closedMonths.has(open)) open = nextMonth(open);
  return open;
}

/** 'YYYY-MM' of a UTC instant. */
export const monthOf = (iso: string) => iso.slice(0, 7);
