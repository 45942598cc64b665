import { z } from 'zod';
import { multiLineText, singleLineText } from './text';

export const REVIEW_TITLE_MIN = 5;
export const REVIEW_TITLE_MAX = 100;
export const REVIEW_CONTENT_MIN = 20;
export const REVIEW_CONTENT_MAX = 1000;

export const REVIEW_MESSAGES = {
  titleShort: /*i18n*/ 'Title must be at least 5 characters',
  titleLong: /*i18n*/ 'Title must be less than 100 characters',
  contentShort: /*i18n*/ 'Review must be at least 20 characters',
  contentLong: /*i18n*/ 'Review must be less than 1000 characters',
  rating: /*i18n*/ 'Please choose a rating from 1 to 5 stars',
  submitted: /*i18n*/ 'Review submitted!',
  pending: /*i18n*/ 'Your review is pending approval and will be visible soon.',
  dailyLimit: /*i18n*/ 'You can share one review a day. Please try again tomorrow.',
  signInRequired: /*i18n*/ 'Please sign in to submit a review',
  failed: /*i18n*/ 'Failed to submit review. Please try again.',
} as const;

/**
 * The review form and the body of POST /api/reviews. Strict, so a member
 * cannot slip in is_approved or user_id: those are set by the server alone.
 */
export const reviewSchema = z.strictObject({
  title: singleLineText().trim().min(REVIEW_TITLE_MIN, REVIEW_MESSAGES.titleShort).max(REVIEW_TITLE_MAX, REVIEW_MESSAGES.titleLong),
  content: multiLineText().trim().min(REVIEW_CONTENT_MIN, REVIEW_MESSAGES.contentShort).max(REVIEW_CONTENT_MAX, REVIEW_MESSAGES.contentLong),
  rating: z.number(REVIEW_MESSAGES.rating).int(REVIEW_MESSAGES.rating).min(1, REVIEW_MESSAGES.rating).max(5, REVIEW_MESSAGES.rating),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;

/** Review moderation: the spec leaves the mechanism open; admins approve or reject pending reviews. */
export const MODERATION_MESSAGES = {
  approved: /*i18n*/ 'Review approved',
  approvedDescription: /*i18n*/ 'It now appears on the reviews page.',
  rejected: /*i18n*/ 'Review rejected',
  rejectedDescription: /*i18n*/ 'It will not be shown publicly.',
  alreadyApproved: /*i18n*/ 'This review has already been approved.',
  alreadyRejected: /*i18n*/ 'This review has already been rejected.',
  notFound: /*i18n*/ 'Review not found',
  empty: /*i18n*/ 'No reviews waiting for moderation.',
  loadFailed: /*i18n*/ 'Error loading reviews',
  failed: /*i18n*/ 'Error moderating review',
} as const;

export const reviewIdParams = z.object({ id: z.uuid(MODERATION_MESSAGES.notFound) });
