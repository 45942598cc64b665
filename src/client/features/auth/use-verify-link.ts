import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { API, type SessionResponse } from '../../../shared/api';
import { AUTH_MESSAGES } from '../../../shared/forms/auth';
import { post } from '../../lib/api';
import { useSetSessionUser } from './session';

/**
 * Follows an e-mailed verification link (/auth#verify=…) once: the member is verified, signed in
 * and taken to the dashboard. Links are single-use, so the request must not be sent twice.
 */
export function useVerifyLink(token: string | null) {
  const navigate = useNavigate();
  const setUser = useSetSessionUser();
  const sent = useRef<string | null>(null);
  const [state, setState] = useState<{ status: 'idle' | 'verifying' | 'failed'; message?: string }>({ status: token ? 'verifying' : 'idle' });

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setState({ status: 'verifying' });
    post<SessionResponse>(API.verifyEmail, { token })
      .then(async ({ user }) => {
        await setUser(user);
        toast.success(AUTH_MESSAGES.verified);
        // With two-step verification on, the link verifies but does not sign in.
        navigate(user ? '/dashboard' : '/auth?login', { replace: true });
      })
      .catch((err: unknown) => setState({ status: 'failed', message: err instanceof Error ? err.message : AUTH_MESSAGES.linkInvalid }));
  }, [token, navigate, setUser]);

  return state;
}
