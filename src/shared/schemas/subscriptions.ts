import { z } from 'zod';
import { singleLineText } from './text';
import { isIsoDate } from '../domain/dates';
import { dollarsToCents } from '../domain/money';
import { pageQuerySchema } from './paging';
import { PLEDGE_STATUSES, type PledgeStatus } from '../domain/pledge-status';

/** The pledge's statuses, defined with their allowed changes in domain/pledge-status.ts. */
export const SUBSCRIPTION_STATUSES = PLEDGE_STATUSES;
export type SubscriptionStatus = PledgeStatus;

/** What profiles.subscription_status reads once an admin has deleted the member's subscription. */
export const NO_SUBSCRIPTION = 'none';

/** $1,000,000 a month: far above any real pledge, low enough to catch a slipped finger. */
export const MAX_MONTHLY_AMOUNT_CENTS = 100_000_000;

export const SUBSCRIPTION_MESSAGES = {
  status: /*i18n*/ 'Please choose a status',
  amountRequired: /*i18n*/ 'Monthly amount is required',
  amountNumber: /*i18n*/ 'Monthly amount must be a number',
  amountNegative: /*i18n*/ 'Monthly amount must be 0 or more',
  amountDecimals: /*i18n*/ 'Monthly amount can have at most 2 decimals',
  amountTooLarge: /*i18n*/ 'Monthly amount must be at most $1,000,000',
  nextBillingDate: /*i18n*/ 'Next billing date must be a valid date',
  notFound: /*i18n*/ 'Subscription not found',
  search: /*i18n*/ 'Search must be at most 100 characters',
  updated: /*i18n*/ 'Subscription updated',
  deleted: /*i18n*/ 'Subscription deleted',
  loadFailed: /*i18n*/ 'Error loading subscriptions',
  updateFailed: /*i18n*/ 'Error updating subscription',
  deleteFailed: /*i18n*/ 'Error deleting subscription',
} as const;

/**
 * Dollars as typed ("12.5", "1,200") or sent as a number, to integer cents; each way of getting it
 * wrong has its own message, so the admin knows what to fix. (zod's number already refuses NaN and
 * Infinity, which then read as missing.)
 */
function amountProblem(value: string | number): string | null {
  const text = String(value).trim().replace(/,/g, '');
  if (text === '') return SUBSCRIPTION_MESSAGES.amountRequired;
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return SUBSCRIPTION_MESSAGES.amountNumber;
  if (text.startsWith('-') && Number(text) !== 0) return SUBSCRIPTION_MESSAGES.amountNegative;
  if ((text.split('.')[1] ?? '').length > 2) return SUBSCRIPTION_MESSAGES.amountDecimals;
  return null;
}

const normalizeAmount = (value: string | number) => {
  const text = String(value).trim().replace(/,/g, '').replace(/^-/, '').replace(/\.$/, '');
  return text.startsWith('.') ? `0${text}` : text;
};

export const monthlyAmountField = z
  .union([singleLineText(), z.number()], SUBSCRIPTION_MESSAGES.amountRequired)
  .transform((value, ctx) => {
    const problem = amountProblem(value);
    const cents = problem ? null : dollarsToCents(normalizeAmount(value));
    if (problem || cents === null) {
      ctx.addIssue({ code: 'custom', message: problem ?? SUBSCRIPTION_MESSAGES.amountNumber });
      return z.NEVER;
    }
    if (cents > MAX_MONTHLY_AMOUNT_CENTS) {
      ctx.addIssue({ code: 'custom', message: SUBSCRIPTION_MESSAGES.amountTooLarge });
      return z.NEVER;
    }
    return cents;
  });

/** Empty means "no date"; years are bounded so a typo such as 20255 is caught. */
export const optionalDateField = z
  .union([singleLineText(), z.null()], SUBSCRIPTION_MESSAGES.nextBillingDate)
  .optional()
  .transform((value, ctx) => {
    const text = value?.trim() ?? '';
    if (text === '') return null;
    if (!isIsoDate(text) || text < '2000-01-01' || text > '2100-12-31') {
      ctx.addIssue({ code: 'custom', message: SUBSCRIPTION_MESSAGES.nextBillingDate });
      return z.NEVER;
    }
    return text;
  });

/** The admin's edit dialog and the body of PUT /api/admin/subscriptions/:id. */
export const subscriptionUpdateSchema = z.strictObject({
  status: z.enum(SUBSCRIPTION_STATUSES, SUBSCRIPTION_MESSAGES.status),
  monthly_amount: monthlyAmountField,
  next_billing_date: optionalDateField,
});
export type SubscriptionUpdateInput = z.input<typeof subscriptionUpdateSchema>;
export type SubscriptionUpdate = z.output<typeof subscriptionUpdateSchema>;

/** ?q= is a name fragment, or a member's exact user id; ?status= narrows to one status. */
export const subscriptionListQuerySchema = pageQuerySchema.extend({
  q: singleLineText().trim().max(100, SUBSCRIPTION_MESSAGES.search).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES, SUBSCRIPTION_MESSAGES.status).optional(),
});
export type SubscriptionListQuery = z.output<typeof subscriptionListQuerySchema>;

export const subscriptionIdParams = z.object({ id: z.uuid(SUBSCRIPTION_MESSAGES.notFound) });
