import { z } from 'zod';
import { AID_CATEGORIES, AMOUNT_NEEDED_MAX_CENTS } from '../domain/assistance-request';
import { PAYOUT_METHODS } from '../domain/payouts';
import { multiLineText } from './text';

export const REASON_MIN = 50;
export const REASON_MAX = 1000;

export const APPLICATION_MESSAGES = {
  tooShort: /*i18n*/ 'Please provide more details (at least 50 characters)',
  tooLong: /*i18n*/ 'Reason must not exceed 1000 characters',
  attestation: /*i18n*/ 'Please confirm that you meet the eligibility requirements',
  submitted: /*i18n*/ 'Application submitted successfully!',
  submittedDescription: /*i18n*/ 'Our team will review your application and contact you soon.',
  alreadyOpen: /*i18n*/ 'You already have an application under review. We will contact you about it soon.',
  alreadyWaiting: /*i18n*/ 'Your application is approved and waiting for the next distribution, so there is no need to apply again.',
  failed: /*i18n*/ 'Failed to submit application',
  amountNeeded: /*i18n*/ 'Enter the amount you need, in dollars and cents, above zero',
  amountTooHigh: /*i18n*/ 'The amount needed cannot be more than $10,000',
  category: /*i18n*/ 'Choose what the help is for',
  payoutMethod: /*i18n*/ 'Choose how you want to be paid',
  payoutMethodUnavailable: /*i18n*/ 'This way of being paid is not available at the moment. Choose another.',
} as const;

/** The reason is judged after trimming, so spaces cannot pad it past the minimum. */
export const applicationSchema = z.strictObject({
  reason: multiLineText().trim().min(REASON_MIN, APPLICATION_MESSAGES.tooShort).max(REASON_MAX, APPLICATION_MESSAGES.tooLong),
  eligibility_confirmed: z.literal(true, APPLICATION_MESSAGES.attestation),
  amount_needed_cents: z.number(APPLICATION_MESSAGES.amountNeeded).int(APPLICATION_MESSAGES.amountNeeded).positive(APPLICATION_MESSAGES.amountNeeded)
    .max(AMOUNT_NEEDED_MAX_CENTS, APPLICATION_MESSAGES.amountTooHigh),
  category: z.enum(AID_CATEGORIES, APPLICATION_MESSAGES.category),
  payout_method: z.enum(PAYOUT_METHODS, APPLICATION_MESSAGES.payoutMethod),
});
export type ApplicationInput = z.input<typeof applicationSchema>;

export const moveDownSchema = z.strictObject({ move_down: z.boolean(/*i18n*/ 'Choose whether to move down the list') });

export const applicationIdParams = z.object({ id: z.uuid(/*i18n*/ 'Application not found') });

export const APPLICATION_FILTERS = ['all', 'under_review', 'approved', 'rejected'] as const;

export const adminApplicationsQuery = z.object({
  status: z.enum(APPLICATION_FILTERS, /*i18n*/ 'Unknown status filter').default('all'),
});

export const ADMIN_APPLICATION_MESSAGES = {
  approved: /*i18n*/ 'Application approved',
  approvedDescription: /*i18n*/ 'Beneficiary has been approved',
  rejected: /*i18n*/ 'Application rejected',
  rejectedDescription: /*i18n*/ 'Application has been removed',
  ownApplication: /*i18n*/ 'You cannot review your own application. Another admin must decide on it.',
  alreadyReviewed: /*i18n*/ 'This application has already been reviewed.',
} as const;
