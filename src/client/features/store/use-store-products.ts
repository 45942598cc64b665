import { useInfiniteQuery } from '@tanstack/react-query';
import { API, type StoreProductsResponse } from '../../../shared/api';
import { api } from '../../lib/api';

const PAGE_SIZE = 12;

/**
 * The store's active products, newest first, a page at a time ('Show more'). `enabled` stays false
 * in Phase 1, when the store is not open and there is nothing to ask for.
 */
export function useStoreProducts(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['store', 'products'],
    queryFn: ({ pageParam, signal }) => api<StoreProductsResponse>(`${API.storeProducts}?page=${pageParam}&page_size=${PAGE_SIZE}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    enabled,
  });
}
