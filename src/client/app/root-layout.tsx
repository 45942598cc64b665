import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { OfflineSupport } from '../features/offline/offline-support';
import { captureReferralFromUrl } from '../lib/referral';

// Toasts only follow something the person did, so their code loads after the page is interactive.
// Offline, that load fails: the page then goes without toasts rather than losing everything on it.
const AppToaster = lazy<ComponentType>(() => import('./toaster').catch(() => ({ default: () => null })));

/** Wraps every screen: toasts, scroll restoration and remembering a ?ref= code from any page. */
export function RootLayout() {
  const location = useLocation();
  useEffect(() => captureReferralFromUrl(location.search), [location.search]);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    // Marks the page as interactive: until then a prerendered page's links are plain page loads.
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <OfflineSupport />
      {mounted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
