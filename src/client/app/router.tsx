import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SCREENS, type ScreenRoute } from '../../shared/routes';
import { RootLayout } from './root-layout';
import HomeScreen from './routes/home';

type ScreenModule = { default: ComponentType };

/**
 * Each screen lives in routes/<path with / as ->.tsx (/admin/login -> admin-login.tsx) and is its own
 * chunk, so the first visit downloads only the home page. A screen without a file yet shows a
 * placeholder.
 */
const screenFiles = import.meta.glob<ScreenModule>(['./routes/*.tsx', '!./routes/home.tsx', '!./routes/placeholder.tsx', '!./routes/not-found.tsx']);

export const screenFileFor = (path: string) => `./routes/${path.slice(1).replace(/\//g, '-')}.tsx`;

function screenRoute(screen: ScreenRoute): RouteObject {
  const load = screenFiles[screenFileFor(screen.path)];
  if (load) return { path: screen.path, lazy: async () => ({ Component: (await load()).default }) };
  return {
    path: screen.path,
    lazy: async () => {
      const { PlaceholderScreen } = await import('./routes/placeholder');
      return { Component: () => <PlaceholderScreen screen={screen} /> };
    },
  };
}

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    children: [
      { path: '/', Component: HomeScreen },
      ...Object.values(SCREENS).filter((s) => s.path !== '/').map(screenRoute),
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).default }) },
    ],
  },
]);
