import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API, type StatsResponse } from '../../../shared/api';
import { normalizeStats } from '../../../shared/domain/stats';
import { api } from '../../lib/api';

export const statsQuery = queryOptions({
  queryKey: ['stats'],
  queryFn: async () => normalizeStats(await api<StatsResponse>(API.stats)),
  staleTime: Infinity,
  retry: 1,
});

/** How often the figures are fetched when the server refuses a live stream. */
const POLL_MS = 60_000;

/**
 * The subscriber stats, fetched once and then replaced by every record the server pushes. The
 * stream is closed when the last screen using it unmounts. A failed fetch is only logged (spec §8).
 * When the server refuses the stream (429/503 at its connection caps, which EventSource does not
 * retry), the last figures stay on screen and are fetched again every minute instead.
 */
export function useLiveStats() {
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(false);
  const query = useQuery({ ...statsQuery, refetchInterval: polling ? POLL_MS : false });

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
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED) setPolling(true);
    });
    return () => source.close();
  }, [queryClient]);

  useEffect(() => {
    if (query.error) console.error('Could not load subscriber stats', query.error);
  }, [query.error]);

  // Loading ends after the first fetch, whether it succeeded or failed (spec §4 Stats loading).
  return { stats: query.data, loading: query.isPending && query.fetchStatus !== 'idle' };
}
