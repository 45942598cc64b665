import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type ReferralSummary, type ReferralsResponse } from '../../../shared/api';
import { api } from '../../lib/api';

export const REFERRALS_PAGE_SIZE = 10;

export const useReferralSummary = () => useQuery({ queryKey: ['referrals', 'summary'], queryFn: () => api<ReferralSummary>(API.referralSummary) });

/** One page of the member's referrals; the previous page stays on screen while the next one loads. */
export function useReferrals(page: number) {
  return useQuery({
    queryKey: ['referrals', 'list', page],
    queryFn: () => api<ReferralsResponse>(`${API.referrals}?page=${page}&page_size=${REFERRALS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}
