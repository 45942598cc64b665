import { z } from 'zod';
import { CURRENCIES, LEDGER_KINDS, LEDGER_SOURCES, PAYMENT_METHODS, isMonth } from '../domain/ledger';
import { dollarsToCents } from '../domain/money';
import { pageQuerySchema } from './paging';
import { singleLineText } from './text';
import { zakatPercentField } from './zakat';

/** $100,000 in one payment: far above a year of any real pledge, low enough to catch a slipped finger. */
export const MAX_RECORDED_PAYMENT_CENTS = 10_000_000;

export const LEDGER_MESSAGES = {
  memberRequired: /*i18n*/ 'Member is required',
  memberNotFound: /*i18n*/ 'No member has this id, e-mail or referral code',
  month: /*i18n*/ 'Format must be YYYY-MM (e.g., 2024-01)',
  monthFuture: /*i18n*/ 'The month cannot be in the future',
  monthBeforeJoining: /*i18n*/ 'The month cannot be before the member joined',
  amountRequired: /*i18n*/ 'Amount is required',
  amountNumber: /*i18n*/ 'Amount must be a number with at most 2 decimals',
  amountPositive: /*i18n*/ 'Amount must be more than 0',
  amountTooLarge: /*i18n*/ 'Amount must be at most $100,000',
  settledRequired: /*i18n*/ 'Enter the amount deposited in US dollars',
  currency: /*i18n*/ 'Please choose a currency',
  method: /*i18n*/ 'Please choose how the money was received',
  referenceRequired: /*i18n*/ 'Reference is required',
  referenceLength: /*i18n*/ 'Reference must be at most 100 characters',
  noteLength: /*i18n*/ 'Note must be at most 500 characters',
  duplicate: /*i18n*/ 'A payment with this reference is already recorded',
  referenceReserved: /*i18n*/ 'References starting with correction: are kept for corrections. Please use another reference',
  entryNotFound: /*i18n*/ 'Ledger entry not found',
  alreadyCorrected: /*i18n*/ 'This entry has already been corrected',
  correctionOfCorrection: /*i18n*/ 'A correction cannot be corrected; record a new payment instead',
  recorded: /*i18n*/ 'Payment recorded',
  corrected: /*i18n*/ 'Entry corrected',
  recordFailed: /*i18n*/ 'Error recording the payment',
  correctFailed: /*i18n*/ 'Error correcting the entry',
  loadFailed: /*i18n*/ 'Error loading the ledger',
} as const;

/** Dollars as typed ("12.5", "1,200") or sent as a number, to integer cents, more than 0 and at most the maximum. */
const amountField = (required: string) =>
  z.union([singleLineText(), z.number()], required).transform((value, ctx) => {
    const text = String(value).trim().replace(/,/g, '');
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const cents = dollarsToCents(text);
    const problem = cents === null ? (Number(text) <= 0 ? LEDGER_MESSAGES.amountPositive : LEDGER_MESSAGES.amountNumber)
      : cents <= 0 ? LEDGER_MESSAGES.amountPositive
        : cents > MAX_RECORDED_PAYMENT_CENTS ? LEDGER_MESSAGES.amountTooLarge : null;
    if (problem !== null || cents === null) {
      ctx.addIssue({ code: 'custom', message: problem ?? LEDGER_MESSAGES.amountNumber });
      return z.NEVER;
    }
    return cents;
  });

const monthField = singleLineText(LEDGER_MESSAGES.month).trim().refine(isMonth, LEDGER_MESSAGES.month);

/**
 * Money received outside the provider (a bank transfer, a cheque, cash at a masjid). A CAD payment also
 * says what reached the pool's USD account (`settled_amount`); for USD it is the amount itself.
 */
export const recordedPaymentSchema = z
  .strictObject({
    member: singleLineText(LEDGER_MESSAGES.memberRequired).trim().min(1, LEDGER_MESSAGES.memberRequired).max(254, LEDGER_MESSAGES.memberNotFound),
    month: monthField,
    amount: amountField(LEDGER_MESSAGES.amountRequired),
    currency: z.enum(CURRENCIES, LEDGER_MESSAGES.currency),
    settled_amount: amountField(LEDGER_MESSAGES.settledRequired).optional(),
    method: z.enum(PAYMENT_METHODS, LEDGER_MESSAGES.method),
    reference: singleLineText(LEDGER_MESSAGES.referenceRequired).trim().min(1, LEDGER_MESSAGES.referenceRequired).max(100, LEDGER_MESSAGES.referenceLength),
    note: singleLineText().trim().max(500, LEDGER_MESSAGES.noteLength).optional(),
    zakat_percent: zakatPercentField.default(0),
  })
  .superRefine((value, ctx) => {
    if (value.currency !== 'USD' && value.settled_amount === undefined) ctx.addIssue({ code: 'custom', path: ['settled_amount'], message: LEDGER_MESSAGES.settledRequired });
  });
export type RecordedPaymentInput = z.input<typeof recordedPaymentSchema>;
export type RecordedPayment = z.output<typeof recordedPaymentSchema>;

export const correctionSchema = z.strictObject({
  note: singleLineText().trim().max(500, LEDGER_MESSAGES.noteLength).optional(),
});

export const ledgerEntryParams = z.object({ id: z.uuid(LEDGER_MESSAGES.entryNotFound) });

/** The ledger as admins read it: paged and filtered on the server. */
export const ledgerQuerySchema = pageQuerySchema.extend({
  month: monthField.optional(),
  member_id: z.uuid(LEDGER_MESSAGES.memberNotFound).optional(),
  kind: z.enum(LEDGER_KINDS).optional(),
  source: z.enum(LEDGER_SOURCES).optional(),
});
export type LedgerQuery = z.output<typeof ledgerQuerySchema>;

export const monthTotalsParams = z.object({ month: monthField });

/** ?q= of the member search in the record dialog. */
export const ledgerMemberSearchSchema = z.object({ q: singleLineText().trim().min(1, LEDGER_MESSAGES.memberRequired).max(254, LEDGER_MESSAGES.memberNotFound) });
