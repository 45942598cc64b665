import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { deleteErrorToast } from './delete-error';

describe('subscriber deletion errors', () => {
  it('uses the message the spec gives for each kind of failure', () => {
    expect(deleteErrorToast(new ApiError(401, 'Authentication required', 'unauthorized'))).toEqual({ title: 'You must be logged in to perform this action' });
    expect(deleteErrorToast(new ApiError(0, 'offline', 'network'))).toEqual({ title: 'Failed to delete user. Please try again.' });
    expect(deleteErrorToast(new ApiError(500, 'boom', 'internal'))).toEqual({ title: 'Failed to delete user. Please try again.' });
    expect(deleteErrorToast(new ApiError(409, 'You cannot delete your own account here.', 'conflict'))).toEqual({
      title: 'An error occurred. Please try again.',
      description: 'You cannot delete your own account here.',
    });
    expect(deleteErrorToast(new TypeError('x is undefined'))).toEqual({ title: 'An unexpected error occurred' });
  });
});
