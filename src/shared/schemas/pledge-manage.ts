import { z } from 'zod';
import { PAUSE_MONTHS } from '../domain/pledge-rules';
import { MONTHLY_PLEDGE_CENTS } from '../domain/stats';
import { PLEDGE_MESSAGES } from './pledge';
import { monthlyAmountField } from './subscriptions';
import { singleLineText } from './text';

export const PLEDGE_MANAGE_MESSAGES = {
  pauseMonths: /*i18n*/ 'Please choose 1, 2 or 3 months',
  notSetUp: /*i18n*/ 'Your pledge is not set up yet.',
  cancelled: /*i18n*/ 'Your pledge is cancelled. You can set up a new one at any time.',
  alreadyPaused: /*i18n*/ 'Your pledge is already paused.',
  notPaused: /*i18n*/ 'Your pledge is not paused.',
  pausedRecently: /*i18n*/ 'A pledge can be paused once in 12 months, counted from the end of the last pause.',
  notActive: /*i18n*/ 'Only an active pledge can be paused.',
  changedMeanwhile: /*i18n*/ 'Your pledge changed in the meantime. Please look at it again and retry.',
  amountChanged: /*i18n*/ 'Your monthly amount is changed. It applies from your next charge.',
  paused: /*i18n*/ 'Your pledge is paused.',
  resumed: /*i18n*/ 'Your pledge is active again.',
  cancelDone: /*i18n*/ 'Your pledge is cancelled. Nothing more will be charged.',
  linkExpired: /*i18n*/ 'This link has expired. Sign in to manage your pledge, or use the link in your latest receipt.',
  linkInvalid: /*i18n*/ 'This link is not valid. Please use the link exactly as it appears in your e-mail, or sign in to manage your pledge.',
  notEligibleYet: /*i18n*/ 'This member cannot be approved yet: no contribution of theirs has settled.',
  notEligibleCancelled: /*i18n*/ 'This member cannot be approved: they cancelled their pledge before completing 12 months.',
  notEligibleNotStarted: /*i18n*/ 'This member cannot be approved yet: their pledge has not started.',
} as const;

/** Body of PUT /api/me/pledge/amount: dollars as typed, at least the $10 minimum pledge, to integer cents. */
export const pledgeAmountSchema = z.strictObject({
  monthly_amount: monthlyAmountField.refine((cents) => cents >= MONTHLY_PLEDGE_CENTS, PLEDGE_MESSAGES.amountMinimum),
});
export type PledgeAmountInput = z.input<typeof pledgeAmountSchema>;
export type PledgeAmount = z.output<typeof pledgeAmountSchema>;

const pauseMonthsField = z.union(PAUSE_MONTHS.map((n) => z.literal(n)), PLEDGE_MANAGE_MESSAGES.pauseMonths);

export const pledgePauseSchema = z.strictObject({ months: pauseMonthsField });
export type PledgePause = z.output<typeof pledgePauseSchema>;

/** The signed link's token travels in the body, so it stays out of the server's request logs. */
const tokenField = singleLineText().min(1).max(200);
export const pledgeLinkSchema = z.strictObject({ token: tokenField });
export const pledgeLinkPauseSchema = z.strictObject({ token: tokenField, months: pauseMonthsField });
