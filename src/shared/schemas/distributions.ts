import { z } from 'zod';
import { singleLineText } from './text';

export const MAX_BENEFICIARIES = 100_000;

export const DISTRIBUTION_MESSAGES = {
  monthFormat: /*i18n*/ 'Format must be YYYY-MM (e.g., 2024-01)',
  countRequired: /*i18n*/ 'Beneficiaries count is required',
  countWhole: /*i18n*/ 'Beneficiaries count must be a whole number',
  countPositive: /*i18n*/ 'Beneficiaries count must be greater than 0',
  countMax: /*i18n*/ 'Beneficiaries count must be less than 100,000',
  prepared: /*i18n*/ 'Distribution prepared',
  approved: /*i18n*/ 'Distribution approved',
  phaseOne: /*i18n*/ 'Distributions begin in Phase 2. Nothing is collected before the community reaches its goal, so there is nothing to distribute.',
  monthNotOver: /*i18n*/ 'A month can be prepared once it is over: its contributions are still coming in.',
  nothingHeld: /*i18n*/ 'The ledger holds no money for this month, so there is nothing to distribute.',
  tooSmall: /*i18n*/ 'The pool is too small to give each beneficiary at least one cent.',
  notFound: /*i18n*/ 'Distribution not found',
  alreadyApproved: /*i18n*/ 'This distribution is already approved. Distributions are never edited or replaced.',
  ledgerChanged: /*i18n*/ "The month's ledger changed since this distribution was prepared. Prepare it again, then ask another admin to approve it.",
  queueChanged: /*i18n*/ 'The queue changed since this distribution was prepared. Prepare it again, then ask another admin to approve it.',
  selfPrepared: /*i18n*/ 'You prepared this distribution, so a different admin must approve it.',
  ownApplication: /*i18n*/ 'This distribution pays your own application, so a different admin must approve it.',
  referred: /*i18n*/ 'This distribution pays someone you referred, so a different admin must approve it.',
  sameDevice: /*i18n*/ 'This distribution pays someone who signed up from the same device as you, so a different admin must approve it.',
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * What an admin chooses when preparing a month: the month and how many in the queue it pays. The
 * pool is not typed: it is what the ledger holds for the month. The month is stored as YYYY-MM and
 * picked with month and year selects that read like "January 2025", so both readings of the spec hold.
 */
export const distributionSchema = z.strictObject({
  month_year: singleLineText(DISTRIBUTION_MESSAGES.monthFormat).trim().regex(MONTH, DISTRIBUTION_MESSAGES.monthFormat),
  beneficiaries_count: z
    .union([singleLineText(), z.number()], DISTRIBUTION_MESSAGES.countRequired)
    .transform((v, ctx) => {
      if (typeof v === 'string' && v.trim() === '') {
        ctx.addIssue({ code: 'custom', message: DISTRIBUTION_MESSAGES.countRequired });
        return z.NEVER;
      }
      const n = Number(v);
      if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: DISTRIBUTION_MESSAGES.countWhole });
      else if (n <= 0) ctx.addIssue({ code: 'custom', message: DISTRIBUTION_MESSAGES.countPositive });
      else if (n > MAX_BENEFICIARIES) ctx.addIssue({ code: 'custom', message: DISTRIBUTION_MESSAGES.countMax });
      return n;
    }),
});
/** The month the outlook sums; the queue part is paged with the usual page and page_size. */
export const outlookQuerySchema = z.object({
  month_year: singleLineText(DISTRIBUTION_MESSAGES.monthFormat).trim().regex(MONTH, DISTRIBUTION_MESSAGES.monthFormat),
});

export type DistributionInput = z.input<typeof distributionSchema>;
export type Distribution = z.output<typeof distributionSchema>;
