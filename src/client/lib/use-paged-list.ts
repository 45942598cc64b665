import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '../../shared/schemas/paging';
import { api } from './api';

/**
 * One page of a server-paged list; every other field of `filters` goes as a query parameter (empty
 * ones left out). The previous page stays on screen while the next one loads, so the list does not jump.
 */
export function usePagedList<T>(key: readonly unknown[], path: string, filters: { page: number }, pageSize: number) {
  const params = new URLSearchParams({ page: String(filters.page), page_size: String(pageSize) });
  for (const [name, value] of Object.entries<unknown>(filters)) if (name !== 'page' && value !== '') params.set(name, String(value));
  return useQuery({
    queryKey: [...key, params.toString()],
    queryFn: () => api<Page<T>>(`${path}?${params}`),
    placeholderData: keepPreviousData,
  });
}
