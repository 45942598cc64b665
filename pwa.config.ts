import { VitePWA } from 'vite-plugin-pwa';
import { SCREENS } from './src/shared/routes';

export const THEME_COLOR = '#065f46';
export const BACKGROUND_COLOR = '#fbfaf5';

/**
 * The installable app: the web app manifest and the service worker (its source is
 * src/client/features/offline/service-worker.ts). The worker is registered by our own module, since
 * the CSP allows no inline script.
 */
export function pwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'features/offline',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Riba-Free Community',
      short_name: 'Riba-Free',
      description: SCREENS.home.description,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    includeManifestIcons: false,
    injectManifest: {
      // Only the shell: the entry script and styles, icons and manifest. Screens' own chunks are kept
      // as they are used, so installing the worker does not download the whole app on a phone.
      globPatterns: ['assets/index-*.{js,css}', '*.{svg,png}'],
    },
  });
}
