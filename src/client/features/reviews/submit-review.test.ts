import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { reviewFailure } from './submit-review';

describe('review submit failures', () => {
  it('asks the member to sign in when the session has ended', () => {
    expect(reviewFailure(new ApiError(401, 'Authentication required', 'unauthorized'))).toEqual({ message: 'Please sign in to submit a review', signedOut: true });
  });

  it("shows the server's message for a refusal such as the daily limit", () => {
    const limit = new ApiError(429, 'You can share one review a day. Please try again tomorrow.', 'rate_limited');
    expect(reviewFailure(limit)).toEqual({ message: limit.message, signedOut: false });
  });

  it.each([
    new ApiError(500, 'Something went wrong on our side. Please try again in a moment.', 'internal'),
    new ApiError(0, 'Could not reach the server.', 'network'),
    new Error('boom'),
  ])('reads "Failed to submit review. Please try again." otherwise (%s)', (err) => {
    expect(reviewFailure(err)).toEqual({ message: 'Failed to submit review. Please try again.', signedOut: false });
  });
});
