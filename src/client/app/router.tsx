import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SCREENS, type ScreenName } from '../../shared/routes';
import { RootLayout } from './root-layout';
import HomeScreen from './routes/home';

type Loader = () => Promise<{ default: ComponentType }>;

/** Every screen but the home page is its own chunk, so the first visit downloads only what it shows. */
const LAZY_SCREENS: Partial<Record<ScreenName, Loader>> = {
  auth: () => import('./routes/auth'),
  adminLogin: () => import('./routes/admin-login'),
  dashboard: () => import('./routes/dashboard'),
};

const lazyRoute = (path: string, load: Loader): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

const screenRoutes: RouteObject[] = (Object.keys(SCREENS) as ScreenName[])
  .filter((name) => name !== 'home')
  .map((name) => {
    const load = LAZY_SCREENS[name];
    if (load) return lazyRoute(SCREENS[name].path, load);
    return {
      path: SCREENS[name].path,
      lazy: async () => {
        const { PlaceholderScreen } = await import('./routes/placeholder');
        return { Component: () => <PlaceholderScreen screen={SCREENS[name]} /> };
      },
    };
  });

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    children: [{ path: '/', Component: HomeScreen }, ...screenRoutes, lazyRoute('*', () => import('./routes/not-found'))],
  },
]);
