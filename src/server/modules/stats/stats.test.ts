import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestApp, tokenFromLink, validRegistration, type TestApp } from '../../../../test/support/api-harness';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

/** Reads server-sent events from a real HTTP connection until `until` is satisfied. */
async function collectEvents(until: (events: unknown[]) => boolean, action: () => Promise<void>, timeoutMs = 5000) {
  const controller = new AbortController();
  const res = await fetch(`${base}${API.statsStream}`, { signal: controller.signal });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: unknown[] = [];
  let buffer = '';
  let acted = false;
  let pending: Promise<void> = Promise.resolve();
  const deadline = Date.now() + timeoutMs;
  try {
    while (!until(events) && Date.now() < deadline) {
      const { value, done } = await Promise.race([
        reader.read(),
        new Promise<{ value: undefined; done: true }>((r) => setTimeout(() => r({ value: undefined, done: true }), deadline - Date.now())),
      ]);
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (block.includes('event: stats') && data) events.push(JSON.parse(data.slice(6)));
      }
      if (!acted && events.length > 0) {
        acted = true;
        pending = action();
      }
    }
  } finally {
    controller.abort();
  }
  await pending;
  return events;
}

describe('GET /api/stats', () => {
  it('returns counts, the default goal and phase 1 on a new database', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.stats });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total_subscribers: 0, verified_subscribers: 0, goal: 1_000_000, phase: 1 });
  });

  it('follows sign-ups and verifications and reports phase 2 at the goal', async () => {
    await createMember(t, { verified: true });
    await createMember(t, { verified: false });
    const stats = (await t.app.inject({ method: 'GET', url: API.stats })).json();
    expect(stats).toMatchObject({ total_subscribers: 2, verified_subscribers: 1 });
    await t.db.kysely.updateTable('subscriber_stats').set({ goal: 1 }).execute();
    expect((await t.app.inject({ method: 'GET', url: API.stats })).json().phase).toBe(2);
    await t.db.kysely.updateTable('subscriber_stats').set({ goal: 1_000_000 }).execute();
  });
});

describe('GET /api/stats/stream', () => {
  it('sends the current record at once, then the new record after a verification', async () => {
    const payload = validRegistration();
    await t.app.inject({ method: 'POST', url: API.register, payload });
    const before = (await t.app.inject({ method: 'GET', url: API.stats })).json();
    const events = await collectEvents(
      (e) => e.length >= 2,
      async () => {
        const token = tokenFromLink(t.mailsTo(payload.email)[0]?.link ?? '');
        await t.app.inject({ method: 'POST', url: API.verifyEmail, payload: { token } });
      },
    );
    expect(events[0]).toEqual(before);
    expect(events[1]).toMatchObject({ verified_subscribers: before.verified_subscribers + 1 });
  });

  it('coalesces a burst of changes into at most 4 events a second', async () => {
    const target = (await t.app.inject({ method: 'GET', url: API.stats })).json().total_subscribers + 12;
    const start = Date.now();
    const events = await collectEvents(
      (e) => (e.at(-1) as { total_subscribers?: number } | undefined)?.total_subscribers === target,
      async () => {
        for (let i = 0; i < 12; i++) {
          await t.app.inject({ method: 'POST', url: API.register, payload: validRegistration() });
        }
      },
      20_000,
    );
    const elapsed = (Date.now() - start) / 1000;
    const changeEvents = events.length - 1;
    // The last event carries the final count, and no more than 4 a second were sent to get there.
    expect((events.at(-1) as { total_subscribers: number }).total_subscribers).toBe(target);
    // How many events that allows depends on how fast this machine signs members up; the exact
    // coalescing is pinned down with fake timers in stats-broadcaster.test.ts.
    expect(changeEvents).toBeLessThanOrEqual(Math.ceil(elapsed * 4) + 1);
  });
});
