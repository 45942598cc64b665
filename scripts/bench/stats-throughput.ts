/**
 * `GET /api/stats` on the real server against a bare Fastify route answering the same record, in the
 * same run: requests per second, median of three alternating rounds. Target: at least 0.8×.
 */
import autocannon from 'autocannon';
import { runAlone } from './cli';
import { median, perSecond, ratio } from './measure';
import { startAppServer, startBareServer } from './server';
import type { BenchRow } from './types';

const ROUNDS = 3;
const SECONDS = 6;
const CONNECTIONS = 10;
const TARGET_RATIO = 0.8;

async function requestsPerSecond(url: string, seconds = SECONDS): Promise<number> {
  const result = await autocannon({ url: `${url}/api/stats`, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}/api/stats: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

export async function benchStats(): Promise<BenchRow[]> {
  const app = await startAppServer();
  const bare = await startBareServer();
  try {
    await requestsPerSecond(app.url, 2);
    await requestsPerSecond(bare.url, 2);
    const ours: number[] = [];
    const anchor: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      anchor.push(await requestsPerSecond(bare.url));
      ours.push(await requestsPerSecond(app.url));
    }
    const value = median(ours) / median(anchor);
    return [
      { measure: 'GET /api/stats throughput', value: perSecond(median(ours)), anchor: `bare Fastify route ${perSecond(median(anchor))}` },
      { measure: 'GET /api/stats vs bare Fastify route', value: ratio(value), anchor: `≥ ${ratio(TARGET_RATIO)}`, ok: value >= TARGET_RATIO },
    ];
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}

runAlone(import.meta.url, benchStats);
