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

const CHANNEL = 'app_events';

export async function createPostgresBus(pool: pg.Pool, log: Log): Promise<EventBus> {
  const local = createLocalBus();
  let client: pg.PoolClient | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    const listener = await pool.connect();
    client = listener;
    listener.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) void local.publish(message.payload as Topic);
    });
    listener.on('error', (err) => {
      // Only the connection currently listening is released and replaced, and only while open.
      if (closed || client !== listener) return;
      log.error({ err }, 'realtime listener lost its connection; reconnecting');
      client = undefined;
      listener.release(true);
      setTimeout(() => void connect().catch((e) => log.error({ err: e }, 'realtime reconnect failed')), 1000);
    });
    await listener.query(`LISTEN ${CHANNEL}`);
  };
  await connect();

  return {
    async publish(topic) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, topic]);
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
