import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { announceSignOut } from '../features/auth/session';
import { OfflineSupport } from '../features/offline/offline-support';
import { rootReady } from '../lib/hydrate-later';
import { captureReferralFromUrl } from '../lib/referral';
import { useToastsRequested } from '../lib/toast';

// The Toaster's code loads with the first toast (see lib/toast). Offline, that load fails: the page
// then goes without toasts rather than losing everything on it.
const AppToaster = lazy<ComponentType>(() => import('./toaster').catch(() => ({ default: () => null })));

/** Wraps every screen: toasts, scroll restoration and remembering a ?ref= code from any page. */
export function RootLayout() {
  const location = useLocation();
  useEffect(() => captureReferralFromUrl(location.search), [location.search]);
  const toasts = useToastsRequested();
  useEffect(rootReady, []);
  useEffect(announceSignOut, []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <OfflineSupport />
      {toasts && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
