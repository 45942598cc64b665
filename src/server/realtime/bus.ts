import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Log } from '../log';

export type Topic = 'stats';

/**
 * Tells every instance that something changed. On SQLite there is one process, so an in-process
 * emitter is enough; on PostgreSQL the signal goes through LISTEN/NOTIFY so all instances hear it.
 */
export interface EventBus {
  publish(topic: Topic): Promise<void>;
  subscribe(topic: Topic, listener: () => void): () => void;
  close(): Promise<void>;
}

export function createLocalBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (topic) => void emitter.emit(topic),
    subscribe(topic, listener) {
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    close: async () => void emitter.removeAllListeners(),
  };
}

/** How often an SQLite instance looks for writes made by another process. */
export const EXTERNAL_WRITE_CHECK_MS = 1000;

/**
 * On SQLite the only other writers are other processes on the same file (`npm run admin:create`,
 * the seed, an operator's SQL). Their own bus cannot reach us, so SQLite's data version, which moves
 * only when another connection commits, is checked once a second and heard as a stats change.
 */
export function createSqliteBus(dataVersion: () => number, intervalMs = EXTERNAL_WRITE_CHECK_MS): EventBus {
  const local = createLocalBus();
  let seen = dataVersion();
  const timer = setInterval(() => {
    const now = dataVersion();
    if (now === seen) return;
    seen = now;
    void local.publish('stats');
  }, intervalMs);
  timer.unref();
  return {
    publish: local.publish,
    subscribe: local.subscribe,
    async close() {
      clearInterval(timer);
      await local.close();
    },
  };
}

const CHANNEL = 'app_events';

/**
 * Announcements are sent on the listening connection itself, so this instance knows its own by the
 * sender's backend pid: it tells its own listeners at once when it publishes, and ignores the echo
 * (which would only make it read the same figures twice).
 */
export async function createPostgresBus(pool: pg.Pool, log: Log): Promise<EventBus> {
  const local = createLocalBus();
  let client: pg.PoolClient | undefined;
  let ownPid: number | undefined;
  let closed = false;

  const connect = async (reconnecting: boolean): Promise<void> => {
    const listener = await pool.connect();
    client = listener;
    listener.on('notification', (message) => {
      if (message.processId === ownPid) return;
      if (message.channel === CHANNEL && message.payload) void local.publish(message.payload as Topic);
    });
    listener.on('error', (err) => {
      // Only the connection currently listening is released and replaced, and only while open.
      if (closed || client !== listener) return;
      log.error({ err }, 'realtime listener lost its connection; reconnecting');
      client = undefined;
      ownPid = undefined;
      listener.release(true);
      setTimeout(() => void connect(true).catch((e) => log.error({ err: e }, 'realtime reconnect failed')), 1000);
    });
    const { rows } = await listener.query<{ pid: number }>('select pg_backend_pid() as pid');
    ownPid = rows[0]?.pid;
    await listener.query(`LISTEN ${CHANNEL}`);
    // Whatever was announced while nobody listened is lost: hear it as a change, so cached figures are read again.
    if (reconnecting) void local.publish('stats');
  };
  await connect(false);

  return {
    async publish(topic) {
      void local.publish(topic);
      // While the listener reconnects, another connection sends it; its echo is then heard as a change from elsewhere.
      await (client ?? pool).query('select pg_notify($1, $2)', [CHANNEL, topic]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      const listener = client;
      client = undefined;
      // Destroy rather than return it: a pooled connection must not keep listening after we stop.
      listener?.release(true);
      await local.close();
    },
  };
}
