import type { ServerResponse } from 'node:http';
import type { SubscriberStats } from '../../shared/domain/stats';
import type { EventBus } from './bus';

export const MIN_EVENT_INTERVAL_MS = 250; // at most 4 events a second
export const HEARTBEAT_MS = 25_000;

interface Options {
  bus: EventBus;
  readStats: () => Promise<SubscriberStats>;
  log: { error(obj: object, msg: string): void };
  minIntervalMs?: number;
  heartbeatMs?: number;
}

/**
 * Fans the stats record out to every open event stream of this instance. Bursts of changes are
 * coalesced: one read of the snapshot and one event per interval, however many members joined in it.
 */
export function createStatsBroadcaster(options: Options) {
  const minInterval = options.minIntervalMs ?? MIN_EVENT_INTERVAL_MS;
  const clients = new Set<ServerResponse>();
  let lastSent = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const write = (res: ServerResponse, chunk: string) => {
    if (!res.writableEnded) res.write(chunk);
  };
  const event = (stats: SubscriberStats) => `event: stats\ndata: ${JSON.stringify(stats)}\n\n`;

  async function flush() {
    timer = undefined;
    lastSent = Date.now();
    if (clients.size === 0) return;
    try {
      const chunk = event(await options.readStats());
      for (const res of clients) write(res, chunk);
    } catch (err) {
      options.log.error({ err }, 'could not read stats for the live counter');
    }
  }

  function schedule() {
    if (timer) return;
    const wait = Math.max(0, lastSent + minInterval - Date.now());
    timer = setTimeout(() => void flush(), wait);
  }

  const unsubscribe = options.bus.subscribe('stats', schedule);
  const heartbeat = setInterval(() => {
    for (const res of clients) write(res, ': heartbeat\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Starts a stream with the current record, so a new page never waits for the next change. */
    async attach(res: ServerResponse) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      write(res, 'retry: 3000\n\n');
      // A stream opened while the instance shuts down ends at once; the browser retries elsewhere.
      if (closed) {
        res.end();
        return;
      }
      clients.add(res);
      res.on('close', () => clients.delete(res));
      write(res, event(await options.readStats()));
    },
    get clientCount() {
      return clients.size;
    },
    /** Ends every stream (the browsers reconnect on their own) and refuses new ones. */
    close() {
      closed = true;
      unsubscribe();
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}

export type StatsBroadcaster = ReturnType<typeof createStatsBroadcaster>;
