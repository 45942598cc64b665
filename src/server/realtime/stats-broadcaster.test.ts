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
});
