import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type CountryCount, type StateCount, type SubscriberCounters, type SubscriberDetails, type SubscribersPage } from '../../../shared/api';
import type { SubscriberFilter } from '../../../shared/schemas/admin-subscribers';
import { api } from '../../lib/api';
import { filterQuery, PAGE_SIZE, type Grouping } from './filters';

const ROOT = ['admin-subscribers'] as const;

const listKey = (filter: SubscriberFilter, page: number) => [...ROOT, 'list', filter, page] as const;

/**
 * One page of the list; the previous page stays on screen (dimmed) while the next one loads. A page
 * whose predecessor is known asks for the rows after that page's last one, which the server finds as
 * fast however deep the page; a page opened by its number alone is counted to by offset.
 */
export function useSubscriberPage(filter: SubscriberFilter, page: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: listKey(filter, page),
    queryFn: () => {
      const after = page > 1 ? queryClient.getQueryData<SubscribersPage>(listKey(filter, page - 1))?.next_after : undefined;
      const query = [filterQuery(filter), `page=${page}`, `page_size=${PAGE_SIZE}`, after && `after=${encodeURIComponent(after)}`].filter(Boolean).join('&');
      return api<SubscribersPage>(`${API.adminSubscribers}?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

export const useSubscriberCounters = () =>
  useQuery({ queryKey: [...ROOT, 'counters'], queryFn: () => api<SubscriberCounters>(API.adminSubscriberCounters) });

/** A row of either grouping: by country it has no state. */
export type GroupCount = CountryCount & Partial<StateCount>;
const GROUP_PATHS: Record<Grouping, string> = { state: API.adminSubscribersByState, country: API.adminSubscribersByCountry };

/** Members per group for the current filters; the previous counts stay on screen (dimmed) while new ones load. */
export function useGroupCounts(grouping: Grouping, filter: SubscriberFilter) {
  const query = filterQuery(filter);
  const path = GROUP_PATHS[grouping];
  return useQuery({
    queryKey: [...ROOT, `by-${grouping}`, filter],
    queryFn: () => api<GroupCount[]>(query ? `${path}?${query}` : path),
    placeholderData: keepPreviousData,
  });
}

export const useSubscriberDetails = (id: string | null) =>
  useQuery({
    queryKey: [...ROOT, 'details', id],
    queryFn: () => api<SubscriberDetails>(API.adminSubscriber(id ?? '')),
    enabled: id !== null,
  });

/** After a change every list, count and dialog of this screen is stale, so all of them reload. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ROOT });
}

export function useSetVerified() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, verified }: { id: string; verified: boolean }) =>
      api<{ verified: boolean }>(API.adminSubscriberVerified(id), { method: 'PUT', body: { verified } }),
    onSuccess: invalidate,
  });
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: string) => api<void>(API.adminSubscriber(id), { method: 'DELETE' }),
    onSuccess: async (_result, id) => {
      // The member is gone: their details must not be refetched (it would be a 404).
      queryClient.removeQueries({ queryKey: [...ROOT, 'details', id] });
      await invalidate();
    },
  });
}
