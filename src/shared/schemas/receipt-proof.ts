import { z } from 'zod';
import { isMonth } from '../domain/ledger';
import { normalizeReceiptCode } from '../domain/receipt-proof';
import { LEDGER_MESSAGES } from './ledger';
import { singleLineText } from './text';

export const RECEIPT_PROOF_MESSAGES = {
  codeInvalid: /*i18n*/ 'Enter the 16-character code from your receipt, for example 7KQM-2XHD-9PRT-W3NB.',
  unknown: /*i18n*/ 'No receipt has this code. Check it against your receipt e-mail or your contributions page.',
  otherMonth: /*i18n*/ 'This receipt is not part of the report for that month: it belongs to another month.',
  corrected: /*i18n*/ 'This receipt was cancelled by a correction, so it is not counted in its month’s total.',
  notYet: /*i18n*/ 'Your receipt is newer than this month’s latest commitment. Please try again in a minute.',
} as const;

export const receiptProofSchema = z.object({
  code: singleLineText(RECEIPT_PROOF_MESSAGES.codeInvalid).trim().max(64).refine((v) => normalizeReceiptCode(v) !== undefined, { message: RECEIPT_PROOF_MESSAGES.codeInvalid }),
  month: singleLineText(LEDGER_MESSAGES.month).refine(isMonth, LEDGER_MESSAGES.month).optional(),
}).strict();

export type ReceiptProofRequest = z.infer<typeof receiptProofSchema>;
