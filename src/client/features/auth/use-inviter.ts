import { useQuery } from '@tanstack/react-query';
import { API, type ReferralInviter } from '../../../shared/api';
import { normalizeReferralCode } from '../../../shared/forms/referrals';
import { ApiError, api } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export type Inviter = { state: 'none' } | { state: 'known'; firstName: string } | { state: 'unknown'; message: string };

/**
 * Who owns the referral code being typed, asked once the typing pauses and only for a code that
 * has the right shape. A code the server does not know is reported, since sign-up would refuse it;
 * any other failure (offline, rate limited) simply shows no note.
 */
export function useInviter(code: string | undefined): Inviter {
  const typed = normalizeReferralCode(code ?? '');
  const settled = useDebouncedValue(typed ?? '');
  const query = useQuery({
    queryKey: ['referral-inviter', settled],
    queryFn: () => api<ReferralInviter>(`${API.referralInviter}?code=${encodeURIComponent(settled)}`),
    enabled: settled !== '',
    retry: false,
    staleTime: Infinity,
  });
  if (!typed || settled !== typed) return { state: 'none' };
  if (query.data) return { state: 'known', firstName: query.data.first_name };
  if (query.error instanceof ApiError && query.error.status === 404) return { state: 'unknown', message: query.error.message };
  return { state: 'none' };
}
