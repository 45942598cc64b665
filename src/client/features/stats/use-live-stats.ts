import { queryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
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
 * a growing wait, and a dropped or refused stream is reopened the same way; while it is
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

  // One fetch at a time, retried with a growing wait until it succeeds; stopped when the screen goes
  // or the browser goes offline.
  const fetcher = useRef<{ running: boolean; stop?: () => void }>({ running: false });
  const fetchUntilLoaded = useCallback(() => {
    const current = fetcher.current;
    if (current.running) return;
    current.running = true;
    setFetching(true);
    const release = statsData.hold();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const finish = () => {
      current.running = false;
      current.stop = undefined;
      release();
      setFetching(false);
    };
    current.stop = () => {
      stopped = true;
      clearTimeout(retry);
      finish();
    };
    const attempt = async (failed: number) => {
      try {
        statsData.set(await statsData.fetch());
      } catch (err) {
        if (stopped) return;
        console.error('Could not load subscriber stats', err);
        setFailures(failed + 1);
        retry = setTimeout(() => void attempt(failed + 1), backoffDelay(failed));
        return;
      }
      if (stopped) return;
      setFailures(0);
      finish();
    };
    void attempt(0);
  }, []);

  useEffect(() => () => fetcher.current.stop?.(), []);

  // Fetched when the page brought no figures; offline, nothing is tried.
  useEffect(() => {
    if (!online || !missing) return;
    fetchUntilLoaded();
    return () => fetcher.current.stop?.();
  }, [online, missing, fetchUntilLoaded]);

  // While the stream is down the figures are fetched every minute.
  useEffect(() => {
    if (!online || stream === 'open') return;
    const poll = setInterval(fetchUntilLoaded, POLL_MS);
    return () => clearInterval(poll);
  }, [online, stream, fetchUntilLoaded]);

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
