import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { API, type MessageResponse, type SessionResponse, type SessionUser } from '../../../shared/api';
import { currentLocale, i18n, switchLocale } from '../../i18n/i18n';
import { api, post } from '../../lib/api';
import { toast } from '../../lib/toast';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api<SessionResponse>(API.session),
  staleTime: 60_000,
});

export function useSession(): { user: SessionUser | null; isLoading: boolean } {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, isLoading: query.isPending };
}

/**
 * Stores the signed-in user after login or verification, so screens update without a refetch.
 * A session request still in flight was sent before the change and would overwrite it, so it is
 * cancelled first.
 */
export function useSetSessionUser() {
  const queryClient = useQueryClient();
  return async (user: SessionUser | null) => {
    await queryClient.cancelQueries({ queryKey: sessionQuery.queryKey });
    // Signing in brings the member's own language with them, from whichever browser they chose it in.
    if (user?.locale && user.locale !== currentLocale()) await switchLocale(user.locale);
    queryClient.setQueryData(sessionQuery.queryKey, { user });
  };
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await post<MessageResponse>(API.logout);
    } finally {
      // Off the member's screen first: the home page may wait for its code, and a session cleared while
      // the screen is still shown would have its sign-in guard send the page to /auth instead.
      await navigate('/');
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'stats' });
      queryClient.setQueryData(sessionQuery.queryKey, { user: null });
    }
    toast.success(i18n._('Signed out successfully'));
  };
}
