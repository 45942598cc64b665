import type { MonthSignatures } from './oversight';
import type { Currency } from './domain/ledger';
import type { ProofStep, ReceiptLeafFields } from './domain/receipt-proof';

/** Paths of the public monthly report and its receipt proofs. */
export const REPORTS_API = {
  /** GET: every month's figures from the ledger and distributions, newest first, with its commitment. */
  months: '/api/transparency/months',
  /** GET: one month's figures as a download. */
  monthJson: (month: string) => `/api/transparency/months/${month}.json`,
  monthCsv: (month: string) => `/api/transparency/months/${month}.csv`,
  /** POST { code, month? }: the proof that a receipt is counted in its month. Rate limited. */
  proof: '/api/transparency/receipt-proofs',
} as const;

/** The Merkle root published for a month's receipts, and how it came to be. */
export interface MonthCommitment {
  root: string;
  /** How many receipts the root covers. */
  receipts: number;
  /** 1 for the first root of the month; higher when later rows (a correction, a late payment) changed it. */
  version: number;
  /** The roots published before this one, oldest first. */
  previous_roots: string[];
  built_at: string;
}

export interface MonthReport {
  month: string;
  currency: Currency;
  collected_cents: number;
  fees_cents: number;
  refunds_cents: number;
  /** Failed or returned payouts of earlier months given to this month's pool (not money collected). */
  returned_cents: number;
  /** 1% kept for operations and the 99% given, from the month's distribution; null until one is prepared. */
  operations_cents: number | null;
  distributed_cents: number | null;
  distribution_status: string | null;
  /**
   * The pool not shared out by an approved distribution: all of it until one is approved, nothing after
   * (a prepared month takes no more rows), so collected - fees - refunds + returned = operations +
   * distributed + carried forward, to the cent.
   */
  carried_forward_cents: number;
  /** Payments for earlier months that arrived after those months were prepared, and so count in this month's pool. */
  late_contributions: { month: string; count: number }[];
  contributors: number;
  beneficiaries: number | null;
  /** True while the month has not ended: its figures and root still change. */
  open: boolean;
  commitment: MonthCommitment | null;
  /** Who signed the month and when: prepared, approved, attested by the Shariah board, audited; null before it is approved. */
  signatures: MonthSignatures | null;
}

export interface MonthReports {
  phase: 1 | 2;
  months: MonthReport[];
}

export interface ReceiptProof {
  leaf: ReceiptLeafFields;
  leaf_hash: string;
  path: ProofStep[];
  root: string;
  receipts: number;
  version: number;
  built_at: string;
  open: boolean;
}
