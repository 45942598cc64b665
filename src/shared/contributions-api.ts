import type { Currency, LedgerKind, PaymentMethod } from './domain/ledger';
import type { ProviderMethodType } from './domain/payment-fees';

/** Paths of a member's own money history and yearly statement. */
export const CONTRIBUTIONS_API = {
  /** GET ?year=YYYY: the member's ledger rows of that year, grouped by month. */
  mine: '/api/me/contributions',
  /** GET: the yearly giving statement as a PDF, in the reader's language. */
  myStatement: (year: number) => `/api/me/statements/${year}.pdf`,
  /** GET (admin, audited): the same statement made for a member. */
  memberStatement: (memberId: string, year: number) => `/api/admin/members/${encodeURIComponent(memberId)}/statements/${year}.pdf`,
} as const;

/** One ledger row as its member sees it: never who recorded it. */
export interface ContributionLine {
  id: string;
  /** YYYY-MM: the month of the pledge the money is for. */
  month: string;
  kind: LedgerKind;
  /** The kind a correction counts under: the kind of the row it cancels (the kind itself otherwise). */
  counts_as: Exclude<LedgerKind, 'correction'>;
  /** Signed, in `currency`, as received or paid out. */
  amount_cents: number;
  currency: Currency;
  /** The cheque, transfer or receipt number of a payment recorded by an admin; null for the provider's rows. */
  reference: string | null;
  method: PaymentMethod | null;
  /** True when a later correction cancels this row. */
  corrected: boolean;
  /** The receipt code of money in, to check on the proof page that it is counted in its month; null otherwise. */
  receipt_code: string | null;
  created_at: string;
}

/** What a month (or a year) adds up to in one currency. Fees and refunds are positive amounts taken out. */
export interface CurrencyTotals {
  currency: Currency;
  /** Contributions and recorded payments, after their corrections. */
  contributed_cents: number;
  fees_cents: number;
  refunds_cents: number;
}

export interface ContributionMonth {
  /** YYYY-MM: the month of the pledge the money is for. */
  month: string;
  totals: CurrencyTotals[];
  lines: ContributionLine[];
}

/**
 * A monthly charge the provider has taken but not yet settled (a bank debit takes days): not in the
 * ledger yet, shown so the member sees their money moving.
 */
export interface ProcessingCharge {
  /** YYYY-MM: the month of the pledge it pays for. */
  month: string;
  amount_cents: number;
  currency: Currency;
  method_type: ProviderMethodType;
  billing_date: string;
  /** 'yyyy-MM-dd': the last business day of its settlement window, by which it is expected to settle. */
  expected_by: string;
}

export interface MyContributions {
  /** Charges still settling, whatever the year asked: they are not in the ledger yet. */
  processing: ProcessingCharge[];
  year: number;
  /** Years with at least one row, newest first, for the year picker; the current year is always there. */
  years: number[];
  /** Oldest month first; months without a row are left out. */
  months: ContributionMonth[];
  /** The year's totals, one per currency that occurs. */
  totals: CurrencyTotals[];
}
