import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { OfflineNotice } from './offline-notice';
import { keepForOffline, registerServiceWorker } from './register-service-worker';

/** Mounted once around every screen: the offline notice, and (in a build) the service worker. */
export function OfflineSupport() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (import.meta.env.PROD) registerServiceWorker();
  }, []);
  useEffect(() => {
    if (import.meta.env.PROD) keepForOffline(pathname);
  }, [pathname]);
  return <OfflineNotice />;
}
