import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import type { SessionUser } from '../../../shared/api';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../auth/session';

function RedirectWithNotice({ to, title, description }: { to: string; title: string; description: string }) {
  useEffect(() => {
    toast.error(title, { description, id: `${title}-${to}` });
  }, [to, title, description]);
  return <Navigate to={to} replace />;
}

/**
 * Admin screens check sign-in first, then the role (spec §6). The server enforces the same on every
 * admin API route; this only spares people a screen they cannot use.
 */
export function RequireAdmin({ children }: { children: (admin: SessionUser) => ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  if (!user) return <RedirectWithNotice to="/auth" title="Authentication required" description="Please sign in to access admin panel" />;
  if (!user.is_admin) return <RedirectWithNotice to="/dashboard" title="Access denied" description="You must be an admin to access this page" />;
  return <>{children(user)}</>;
}
