import { z } from 'zod';
import { PLEDGE_METHODS } from '../domain/payment-fees';
import { MONTHLY_PLEDGE_CENTS } from '../domain/stats';
import { monthlyAmountField } from './subscriptions';
import { zakatPercentField } from './zakat';

export const PLEDGE_MESSAGES = {
  amountMinimum: /*i18n*/ 'The monthly pledge is at least $10',
  method: /*i18n*/ 'Please choose how to pay',
  notConfigured: /*i18n*/ 'Payments are not configured yet. Your pledge is recorded, and nothing is charged until they are.',
  phaseOne: /*i18n*/ 'Pledges are set up once the community reaches its goal and Phase 2 begins.',
  noPledge: /*i18n*/ 'You have no pledge to set up. Please contact us.',
  providerUnavailable: /*i18n*/ 'We could not reach our payment provider. Please try again in a few minutes.',
  /** For the provider and our logs, not for members: left untranslated. */
  invalidSignature: 'Invalid webhook signature',
} as const;

/**
 * The member's pledge form and the body of POST /api/me/pledge/setup: dollars as typed (to integer
 * cents, at least the $10 minimum pledge), bank debit or card, and whether to cover a card's fee.
 */
export const pledgeSetupSchema = z.strictObject({
  monthly_amount: monthlyAmountField.refine((cents) => cents >= MONTHLY_PLEDGE_CENTS, PLEDGE_MESSAGES.amountMinimum),
  method: z.enum(PLEDGE_METHODS, PLEDGE_MESSAGES.method),
  cover_fee: z.boolean().default(false),
  zakat_percent: zakatPercentField.default(0),
});
export type PledgeSetupInput = z.input<typeof pledgeSetupSchema>;
export type PledgeSetup = z.output<typeof pledgeSetupSchema>;
