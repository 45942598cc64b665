import { queryOptions } from '@tanstack/react-query';
import { API, type MessageResponse, type SessionResponse, type SessionUser } from '../../../shared/api';
import { currentLocale, i18n, switchLocale } from '../../i18n/i18n';
import { reloadInto, takeReloadFlag } from '../../lib/after-reload';
import { api, post } from '../../lib/api';
import { SharedEntry, useSharedEntry } from '../../lib/shared-data';
import { toast } from '../../lib/toast';

export const sessionData = new SharedEntry(['session'], () => api<SessionResponse>(API.session));

/** For screens that invalidate the session through the query client; the data itself is sessionData. */
export const sessionQuery = queryOptions({ queryKey: sessionData.key, queryFn: sessionData.fetch, staleTime: 60_000 });

export function useSession(): { user: SessionUser | null; isLoading: boolean } {
  const { data, status } = useSharedEntry(sessionData);
  return { user: data?.user ?? null, isLoading: data === undefined && status !== 'error' };
}

/**
 * Stores the signed-in user after login or verification, so screens update without a refetch. A
 * session request still in flight was sent before the change: its answer is dropped.
 */
export function useSetSessionUser() {
  return async (user: SessionUser | null) => {
    // Signing in brings the member's own language with them, from whichever browser they chose it in.
    if (user?.locale && user.locale !== currentLocale()) await switchLocale(user.locale);
    sessionData.set({ user });
  };
}

/** Remembered across the page load that follows signing out, to say that it worked. */
const SIGNED_OUT_KEY = 'signed-out';

/**
 * Signs out and loads the home page afresh: nothing of the member's stays in the page's memory on a
 * shared device, and no screen of theirs is left on show to react to its session ending (one waiting
 * for the home page's code would send the page to /auth).
 */
export function useSignOut() {
  return async () => {
    try {
      await post<MessageResponse>(API.logout);
    } finally {
      reloadInto('/', SIGNED_OUT_KEY);
    }
  };
}

/** Once the app has started: tells the person who has just signed out that it worked. */
export function announceSignOut(): void {
  if (takeReloadFlag(SIGNED_OUT_KEY)) toast.success(i18n._('Signed out successfully'));
}
