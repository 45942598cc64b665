import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { OfflineSupport } from '../features/offline/offline-support';
import { captureReferralFromUrl } from '../lib/referral';

// Toasts only follow something the person did, so their code loads after the page is interactive.
const AppToaster = lazy(() => import('./toaster'));

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
