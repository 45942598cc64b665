import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { seedQueryData } from './initial-data';
import { createQueryClient } from './query-client';
import { bridgeSharedData } from './shared-data-bridge';

let pageClient: QueryClient | undefined;

/** The page's one query client, made when the first screen that may read through it loads. */
function queryClient(): QueryClient {
  if (!pageClient) {
    pageClient = createQueryClient();
    seedQueryData(pageClient);
    bridgeSharedData(pageClient);
  }
  return pageClient;
}

/** The screen under the query client: every screen but the home page, whose parts read shared data only. */
export function withQueryClient(Screen: ComponentType): ComponentType {
  const client = queryClient();
  return function ScreenWithQueries() {
    return (
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>
    );
  };
}
