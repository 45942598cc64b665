import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PauseMonths } from '../../../shared/domain/pledge-rules';
import { PAYMENTS_API, type PledgeOverview, type PledgeSetupStarted } from '../../../shared/payments-api';
import { PLEDGE_MANAGE_API, type PledgeActionResult, type PledgeManageState } from '../../../shared/pledge-manage-api';
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

export const pledgeManageQuery = queryOptions({ queryKey: ['pledge', 'manage'], queryFn: () => api<PledgeManageState>(PLEDGE_MANAGE_API.state) });

export const usePledgeManage = (enabled = true) => useQuery({ ...pledgeManageQuery, enabled });

/** What the member can do to their pledge: signed in, or (pause and cancel only) through a receipt's signed link. */
export interface PledgeActions {
  pause: (months: PauseMonths) => Promise<PledgeActionResult>;
  cancel: () => Promise<PledgeActionResult>;
  resume?: () => Promise<PledgeActionResult>;
  changeAmount?: (cents: number) => Promise<PledgeActionResult>;
  changeDesignation?: (zakatPercent: number) => Promise<PledgeActionResult>;
}

/** The signed-in member's actions; each answer refreshes the pledge, and `onChanged` what the screen shows beside it. */
export function useSignedInPledgeActions(onChanged: () => Promise<void>): PledgeActions {
  const queryClient = useQueryClient();
  const refreshed = async (result: PledgeActionResult) => {
    queryClient.setQueryData(pledgeManageQuery.queryKey, result.state);
    await Promise.all([queryClient.invalidateQueries({ queryKey: pledgeQuery.queryKey, exact: true }), onChanged()]);
    return result;
  };
  return {
    pause: async (months) => refreshed(await post<PledgeActionResult>(PLEDGE_MANAGE_API.pause, { months })),
    cancel: async () => refreshed(await post<PledgeActionResult>(PLEDGE_MANAGE_API.cancel)),
    resume: async () => refreshed(await post<PledgeActionResult>(PLEDGE_MANAGE_API.resume)),
    changeAmount: async (cents) => refreshed(await api<PledgeActionResult>(PLEDGE_MANAGE_API.amount, { method: 'PUT', body: { monthly_amount: (cents / 100).toFixed(2) } })),
    changeDesignation: async (zakatPercent) => refreshed(await api<PledgeActionResult>(PLEDGE_MANAGE_API.designation, { method: 'PUT', body: { zakat_percent: zakatPercent } })),
  };
}

/** The same through the signed link: the token is the only credential. */
export const pledgeLinkQuery = (token: string) =>
  queryOptions({ queryKey: ['pledge-link', token], queryFn: () => post<PledgeManageState>(PLEDGE_MANAGE_API.linkState, { token }), retry: false });

export function useLinkPledgeActions(token: string): PledgeActions {
  const queryClient = useQueryClient();
  const refreshed = (result: PledgeActionResult) => {
    queryClient.setQueryData(pledgeLinkQuery(token).queryKey, result.state);
    return result;
  };
  return {
    pause: async (months) => refreshed(await post<PledgeActionResult>(PLEDGE_MANAGE_API.linkPause, { token, months })),
    cancel: async () => refreshed(await post<PledgeActionResult>(PLEDGE_MANAGE_API.linkCancel, { token })),
  };
}
