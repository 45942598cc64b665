import { z } from 'zod';
import { PAYOUT_METHODS, PAYOUT_STATUSES } from '../domain/payouts';
import { pageQuerySchema } from './paging';
import { multiLineText, singleLineText } from './text';

export const PAYOUT_MESSAGES = {
  notFound: /*i18n*/ 'Payout not found',
  moved: /*i18n*/ 'Payout updated',
  notAllowed: /*i18n*/ 'This payout cannot move to that status from where it is now. Reload the list to see where it stands.',
  methodRequired: /*i18n*/ 'Choose how the payout is sent',
  referenceRequired: /*i18n*/ 'Type the reference of the payment made outside the platform',
  referenceLength: /*i18n*/ 'Reference must be at most 100 characters',
  accountLast4: /*i18n*/ 'Type the last four digits of the account, or leave it empty',
  noteLength: /*i18n*/ 'Note must be at most 500 characters',
  noProvider: /*i18n*/ 'No payment provider is configured, so a payout can only be paid outside the platform.',
  status: /*i18n*/ 'Choose a status',
  month: /*i18n*/ 'Format must be YYYY-MM (e.g., 2024-01)',
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The admin list: paged on the server, by status and by month. */
export const payoutsQuerySchema = pageQuerySchema.extend({
  status: z.enum(PAYOUT_STATUSES).optional(),
  month: singleLineText().regex(MONTH, PAYOUT_MESSAGES.month).optional(),
});
export type PayoutsQuery = z.output<typeof payoutsQuerySchema>;

/**
 * An admin moves a payout. Sending names how: through the provider, or outside the platform with the
 * reference of that payment (a transfer number, a cheque number), so the money can be traced.
 */
export const payoutMoveSchema = z
  .strictObject({
    status: z.enum(PAYOUT_STATUSES.filter((s) => s !== 'pending') as ['sent', 'confirmed', 'failed', 'returned'], PAYOUT_MESSAGES.status),
    method: z.enum(PAYOUT_METHODS, PAYOUT_MESSAGES.methodRequired).optional(),
    reference: singleLineText().trim().max(100, PAYOUT_MESSAGES.referenceLength).optional(),
    account_last4: singleLineText().regex(/^\d{4}$/, PAYOUT_MESSAGES.accountLast4).optional(),
    note: multiLineText().trim().max(500, PAYOUT_MESSAGES.noteLength).optional(),
  })
  .superRefine((move, ctx) => {
    if (move.status !== 'sent') return;
    if (!move.method) ctx.addIssue({ code: 'custom', path: ['method'], message: PAYOUT_MESSAGES.methodRequired });
    else if (move.method === 'outside' && !move.reference) ctx.addIssue({ code: 'custom', path: ['reference'], message: PAYOUT_MESSAGES.referenceRequired });
  });
export type PayoutMove = z.output<typeof payoutMoveSchema>;
