import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { OfflineSupport } from '../features/offline/offline-support';
import { captureReferralFromUrl } from '../lib/referral';

/** Wraps every screen: toasts, scroll restoration and remembering a ?ref= code from any page. */
export function RootLayout() {
  const location = useLocation();
  useEffect(() => captureReferralFromUrl(location.search), [location.search]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <OfflineSupport />
      <Toaster position="top-center" closeButton toastOptions={{ duration: 5000 }} />
    </>
  );
}
