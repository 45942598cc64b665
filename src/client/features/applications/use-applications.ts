import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type BeneficiaryStatus, type MyApplication } from '../../../shared/api';
import type { Page } from '../../../shared/schemas/paging';
import { api } from '../../lib/api';

export const APPLICATIONS_PAGE_SIZE = 10;

export const myApplicationsKey = ['applications', 'mine'] as const;
export const beneficiaryStatusKey = ['beneficiary', 'status'] as const;

export function useMyApplications(page: number) {
  return useQuery({
    queryKey: [...myApplicationsKey, page],
    queryFn: () => api<Page<MyApplication>>(`${API.myApplications}?page=${page}&page_size=${APPLICATIONS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

export function useBeneficiaryStatus() {
  return useQuery({ queryKey: beneficiaryStatusKey, queryFn: () => api<BeneficiaryStatus>(API.beneficiaryStatus) });
}
