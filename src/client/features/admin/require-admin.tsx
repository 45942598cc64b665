import { useLingui } from '@lingui/react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import type { SessionUser } from '../../../shared/api';
import { SCREENS } from '../../../shared/routes';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../auth/session';

function RedirectWithNotice({ to, title, description }: { to: string; title: string; description: string }) {
  useEffect(() => {
    toast.error(title, { description, id: `${title}-${to}` });
  }, [to, title, description]);
  return <Navigate to={to} replace />;
}

/**
 * Admin screens check sign-in first, then the role. The server enforces the same on every
 * admin API route; this only spares people a screen they cannot use. An admin without two-step
 * verification is taken to turn it on first, then back to the page they asked for.
 */
export function RequireAdmin({ children }: { children: (admin: SessionUser) => ReactNode }) {
  const { i18n } = useLingui();
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!user) return <RedirectWithNotice to="/auth" title={i18n._('Authentication required')} description={i18n._('Please sign in to access admin panel')} />;
  if (!user.is_admin) return <RedirectWithNotice to="/dashboard" title={i18n._('Access denied')} description={i18n._('You must be an admin to access this page')} />;
  if (!user.two_step_enabled) {
    return <Navigate to={`${SCREENS.twoStep.path}?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  return <>{children(user)}</>;
}
