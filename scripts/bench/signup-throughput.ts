/**
 * Sign-ups per second through the whole server (strength check, hash, transaction) against raw
 * scrypt throughput on the same machine: the same parameters hashed in as many threads as the pool
 * has, with nothing else running. Target: at least 0.9×.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { runAlone } from './cli';
import { perSecond, ratio, sleep } from './measure';
import { signUp, signUpBurst, startAppServer } from './server';
import type { BenchRow } from './types';

const SECONDS = 10;
const CONCURRENCY = 16;
const TARGET_RATIO = 0.9;

/** The parameters of src/server/modules/auth/password.ts, hashed back to back in one thread. */
const RAW_SCRYPT = `
const { scryptSync, randomBytes } = require('node:crypto');
const { parentPort, workerData } = require('node:worker_threads');
const end = Date.now() + workerData.ms;
let n = 0;
while (Date.now() < end) {
  scryptSync('Quiet-Harbor-Lantern-42!', randomBytes(16), 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  n += 1;
}
parentPort.postMessage(n);
`;

async function rawScryptPerSecond(threads: number): Promise<number> {
  const counts = await Promise.all(
    Array.from({ length: threads }, () => new Promise<number>((resolve, reject) => {
      const worker = new Worker(RAW_SCRYPT, { eval: true, workerData: { ms: SECONDS * 1000 } });
      worker.once('message', resolve);
      worker.once('error', reject);
    })),
  );
  return counts.reduce((a, b) => a + b, 0) / SECONDS;
}

export async function benchSignupThroughput(): Promise<BenchRow[]> {
  const threads = availableParallelism();
  const raw = await rawScryptPerSecond(threads);
  const server = await startAppServer({ HASH_THREADS: String(threads) });
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, () => signUp(server.url)));
    const burst = signUpBurst(server.url, CONCURRENCY);
    await sleep(SECONDS * 1000);
    await burst.stop();
    const perSec = (burst.statuses.get(201) ?? 0) / SECONDS;
    const value = perSec / raw;
    return [
      { measure: 'sign-ups per second', value: perSecond(perSec), anchor: `raw scrypt ${perSecond(raw)} (${threads} threads)` },
      { measure: 'sign-ups vs raw scrypt throughput', value: ratio(value), anchor: `≥ ${ratio(TARGET_RATIO)}`, ok: value >= TARGET_RATIO },
    ];
  } finally {
    await server.stop();
  }
}

runAlone(import.meta.url, benchSignupThroughput);
