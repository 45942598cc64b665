import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type DistributionsResponse } from '../../shared/api';
import { api } from './api';

export const REPORTS_PAGE_SIZE = 12;

export function useDistributionReports(page: number) {
  return useQuery({
    queryKey: ['distributions', page],
    queryFn: () => api<DistributionsResponse>(`${API.distributions}?page=${page}&page_size=${REPORTS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}
