import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepStreamOpen, type StreamSource, type StreamState } from './live-stream';

class FakeSource implements StreamSource {
  closed = false;
  private listeners = new Map<string, ((event: Event) => void)[]>();
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(Object.assign(new Event(type), { data }));
  }
}

describe('keepStreamOpen', () => {
  let sources: FakeSource[];
  let states: StreamState[];
  let events: string[];
  const start = () =>
    keepStreamOpen({
      open: () => {
        const source = new FakeSource();
        sources.push(source);
        return source;
      },
      events: ['stats'],
      onEvent: (type, data) => events.push(`${type}:${data}`),
      onState: (state) => states.push(state),
      delay: (attempt) => 1000 * 2 ** attempt,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    states = [];
    events = [];
  });
  afterEach(() => vi.useRealTimers());

  it('passes on named events and reports the connection state', () => {
    start();
    sources[0]!.emit('open');
    sources[0]!.emit('stats', '{"total":1}');
    expect(events).toEqual(['stats:{"total":1}']);
    expect(states).toEqual(['connecting', 'open']);
  });

  it('reopens a refused or dropped stream after a wait that grows with each failure', () => {
    start();
    sources[0]!.emit('error');
    expect(sources[0]!.closed).toBe(true);
    expect(states.at(-1)).toBe('waiting');
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.emit('error');
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
  });

  it('starts the count again after a connection succeeds', () => {
    start();
    sources[0]!.emit('error');
    vi.advanceTimersByTime(1000);
    sources[1]!.emit('error');
    vi.advanceTimersByTime(2000);
    sources[2]!.emit('open');
    sources[2]!.emit('error');
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(4);
  });

  it('reconnects at once when asked during a wait, and never after being closed', () => {
    const live = start();
    sources[0]!.emit('error');
    live.reconnectNow();
    expect(sources).toHaveLength(2);
    live.reconnectNow();
    expect(sources).toHaveLength(2);
    live.close();
    expect(sources[1]!.closed).toBe(true);
    sources[1]!.emit('error');
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(2);
  });
});
