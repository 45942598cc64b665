import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminSubscription, API, type MessageResponse, type SubscriptionCounts } from '../../../shared/api';
import type { Page } from '../../../shared/schemas/paging';
import type { SubscriptionStatus, SubscriptionUpdate } from '../../../shared/schemas/subscriptions';
import { api } from '../../lib/api';

export const SUBSCRIPTIONS_PAGE_SIZE = 20;

export interface SubscriptionListFilters {
  q: string;
  status: SubscriptionStatus | '';
  page: number;
}

const KEY = ['admin', 'subscriptions'] as const;

export const useSubscriptionCounts = () =>
  useQuery({ queryKey: [...KEY, 'counts'], queryFn: () => api<SubscriptionCounts>(API.adminSubscriptionCounts) });

/** One page from the server; the previous page stays on screen while the next one loads. */
export function useSubscriptions({ q, status, page }: SubscriptionListFilters) {
  const params = new URLSearchParams({ page: String(page), page_size: String(SUBSCRIPTIONS_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  return useQuery({
    queryKey: [...KEY, 'list', { q, status, page }],
    queryFn: () => api<Page<AdminSubscription>>(`${API.adminSubscriptions}?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** After a change both the table and the counters are read again. */
function useInvalidateSubscriptions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

/** Sends cents back as dollars: the API takes the same typed amount the form shows. */
export function useUpdateSubscription() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SubscriptionUpdate }) =>
      api<AdminSubscription>(API.adminSubscription(id), {
        method: 'PUT',
        body: { status: changes.status, monthly_amount: (changes.monthly_amount / 100).toFixed(2), next_billing_date: changes.next_billing_date },
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteSubscription() {
  const invalidate = useInvalidateSubscriptions();
  return useMutation({
    mutationFn: (id: string) => api<MessageResponse>(API.adminSubscription(id), { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
