import { queryOptions } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { API, type StatsResponse } from '../../../shared/api';
import { normalizeStats } from '../../../shared/domain/stats';
import { api } from '../../lib/api';
import { SharedEntry, useSharedEntry } from '../../lib/shared-data';
import { useOnline } from '../../lib/use-online';
import { backoffDelay } from './backoff';
import { keepStreamOpen, type StreamState } from './live-stream';

export const statsData = new SharedEntry(['stats'], async () => normalizeStats(await api<StatsResponse>(API.stats)));

/** For member screens reading the figures through the query client, which shares statsData. */
export const statsQuery = queryOptions({
  queryKey: statsData.key,
  queryFn: statsData.fetch,
  staleTime: Infinity,
  // The counter is public and read-only: keep trying, ever more slowly, rather than give up.
  retry: true,
  retryDelay: (failures) => backoffDelay(failures - 1),
});

/** The figures as last known, fetched once when the page brought none. */
export const useStats = () => useSharedEntry(statsData).data;

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
 * a growing wait (spec §8), and a dropped or refused stream is reopened the same way; while it is
 * down the figures are also fetched every minute, so the last known figures stay on screen and
 * move on.
 */
export function useLiveStats(): { stats: StatsResponse | undefined; loading: boolean; trouble: StatsTrouble | undefined } {
  const online = useOnline();
  const [stream, setStream] = useState<StreamState>('connecting');
  const stats = useSharedEntry(statsData, { load: false }).data;
  const [failures, setFailures] = useState(0);
  const [fetching, setFetching] = useState(false);
  const missing = stats === undefined;
  const loadingRef = useRef(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const live = keepStreamOpen({
      open: () => new EventSource(API.statsStream),
      events: ['stats'],
      onEvent: (_type, data) => {
        try {
          statsData.set(normalizeStats(JSON.parse(data)));
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
  }, []);

  // Fetched when the page brought no figures, and every minute while the stream is down; a failed
  // fetch is retried with a growing wait until one succeeds. Offline, nothing is tried.
  useEffect(() => {
    if (!online) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = async (failed: number) => {
      loadingRef.current = true;
      setFetching(true);
      try {
        statsData.set(await statsData.fetch());
        if (stopped) return;
        setFailures(0);
      } catch (err) {
        if (stopped) return;
        console.error('Could not load subscriber stats', err);
        setFailures(failed + 1);
        retry = setTimeout(() => void load(failed + 1), backoffDelay(failed));
        return;
      }
      loadingRef.current = false;
      setFetching(false);
    };
    if (missing && !loadingRef.current) void load(0);
    const poll = stream === 'open' ? undefined : setInterval(() => !loadingRef.current && void load(0), POLL_MS);
    return () => {
      stopped = true;
      loadingRef.current = false;
      setFetching(false);
      clearTimeout(retry);
      clearInterval(poll);
    };
  }, [online, missing, stream]);

  const trouble: StatsTrouble | undefined = !online
    ? 'offline'
    : failures > 0 && fetching
      ? 'retrying'
      : stream === 'waiting'
        ? 'reconnecting'
        : undefined;
  // Loading is only the first attempt: after a failure the screen says it is retrying instead.
  return { stats, loading: missing && failures === 0 && trouble === undefined, trouble };
}
