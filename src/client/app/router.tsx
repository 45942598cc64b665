import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { SCREENS, type ScreenRoute } from '../../shared/routes';
import type { Locale } from '../../shared/i18n/locales';
import { RouteError } from '../components/layout/route-error';
import { loadScreenMessages, pageLocale } from '../i18n/i18n';
import { RootLayout } from './root-layout';
import HomeScreen from './routes/home';

/** `prepare` loads what the screen must have before its first render (its long text, in the page's language). */
type ScreenModule = { default: ComponentType; prepare?: (locale: Locale) => Promise<unknown> };

/**
 * Each screen lives in routes/<path with / as ->.tsx (/admin/login -> admin-login.tsx) and is its own
 * chunk, so the first visit downloads only the home page. A screen without a file yet shows a
 * placeholder. The same table renders the prerendered pages at build time and the app in the browser.
 */
const screenFiles = import.meta.glob<ScreenModule>(['./routes/*.tsx', '!./routes/home.tsx', '!./routes/placeholder.tsx', '!./routes/not-found.tsx']);

export const screenFileFor = (path: string) => `./routes/${path.slice(1).replace(/\//g, '-')}.tsx`;

/**
 * A screen's code comes with the catalog of the screens' messages, or it would render in English, and
 * with what it prepares for the page's language (a document), so it renders whole the first time.
 */
const withScreenMessages = (load: () => Promise<ScreenModule>) => async () => {
  const [module] = await Promise.all([load(), loadScreenMessages()]);
  await module.prepare?.(pageLocale());
  return { Component: module.default };
};

function screenRoute(screen: ScreenRoute): RouteObject {
  const load = screenFiles[screenFileFor(screen.path)];
  if (load) return { path: screen.path, lazy: withScreenMessages(load) };
  return {
    path: screen.path,
    lazy: async () => {
      const [{ PlaceholderScreen }] = await Promise.all([import('./routes/placeholder'), loadScreenMessages()]);
      return { Component: () => <PlaceholderScreen screen={screen} /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Inside the root layout, so a screen that fails keeps the offline notice and the toasts.
        ErrorBoundary: RouteError,
        children: [
          { path: '/', Component: HomeScreen },
          ...Object.values(SCREENS).filter((s) => s.path !== '/').map(screenRoute),
          { path: '*', lazy: withScreenMessages(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the screens matching the address before the first render: hydrating a lazy route
 * that is still loading would render nothing where the prerendered page has content, and a fresh
 * render would start with an empty frame.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
