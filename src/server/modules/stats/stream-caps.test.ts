import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createTestApp, type TestApp } from '../../../../test/support/api-harness';
import { loadConfig } from '../../config';
import { STREAM_MESSAGES } from '../../realtime/stream-slots';

let t: TestApp | undefined;
const open: AbortController[] = [];
afterEach(async () => {
  for (const controller of open.splice(0)) controller.abort();
  await t?.close();
  t = undefined;
});

/** A real app listening on a free port: inject cannot hold a stream open. */
async function listening(env: Record<string, string>) {
  t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Opens a stream over real HTTP; an accepted one stays open until its controller aborts. */
async function stream(base: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}${API.statsStream}`, { headers, signal: controller.signal });
  if (res.status === 200) open.push(controller);
  else await res.text();
  return { res, close: () => controller.abort() };
}

/** Tries until the server has noticed a closed stream and freed its slot; only the test's timeout ends the wait. */
async function eventuallyOpens(base: string, headers: Record<string, string> = {}) {
  for (;;) {
    const { res } = await stream(base, headers);
    if (res.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('live-counter stream caps', () => {
  it('default to 10 streams per address and 20,000 per instance', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stream-caps-'));
    expect(loadConfig({ DATA_DIR: dataDir }).statsStreams).toEqual({ perAddress: 10, total: 20_000 });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answer 429 with Retry-After beyond the streams of one address, leave other addresses alone, and free a slot when a stream closes', async () => {
    const base = await listening({ STATS_STREAMS_PER_ADDRESS: '3', STATS_STREAMS_TOTAL: '100', TRUST_PROXY: 'true' });
    const first = { 'x-forwarded-for': '127.0.0.5' };
    const streams = [];
    for (let i = 0; i < 3; i++) {
      const opened = await stream(base, first);
      expect(opened.res.status).toBe(200);
      expect(opened.res.headers.get('content-type')).toContain('text/event-stream');
      streams.push(opened);
    }
    const refused = await stream(base, first);
    expect(refused.res.status).toBe(429);
    expect(refused.res.headers.get('retry-after')).toBe('30');

    expect((await stream(base, { 'x-forwarded-for': '127.0.0.6' })).res.status).toBe(200);

    streams[0]!.close();
    await eventuallyOpens(base, first);
    expect((await stream(base, first)).res.status).toBe(429);
  });

  it('say why in the usual error shape', async () => {
    const base = await listening({ STATS_STREAMS_PER_ADDRESS: '1' });
    expect((await stream(base)).res.status).toBe(200);
    const res = await fetch(`${base}${API.statsStream}`);
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: { code: 'rate_limited', message: STREAM_MESSAGES.tooManyFromAddress } });
  });

  it('answer 503 with Retry-After beyond the instance total, and open again once streams close', async () => {
    const base = await listening({ STATS_STREAMS_PER_ADDRESS: '10', STATS_STREAMS_TOTAL: '2' });
    const a = await stream(base);
    const b = await stream(base);
    expect([a.res.status, b.res.status]).toEqual([200, 200]);
    const refused = await fetch(`${base}${API.statsStream}`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: { code: 'busy', message: STREAM_MESSAGES.busy } });

    a.close();
    b.close();
    await eventuallyOpens(base);
    expect((await stream(base)).res.status).toBe(200);
    expect((await stream(base)).res.status).toBe(503);
  });
});
