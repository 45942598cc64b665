import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { SessionUser } from '../../../shared/api';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from './session';

/** Renders its children for a signed-in person; everyone else goes to /auth. */
export function RequireSession({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return <>{children(user)}</>;
}
