import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client';
import { loadMatchedRoutes, routes } from './app/router';
import { readInitialStats } from './features/stats/initial-stats';
import { statsQuery } from './features/stats/use-live-stats';
import './styles.css';

const queryClient = createQueryClient();
const initialStats = readInitialStats();
if (initialStats) queryClient.setQueryData(statsQuery.queryKey, initialStats);

/** Public pages arrive prerendered and are hydrated; member screens arrive as an empty shell. */
async function start() {
  const container = document.getElementById('root')!;
  const prerendered = container.hasChildNodes();
  if (prerendered) await loadMatchedRoutes(window.location.pathname);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </QueryClientProvider>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it
  // for the whole page, so taps and scrolls are answered while it runs.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
