import type { QueryClient } from '@tanstack/react-query';
import { sessionData } from '../features/auth/session';
import { siteData } from '../features/site/use-site-info';
import { statsData } from '../features/stats/use-live-stats';
import type { SharedEntry } from '../lib/shared-data';

const ENTRIES: SharedEntry<unknown>[] = [sessionData, siteData, statsData];
const sameKey = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * Makes the query client and the public pages' shared data one store: the client starts with what the
 * page already knows, a value set on either side shows on the other, and a screen that invalidates one
 * of these keys (the session after a security change) has it fetched again.
 */
export function bridgeSharedData(queryClient: QueryClient): () => void {
  const stops = ENTRIES.map((entry) => {
    const copy = () => {
      const value = entry.get();
      if (value === undefined || queryClient.getQueryData(entry.key) === value) return;
      // A request of the client's still out was sent before this value and would overwrite it.
      void queryClient.cancelQueries({ queryKey: entry.key });
      queryClient.setQueryData(entry.key, value);
    };
    copy();
    return entry.subscribe(copy);
  });
  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    const entry = ENTRIES.find((e) => sameKey(e.key, event.query.queryKey));
    if (!entry || event.type !== 'updated') return;
    if (event.action.type === 'success') entry.set(event.query.state.data);
    else if (event.action.type === 'invalidate') void entry.refresh();
  });
  return () => {
    stops.forEach((stop) => stop());
    stopCache();
  };
}
