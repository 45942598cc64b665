import type { I18n } from '@lingui/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type DistributionsResponse } from '../../shared/api';
import { api } from './api';

export const REPORTS_PAGE_SIZE = 12;

/** The statuses the server writes; one it may add later is shown as stored rather than hidden. */
const STATUS_LABELS: Partial<Record<string, string>> = { completed: /*i18n*/ 'completed', approved: /*i18n*/ 'approved', processing: /*i18n*/ 'processing', prepared: /*i18n*/ 'prepared' };

export function distributionStatusLabel(i18n: I18n, status: string): string {
  const known = STATUS_LABELS[status];
  return known ? i18n._(known) : status;
}

export function useDistributionReports(page: number) {
  return useQuery({
    queryKey: ['distributions', page],
    queryFn: () => api<DistributionsResponse>(`${API.distributions}?page=${page}&page_size=${REPORTS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}
