import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../src/client/app/query-client';
import { RootLayout } from '../../src/client/app/root-layout';
import { bridgeSharedData } from '../../src/client/app/shared-data-bridge';
import { sessionData } from '../../src/client/features/auth/session';
import { siteData } from '../../src/client/features/site/use-site-info';
import { statsData } from '../../src/client/features/stats/use-live-stats';
import { LocaleProviders } from '../../src/client/i18n/locale-providers';

let stopBridge: (() => void) | undefined;

/**
 * Renders a piece of the client inside the app's own providers, as main.tsx does: StrictMode, the
 * language, a fresh query cache and a router (in memory, at `path`) under the root layout, which
 * brings the toasts. Any address renders `ui`, so following a link keeps it on screen. `homePage`
 * renders as the home page runs, with no query client at all (decision 0009).
 */
export function renderApp(ui: ReactElement, { path = '/', homePage = false }: { path?: string; homePage?: boolean } = {}) {
  // As on a fresh page: nothing known yet, and the query client sharing the public pages' data.
  stopBridge?.();
  for (const entry of [sessionData, siteData, statsData]) entry.reset();
  const queryClient = createQueryClient();
  stopBridge = bridgeSharedData(queryClient);
  const user = userEvent.setup({ delay: null });
  const routed = (
    <MemoryRouter initialEntries={[path]}>
      <RootLayout>{ui}</RootLayout>
    </MemoryRouter>
  );
  const view = render(
    <StrictMode>
      <LocaleProviders>
        {homePage ? routed : <QueryClientProvider client={queryClient}>{routed}</QueryClientProvider>}
      </LocaleProviders>
    </StrictMode>,
  );
  return { ...view, user, queryClient };
}
