import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { PAYMENTS_API, type PledgeOverview, type PledgeSetupStarted } from '../../../shared/payments-api';
import type { PledgeSetup } from '../../../shared/schemas/pledge';
import { api, post } from '../../lib/api';

export const pledgeQuery = queryOptions({ queryKey: ['pledge'], queryFn: () => api<PledgeOverview>(PAYMENTS_API.myPledge) });

const POLL_MS = 2000;

/** Asked again every two seconds while `waiting` says the provider's confirmation is still awaited. */
export const usePledge = (waiting: (overview: PledgeOverview | undefined) => boolean) =>
  useQuery({ ...pledgeQuery, refetchInterval: (query) => (waiting(query.state.data) ? POLL_MS : false) });

export function useStartPledgeSetup() {
  // The form's schema turns the typed dollars into cents; the request carries dollars, as typed.
  return useMutation({
    mutationFn: (input: PledgeSetup) => post<PledgeSetupStarted>(PAYMENTS_API.setup, { ...input, monthly_amount: (input.monthly_amount / 100).toFixed(2) }),
  });
}
