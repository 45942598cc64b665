import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ScreenErrorBoundary } from '../components/layout/screen-error-boundary';
import { announceSignOut } from '../features/auth/session';
import { OfflineSupport } from '../features/offline/offline-support';
import { rootReady } from '../lib/hydrate-later';
import { captureReferralFromUrl } from '../lib/referral';
import { useScrollRestoration } from '../lib/scroll-restoration';
import { useToastsRequested } from '../lib/toast';

// The Toaster's code loads with the first toast (see lib/toast). Offline, that load fails: the page
// then goes without toasts rather than losing everything on it.
const AppToaster = lazy<ComponentType>(() => import('./toaster').catch(() => ({ default: () => null })));

/** Wraps every screen: toasts, scroll restoration and remembering a ?ref= code from any page. */
export function RootLayout({ children }: { children: ReactNode }) {
  const location = useLocation();
  useEffect(() => captureReferralFromUrl(location.search), [location.search]);
  useScrollRestoration();
  const toasts = useToastsRequested();
  useEffect(rootReady, []);
  useEffect(announceSignOut, []);
  return (
    <>
      {/* Inside the layout, so a screen that fails keeps the offline notice and the toasts. */}
      <ScreenErrorBoundary pathname={location.pathname}>{children}</ScreenErrorBoundary>
      <OfflineSupport />
      {toasts && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
