import type { Currency, LedgerKind, LedgerSource, PaymentMethod } from './domain/ledger';

/** Paths of the ledger's admin routes, kept beside their types (see API in api.ts for the rest). */
export const LEDGER_API = {
  /** GET: rows, newest first, filtered by month, member, kind and source. */
  entries: '/api/admin/ledger/entries',
  /** GET: what one month adds up to. */
  monthTotals: (month: string) => `/api/admin/ledger/months/${encodeURIComponent(month)}`,
  /** GET: members matching an id, an e-mail or a referral code, for the record dialog. */
  members: '/api/admin/ledger/members',
  /** POST: money received outside the provider. */
  recordedPayments: '/api/admin/ledger/recorded-payments',
  /** POST: every rule of a recorded payment checked, nothing written; the same errors as recording. */
  recordedPaymentChecks: '/api/admin/ledger/recorded-payments/checks',
  /** POST: a new row that cancels a mistaken one. */
  corrections: (id: string) => `/api/admin/ledger/entries/${encodeURIComponent(id)}/corrections`,
} as const;

export interface LedgerEntry {
  id: string;
  seq: number;
  kind: LedgerKind;
  /** Signed, in `currency`, as received or paid out. */
  amount_cents: number;
  currency: Currency;
  /** Signed, in the pool currency: what the movement changed in the pool. */
  settled_cents: number;
  /** The month the movement is for (a member's giving counts in it). */
  month: string;
  /** The month whose pool the money is in: `month`, or a later one when `month` was prepared or closed first. */
  pool_month: string;
  /** The part of settled_cents given as zakat, with its sign; the rest is sadaqah. */
  zakat_cents: number;
  member_id: string;
  source: LedgerSource;
  reference: string;
  method: PaymentMethod | null;
  recorded_by: string | null;
  corrects_id: string | null;
  /** The id of the correction that cancels this row, when there is one. */
  corrected_by: string | null;
  /** The code on the receipt of money in (a charge or a recorded payment), checked on the proof page. */
  receipt_code: string | null;
  created_at: string;
}

export interface LedgerMember {
  id: string;
  full_name: string;
  email: string;
  referral_code: string;
  /** yyyy-MM-dd: recorded months cannot be earlier than this one. */
  joined_on: string;
}

/** A recorded payment that passed every rule: whom it is for, and whether the same payment is already in. */
export interface RecordedPaymentCheck {
  member: LedgerMember;
  /** The same payment (member, month, amounts, method and reference) was recorded before: recording again changes nothing. */
  already_recorded: boolean;
}
