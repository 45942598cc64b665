import { isOfflineReadable } from './public-pages';

export const SERVICE_WORKER_URL = '/service-worker.js';

/** Registers the service worker once the page has loaded, so it never competes with the first paint. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((err: unknown) => console.error('Could not register the service worker', err));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Asks the service worker to keep the page now on screen and the build files it loaded. A page
 * opened through the app's own links never reaches the worker as a navigation, and the first visit
 * happens before the worker exists, so without this only reloaded pages could be read offline.
 * Member pages are never sent (and the worker would not store them anyway).
 */
export function keepForOffline(pathname: string): void {
  if (!('serviceWorker' in navigator) || !isOfflineReadable(pathname)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith('/assets/'));
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [new URL(pathname, location.origin).href, ...files] } });
  });
}
