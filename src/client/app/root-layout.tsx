import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { OfflineSupport } from '../features/offline/offline-support';
import { captureReferralFromUrl } from '../lib/referral';

// Toasts only follow something the person did on a screen: the home page makes none, so their code
// loads once the person moves to another page (sonner shows a toast made just before its Toaster
// arrives). Offline, that load fails: the page then goes without toasts rather than losing everything on it.
const AppToaster = lazy<ComponentType>(() => import('./toaster').catch(() => ({ default: () => null })));

/** Wraps every screen: toasts, scroll restoration and remembering a ?ref= code from any page. */
export function RootLayout() {
  const location = useLocation();
  useEffect(() => captureReferralFromUrl(location.search), [location.search]);
  const [toasts, setToasts] = useState(false);
  useEffect(() => {
    // Marks the page as interactive: until then a prerendered page's links are plain page loads.
    document.documentElement.dataset.interactive = 'true';
  }, []);
  useEffect(() => {
    if (location.pathname !== '/') setToasts(true);
  }, [location.pathname]);
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
