import { useInfiniteQuery } from '@tanstack/react-query';
import { API, type PublicReview } from '../../../shared/api';
import type { Page } from '../../../shared/schemas/paging';
import { api } from '../../lib/api';

export const REVIEWS_PAGE_SIZE = 12;

/** Approved reviews, newest first, a page at a time ("Show more reviews"). */
export function useApprovedReviews() {
  return useInfiniteQuery({
    queryKey: ['reviews', 'approved'],
    queryFn: ({ pageParam }) => api<Page<PublicReview>>(`${API.reviews}?page=${pageParam}&page_size=${REVIEWS_PAGE_SIZE}`),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
}
