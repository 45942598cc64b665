import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { keepForOffline } from '../features/offline/register-service-worker';
import { toasterMounted } from '../lib/toast';

export default function AppToaster() {
  const { i18n } = useLingui();
  // This code arrives after the page has asked the service worker to keep its files: ask again, so
  // a page read offline later still has its toasts.
  useEffect(() => {
    if (import.meta.env.PROD) keepForOffline(window.location.pathname);
  }, []);
  // Runs after the Toaster's own effect has subscribed it (a child's effects run first).
  useEffect(toasterMounted, []);
  return (
    <Toaster
      position="top-center"
      closeButton
      containerAriaLabel={i18n._('Notifications')}
      toastOptions={{ duration: 5000, closeButtonAriaLabel: i18n._('Close notification') }}
    />
  );
}
