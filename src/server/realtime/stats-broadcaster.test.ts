import { PassThrough } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { createLocalBus } from './bus';
import { createStatsBroadcaster } from './stats-broadcaster';

function fakeResponse() {
  const stream = new PassThrough();
  const chunks: string[] = [];
  stream.on('data', (c) => chunks.push(String(c)));
  return { res: Object.assign(stream, { writeHead: () => stream }) as unknown as ServerResponse, chunks };
}

describe('stats broadcaster', () => {
  it('sends a heartbeat comment on the configured interval', async () => {
    vi.useFakeTimers();
    try {
      const bus = createLocalBus();
      const b = createStatsBroadcaster({ bus, readStats: async () => ({ total_subscribers: 1, verified_subscribers: 0, goal: 10, phase: 1 }), log: console, heartbeatMs: 25_000 });
      const { res, chunks } = fakeResponse();
      await b.attach(res);
      await vi.advanceTimersByTimeAsync(25_000);
      expect(chunks.join('')).toContain(': heartbeat\n\n');
      b.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('coalesces twelve changes in 600 ms into at most one event per 250 ms, the last one exact', async () => {
    vi.useFakeTimers();
    try {
      const bus = createLocalBus();
      let total = 0;
      const b = createStatsBroadcaster({ bus, readStats: async () => ({ total_subscribers: total, verified_subscribers: 0, goal: 10, phase: 1 }), log: console });
      const { res, chunks } = fakeResponse();
      await b.attach(res);
      for (let i = 0; i < 12; i++) {
        total += 1;
        await bus.publish('stats');
        await vi.advanceTimersByTimeAsync(50);
      }
      await vi.advanceTimersByTimeAsync(1_000);
      const events = chunks.join('').split('event: stats\n').slice(1).map((e) => JSON.parse(e.replace(/^data: /, '').trim()) as { total_subscribers: number });
      expect(events[0]?.total_subscribers).toBe(0);
      expect(events.at(-1)?.total_subscribers).toBe(12);
      expect(events.length - 1).toBeLessThanOrEqual(4);
      b.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
