import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API, type StatsResponse } from '../../../shared/api';
import { normalizeStats } from '../../../shared/domain/stats';
import { api } from '../../lib/api';

export const statsQuery = queryOptions({
  queryKey: ['stats'],
  queryFn: async () => normalizeStats(await api<StatsResponse>(API.stats)),
  staleTime: Infinity,
  retry: 1,
});

/**
 * The subscriber stats, fetched once and then replaced by every record the server pushes. The
 * stream is closed when the last screen using it unmounts. A failed fetch is only logged (spec §8).
 */
export function useLiveStats() {
  const queryClient = useQueryClient();
  const query = useQuery(statsQuery);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(API.statsStream);
    source.addEventListener('stats', (event) => {
      try {
        queryClient.setQueryData(statsQuery.queryKey, normalizeStats(JSON.parse((event as MessageEvent<string>).data)));
      } catch (err) {
        console.error('Ignoring a malformed stats event', err);
      }
    });
    return () => source.close();
  }, [queryClient]);

  useEffect(() => {
    if (query.error) console.error('Could not load subscriber stats', query.error);
  }, [query.error]);

  // Loading ends after the first fetch, whether it succeeded or failed (spec §4 Stats loading).
  return { stats: query.data, loading: query.isPending && query.fetchStatus !== 'idle' };
}
