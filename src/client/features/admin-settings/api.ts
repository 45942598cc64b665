import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type PhaseInvitee, type PhaseState, type SettingsResponse } from '../../../shared/api';
import type { Page } from '../../../shared/schemas/paging';
import type { PhaseChangeInput } from '../../../shared/schemas/phase';
import type { GoalSettings } from '../../../shared/schemas/settings';
import { api } from '../../lib/api';

const KEY = ['admin', 'settings'] as const;

export const useSettings = () => useQuery({ queryKey: KEY, queryFn: () => api<SettingsResponse>(API.adminSettings) });

/** The live counters hear of the new goal from the server's stream; only this form's own copy is set here. */
export function useSaveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GoalSettings) => api<SettingsResponse>(API.adminSettings, { method: 'PUT', body: settings }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(KEY, saved);
      // Whether Phase 2 is ready depends on the goal.
      await queryClient.invalidateQueries({ queryKey: PHASE_KEY });
    },
  });
}

const PHASE_KEY = ['admin', 'phase'] as const;
export const INVITEES_PAGE_SIZE = 10;

export const usePhaseState = () => useQuery({ queryKey: PHASE_KEY, queryFn: () => api<PhaseState>(API.adminPhase) });

export const usePhaseInvitees = (page: number) =>
  useQuery({
    queryKey: [...PHASE_KEY, 'invitees', page],
    queryFn: () => api<Page<PhaseInvitee>>(`${API.adminPhaseInvitees}?page=${page}&page_size=${INVITEES_PAGE_SIZE}`),
  });

type PhaseAnswer = { message: string; state: PhaseState };

/** Prepare, approve or withdraw a switch of phase; every answer carries the new state, and the goal may have changed. */
export function usePhaseAction() {
  const queryClient = useQueryClient();
  const settled = async (answer: PhaseAnswer) => {
    queryClient.setQueryData(PHASE_KEY, answer.state);
    await queryClient.invalidateQueries({ queryKey: KEY });
    return answer;
  };
  return {
    prepare: useMutation({ mutationFn: async (input: PhaseChangeInput) => settled(await api<PhaseAnswer>(API.adminPhase, { method: 'POST', body: input })) }),
    approve: useMutation({ mutationFn: async (id: string) => settled(await api<PhaseAnswer>(API.adminPhaseApproval(id), { method: 'POST' })) }),
    withdraw: useMutation({ mutationFn: async (id: string) => settled(await api<PhaseAnswer>(API.adminPhaseWithdrawal(id), { method: 'POST' })) }),
  };
}
