import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type MessageResponse, type PendingReview } from '../../../shared/api';
import { api } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';

export const PENDING_PAGE_SIZE = 10;
export type Decision = 'approve' | 'reject';

const KEY = ['admin', 'reviews', 'pending'] as const;

export const usePendingReviews = (page: number) => usePagedList<PendingReview>(KEY, API.adminReviews, { page }, PENDING_PAGE_SIZE);

/**
 * Whatever the answer, the queue is read again: after a 409 another admin has already decided, and
 * the review should leave this list too. The public list may have changed as well.
 */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) =>
      api<MessageResponse>(decision === 'approve' ? API.adminReviewApprove(id) : API.adminReviewReject(id), { method: 'PUT' }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: KEY }), queryClient.invalidateQueries({ queryKey: ['reviews'] })]);
    },
  });
}
