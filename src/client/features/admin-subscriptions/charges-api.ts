import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminCharge, CHARGES_API, type ChargeStatus } from '../../../shared/charges-api';
import { PAYMENTS_API, type UnmatchedPaymentEvent } from '../../../shared/payments-api';
import type { Page } from '../../../shared/schemas/paging';
import { api } from '../../lib/api';

export const CHARGES_PAGE_SIZE = 10;

export interface ChargeFilters {
  /** A status, or "flagged" for the charges held because what settled differs from what was asked. */
  status: ChargeStatus | 'flagged' | '';
  page: number;
}

/** One page of monthly charges from the server, newest change first; the previous page stays on screen while the next loads. */
export function useCharges(filters: ChargeFilters) {
  const params = new URLSearchParams({ page: String(filters.page), page_size: String(CHARGES_PAGE_SIZE) });
  if (filters.status === 'flagged') params.set('flagged', 'true');
  else if (filters.status) params.set('status', filters.status);
  return useQuery({
    queryKey: ['admin', 'charges', filters],
    queryFn: () => api<Page<AdminCharge>>(`${CHARGES_API.list}?${params}`),
    placeholderData: keepPreviousData,
  });
}

export const UNMATCHED_PAGE_SIZE = 5;

/** Provider events that named a payment or set-up we do not know, newest first, paged on the server. */
export function useUnmatchedEvents(page: number) {
  return useQuery({
    queryKey: ['admin', 'unmatched-events', page],
    queryFn: () => api<Page<UnmatchedPaymentEvent>>(`${PAYMENTS_API.unmatchedEvents}?page=${page}&page_size=${UNMATCHED_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}
