import { API, type MessageResponse } from '../../../shared/api';
import { REVIEW_MESSAGES, type Review } from '../../../shared/schemas/reviews';
import { ApiError, post } from '../../lib/api';

export const submitReview = (review: Review) => post<MessageResponse>(API.reviews, review);

/**
 * What a failed submit tells the member. 401: the session has ended. Other refusals carry the
 * server's own words (the one-a-day limit, say). Server faults and lost connections read generically.
 */
export function reviewFailure(err: unknown): { message: string; signedOut: boolean } {
  if (err instanceof ApiError && err.status === 401) return { message: REVIEW_MESSAGES.signInRequired, signedOut: true };
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return { message: err.message, signedOut: false };
  return { message: REVIEW_MESSAGES.failed, signedOut: false };
}
