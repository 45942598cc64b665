import { useLingui } from '@lingui/react';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { SessionUser } from '../../../shared/api';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../auth/session';

function SignInFirst() {
  const { i18n } = useLingui();
  // A fixed id: StrictMode's second effect run and a quick second visit show one toast, not two.
  useEffect(() => {
    toast.error(i18n._('Authentication required'), { description: i18n._('Please sign in to access the store'), id: 'store-sign-in' });
  }, [i18n]);
  return <Navigate to="/auth" replace />;
}

/** The store is for members: visitors are told why and sent to sign in. */
export function RequireStoreSignIn({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <Spinner />;
  if (!user) return <SignInFirst />;
  return <>{children(user)}</>;
}
