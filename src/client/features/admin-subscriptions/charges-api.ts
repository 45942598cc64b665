import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminCharge, CHARGES_API, type ChargeStatus } from '../../../shared/charges-api';
import type { Page } from '../../../shared/schemas/paging';
import { api } from '../../lib/api';

export const CHARGES_PAGE_SIZE = 10;

export interface ChargeFilters {
  status: ChargeStatus | '';
  page: number;
}

/** One page of monthly charges from the server, newest change first; the previous page stays on screen while the next loads. */
export function useCharges(filters: ChargeFilters) {
  const params = new URLSearchParams({ page: String(filters.page), page_size: String(CHARGES_PAGE_SIZE) });
  if (filters.status) params.set('status', filters.status);
  return useQuery({
    queryKey: ['admin', 'charges', filters],
    queryFn: () => api<Page<AdminCharge>>(`${CHARGES_API.list}?${params}`),
    placeholderData: keepPreviousData,
  });
}
