import { z } from 'zod';
import { multiLineText } from './text';

export const REASON_MIN = 50;
export const REASON_MAX = 1000;

export const APPLICATION_MESSAGES = {
  tooShort: 'Please provide more details (at least 50 characters)',
  tooLong: 'Reason must not exceed 1000 characters',
  attestation: 'Please confirm that you meet the eligibility requirements',
  submitted: 'Application submitted successfully!',
  submittedDescription: 'Our team will review your application and contact you soon.',
  alreadyOpen: 'You already have an application under review. We will contact you about it soon.',
  alreadyWaiting: 'Your application is approved and waiting for the next distribution, so there is no need to apply again.',
  failed: 'Failed to submit application',
} as const;

/** The reason is judged after trimming, so spaces cannot pad it past the minimum. */
export const applicationSchema = z.strictObject({
  reason: multiLineText().trim().min(REASON_MIN, APPLICATION_MESSAGES.tooShort).max(REASON_MAX, APPLICATION_MESSAGES.tooLong),
  eligibility_confirmed: z.literal(true, APPLICATION_MESSAGES.attestation),
});
export type ApplicationInput = z.input<typeof applicationSchema>;

export const moveDownSchema = z.strictObject({ move_down: z.boolean('Choose whether to move down the list') });

export const applicationIdParams = z.object({ id: z.uuid('Application not found') });

export const APPLICATION_FILTERS = ['all', 'under_review', 'approved', 'rejected'] as const;

export const adminApplicationsQuery = z.object({
  status: z.enum(APPLICATION_FILTERS, 'Unknown status filter').default('all'),
});

export const ADMIN_APPLICATION_MESSAGES = {
  approved: 'Application approved',
  approvedDescription: 'Beneficiary has been approved',
  rejected: 'Application rejected',
  rejectedDescription: 'Application has been removed',
  ownApplication: 'You cannot review your own application. Another admin must decide on it.',
  alreadyReviewed: 'This application has already been reviewed.',
} as const;
