/**
 * The live counter at 10,000 open streams on one instance: from the first sign that a sign-up has
 * committed (its answer, or the first stream to hear of it, whichever comes first), the share of
 * streams that receive the new figures within 1 s, the p99 delay, and the server's memory per 1,000
 * open streams. Anchor (the first stream server's figures): 100% within 1 s, p99 227 ms, 12 MB per 1,000 streams.
 */
import { type ClientRequest, get } from 'node:http';
import { runAlone } from './cli';
import { ms, percentile, sleep } from './measure';
import { signUp, startAppServer } from './server';
import type { BenchRow } from './types';

const STREAMS = 10_000;
const OPEN_AT_ONCE = 200;
const DELIVERY_WINDOW_MS = 1000;
const WAIT_FOR_ALL_MS = 10_000;

interface Stream {
  request: ClientRequest;
  events: number;
  /** When the second stats event (the first change) arrived. */
  changedAt?: number;
}

/** Opens one stream and resolves once its first event (the current record) has arrived. */
function openStream(url: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream = { events: 0 } as Stream;
    stream.request = get(`${url}/api/stats/stream`, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream refused with ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const arrived = chunk.split('event: stats').length - 1;
        if (arrived === 0) return;
        stream.events += arrived;
        if (stream.events >= 2 && stream.changedAt === undefined) stream.changedAt = performance.now();
        if (stream.events === arrived) resolve(stream);
      });
    });
    stream.request.on('error', reject);
  });
}

export async function benchSse(): Promise<BenchRow[]> {
  const server = await startAppServer({ STATS_STREAMS_PER_ADDRESS: String(STREAMS * 2), STATS_STREAMS_TOTAL: String(STREAMS * 2) });
  const streams: Stream[] = [];
  try {
    await signUp(server.url);
    await sleep(1000);
    const before = server.rss();
    for (let opened = 0; opened < STREAMS; opened += OPEN_AT_ONCE) {
      const batch = Math.min(OPEN_AT_ONCE, STREAMS - opened);
      streams.push(...(await Promise.all(Array.from({ length: batch }, () => openStream(server.url)))));
    }
    await sleep(1000);
    const perThousand = (server.rss() - before) / (STREAMS / 1000);

    const status = await signUp(server.url);
    const answeredAt = performance.now();
    if (status !== 201) throw new Error(`the sign-up that moves the counter answered ${status}`);
    const deadline = Date.now() + WAIT_FOR_ALL_MS;
    while (streams.some((s) => s.changedAt === undefined) && Date.now() < deadline) await sleep(50);
    // Events can arrive before the sign-up's own answer: the clock starts at whichever came first.
    const committedAt = Math.min(answeredAt, ...streams.map((s) => s.changedAt ?? Number.POSITIVE_INFINITY));
    const delays = streams.map((s) => (s.changedAt === undefined ? Number.POSITIVE_INFINITY : s.changedAt - committedAt));
    const within = delays.filter((d) => d <= DELIVERY_WINDOW_MS).length / STREAMS;
    return [
      {
        measure: `live counter: streams told of a change within 1 s (${STREAMS.toLocaleString('en-US')} streams)`,
        value: `${(within * 100).toFixed(1)}%, p99 ${ms(percentile(delays, 99))}`,
        anchor: '100% within 1 s, p99 227 ms',
        ok: within === 1,
      },
      { measure: 'live counter: server memory per 1,000 streams', value: `${(perThousand / 1e6).toFixed(1)} MB`, anchor: '12 MB' },
    ];
  } finally {
    for (const s of streams) s.request.destroy();
    await server.stop();
  }
}

runAlone(import.meta.url, benchSse);
