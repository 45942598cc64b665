import { backoffDelay } from './backoff';

/** The part of EventSource the stream uses, so tests can hand in a fake. */
export interface StreamSource {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

export type StreamState = 'connecting' | 'open' | 'waiting';

export interface LiveStreamOptions {
  open: () => StreamSource;
  onEvent: (type: string, data: string) => void;
  onState: (state: StreamState) => void;
  events: readonly string[];
  /** Wait before reconnect attempt `attempt` (0-based). */
  delay?: (attempt: number) => number;
}

const STREAM_BACKOFF = { baseMs: 1000, maxMs: 60_000 };

/**
 * Keeps a server-sent event stream open. EventSource retries a dropped connection by itself at a fixed
 * pace but gives up for good when the server answers with an HTTP error (our 429/503 at the stream
 * caps). Here every failure closes the source and opens a new one after a growing, jittered wait; a
 * successful open starts the count again.
 */
export function keepStreamOpen(options: LiveStreamOptions) {
  const delay = options.delay ?? ((attempt: number) => backoffDelay(attempt, STREAM_BACKOFF));
  let source: StreamSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const connect = () => {
    timer = undefined;
    options.onState('connecting');
    const current = options.open();
    source = current;
    current.addEventListener('open', () => {
      failures = 0;
      options.onState('open');
    });
    for (const type of options.events) {
      current.addEventListener(type, (event) => options.onEvent(type, (event as MessageEvent<string>).data));
    }
    current.addEventListener('error', () => {
      if (source !== current || stopped) return;
      current.close();
      source = undefined;
      options.onState('waiting');
      timer = setTimeout(connect, delay(failures++));
    });
  };

  connect();

  return {
    /** Skips the wait, e.g. when the browser says the network is back. */
    reconnectNow() {
      if (stopped || !timer) return;
      clearTimeout(timer);
      connect();
    },
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    },
  };
}
