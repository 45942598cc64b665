import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { OFFLINE_PAGE_HTML } from './offline-page';
import { isOfflineReadable } from './public-pages';

// The project compiles with the DOM library; this is the little of the worker scope used here.
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
};

self.addEventListener('install', () => void self.skipWaiting());
cleanupOutdatedCaches();
// The shell: the entry script and styles, the icons and the manifest (listed at build time).
precacheAndRoute(self.__WB_MANIFEST);

const withoutQuery = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    return `${url.origin}${url.pathname}`;
  },
};

// Public pages: the newest copy when online, the last one read when not. A referral link's ?ref= is
// the same page, so copies are kept per path.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && isOfflineReadable(url.pathname),
  new NetworkFirst({
    cacheName: 'public-pages',
    networkTimeoutSeconds: 5,
    matchOptions: { ignoreVary: true },
    plugins: [withoutQuery, new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// Hashed build files never change, so a stored copy is always right.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'assets',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
  }),
);

// Every other page (member and admin screens) always comes from the network and is never stored.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

setCatchHandler(async ({ request }) =>
  request.mode === 'navigate'
    ? new Response(OFFLINE_PAGE_HTML, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
    : Response.error(),
);
