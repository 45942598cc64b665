import { z } from 'zod';
import { singleLineText } from './text';
import { dollarsToCents } from '../domain/money';

export const MAX_POOL_CENTS = 10_000_000_00;
export const MAX_BENEFICIARIES = 100_000;

export const DISTRIBUTION_MESSAGES = {
  monthFormat: /*i18n*/ 'Format must be YYYY-MM (e.g., 2024-01)',
  poolRequired: /*i18n*/ 'Total pool is required',
  poolNumber: /*i18n*/ 'Total pool must be a valid amount in dollars and cents',
  poolPositive: /*i18n*/ 'Total pool must be greater than 0',
  poolMax: /*i18n*/ 'Total pool must be less than $10,000,000',
  countRequired: /*i18n*/ 'Beneficiaries count is required',
  countWhole: /*i18n*/ 'Beneficiaries count must be a whole number',
  countPositive: /*i18n*/ 'Beneficiaries count must be greater than 0',
  countMax: /*i18n*/ 'Beneficiaries count must be less than 100,000',
  created: /*i18n*/ 'Distribution created',
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The month is stored as YYYY-MM and picked with month and year selects that read like
 * "January 2025", so both readings of the spec hold.
 */
export const distributionSchema = z.strictObject({
  month_year: singleLineText(DISTRIBUTION_MESSAGES.monthFormat).trim().regex(MONTH, DISTRIBUTION_MESSAGES.monthFormat),
  total_pool: z
    .union([singleLineText(), z.number()], DISTRIBUTION_MESSAGES.poolRequired)
    .transform((v, ctx) => {
      if (typeof v === 'string' && v.trim() === '') {
        ctx.addIssue({ code: 'custom', message: DISTRIBUTION_MESSAGES.poolRequired });
        return z.NEVER;
      }
      const cents = dollarsToCents(v);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: Number(v) <= 0 ? DISTRIBUTION_MESSAGES.poolPositive : DISTRIBUTION_MESSAGES.poolNumber });
        return z.NEVER;
      }
      if (cents <= 0) ctx.addIssue({ code: 'custom', message: DISTRIBUTION_MESSAGES.poolPositive });
      else if (cents > MAX_POOL_CENTS) ctx.addIssue({ code: 'custom', message: DISTRIBUTION_MESSAGES.poolMax });
      return cents;
    }),
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
export type DistributionInput = z.input<typeof distributionSchema>;
export type Distribution = z.output<typeof distributionSchema>;
