import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API, type StatsResponse } from '../../../shared/api';
import { normalizeStats } from '../../../shared/domain/stats';
import { api } from '../../lib/api';
import { useOnline } from '../../lib/use-online';
import { backoffDelay } from './backoff';
import { keepStreamOpen, type StreamState } from './live-stream';

export const statsQuery = queryOptions({
  queryKey: ['stats'],
  queryFn: async () => normalizeStats(await api<StatsResponse>(API.stats)),
  staleTime: Infinity,
  // The counter is public and read-only: keep trying, ever more slowly, rather than give up.
  retry: true,
  retryDelay: (failures) => backoffDelay(failures - 1),
});

/** How often the figures are fetched while the live stream is down. */
const POLL_MS = 60_000;

/**
 * Why the figures on screen may be missing or out of date: the browser has no network, a fetch
 * failed and is being retried, or the live stream dropped and is reconnecting.
 */
export type StatsTrouble = 'offline' | 'retrying' | 'reconnecting';

/**
 * The subscriber stats, fetched once and then replaced by every record the server pushes. The
 * stream is closed when the last screen using it unmounts. A failed fetch is logged and retried with
 * a growing wait, and a dropped or refused stream is reopened the same way; while it is
 * down the figures are also fetched every minute, so the last known figures stay on screen and
 * move on.
 */
export function useLiveStats(): { stats: StatsResponse | undefined; loading: boolean; trouble: StatsTrouble | undefined } {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [stream, setStream] = useState<StreamState>('connecting');
  const query = useQuery({ ...statsQuery, refetchInterval: stream === 'open' ? false : POLL_MS });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const live = keepStreamOpen({
      open: () => new EventSource(API.statsStream),
      events: ['stats'],
      onEvent: (_type, data) => {
        try {
          queryClient.setQueryData(statsQuery.queryKey, normalizeStats(JSON.parse(data)));
        } catch (err) {
          console.error('Ignoring a malformed stats event', err);
        }
      },
      onState: setStream,
    });
    const reconnect = () => live.reconnectNow();
    window.addEventListener('online', reconnect);
    return () => {
      window.removeEventListener('online', reconnect);
      live.close();
    };
  }, [queryClient]);

  useEffect(() => {
    if (query.failureReason) console.error('Could not load subscriber stats', query.failureReason);
  }, [query.failureReason]);

  const trouble: StatsTrouble | undefined = !online || query.fetchStatus === 'paused'
    ? 'offline'
    : query.failureCount > 0 && query.fetchStatus === 'fetching'
      ? 'retrying'
      : stream === 'waiting'
        ? 'reconnecting'
        : undefined;
  // Loading is only the first attempt: after a failure the screen says it is retrying instead.
  return { stats: query.data, loading: query.isPending && query.failureCount === 0 && trouble === undefined, trouble };
}
