import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type SettingsResponse } from '../../../shared/api';
import type { GoalSettings } from '../../../shared/schemas/settings';
import { api } from '../../lib/api';

const KEY = ['admin', 'settings'] as const;

export const useSettings = () => useQuery({ queryKey: KEY, queryFn: () => api<SettingsResponse>(API.adminSettings) });

/** The live counters hear of the new goal from the server's stream; only this form's own copy is set here. */
export function useSaveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GoalSettings) => api<SettingsResponse>(API.adminSettings, { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}
