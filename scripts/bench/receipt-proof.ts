import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { receiptCodeFromBytes } from '../../src/shared/domain/receipt-proof';
import { REPORTS_API } from '../../src/shared/reports-api';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { ms, percentile } from './measure';
import { startAppServer } from './server';
import type { BenchRow } from './types';

const TARGET_MS = 50;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * A past month with `rows` contributions, written straight into SQLite in one transaction (the app's
 * own path, a transaction per row, would take the benchmark's time seeding): returns a sample of codes.
 */
function seedMonth(dataDir: string, month: string, rows: number): string[] {
  const sqlite = new SQLite(path.join(dataDir, 'app.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = OFF');
  const entry = sqlite.prepare(`insert into ledger_entries (id, kind, amount_cents, currency, settled_cents, month, member_id, source, reference, created_at)
    values (?, 'contribution', ?, 'USD', ?, ?, ?, 'stripe', ?, ?)`);
  const code = sqlite.prepare('insert into receipt_codes (entry_id, code, month) values (?, ?, ?)');
  const sample: string[] = [];
  const now = new Date().toISOString();
  sqlite.transaction(() => {
    // Ids in order keep the ledger's indexes appending; only the receipt codes' index takes random keys, as in life.
    const run = randomUUID().slice(0, 8);
    for (let i = 0; i < rows; i++) {
      const id = `${run}-${String(i).padStart(8, '0')}`;
      const receipt = receiptCodeFromBytes(randomBytes(16));
      const amount = 1000 + (i % 7) * 100;
      entry.run(id, amount, amount, month, `member-${id}`, `pi_bench_${id}`, now);
      code.run(id, receipt, month);
      if (i % Math.max(1, Math.floor(rows / 2000)) === 0) sample.push(receipt);
    }
  })();
  sqlite.close();
  return sample;
}

/** Over node:http, which has no answer timeout: the first request builds a million-leaf tree on a busy machine. */
function ask(url: string, code: string): Promise<{ status: number; millis: number }> {
  const body = JSON.stringify({ code });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(`${url}${REPORTS_API.proof}`, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, millis: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The receipt proof page's answer with a million contributions in one month: the first
 * request builds and stores the month's tree (reported apart), every later one reads one block and
 * the block roots. Answers are timed end to end over HTTP, one at a time.
 */
export async function benchReceiptProof(rows = Number(process.env.BENCH_RECEIPTS ?? 1_000_000), requests = 500): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-receipts-'));
  try {
    const db = openDatabase({ dataDir });
    await migrateToLatest(db.kysely);
    await db.close();
    const seedStart = performance.now();
    const sample = seedMonth(dataDir, '2025-01', rows);
    const seedMillis = performance.now() - seedStart;
    const server = await startAppServer({ DATA_DIR: dataDir, RATE_LIMIT_RECEIPT_PROOF: '1000000/600' });
    try {
      const first = await ask(server.url, sample[0] as string);
      if (first.status !== 200) throw new Error(`the first proof answered ${first.status}`);
      for (let i = 0; i < 20; i++) await ask(server.url, sample[i % sample.length] as string);
      const times: number[] = [];
      for (let i = 0; i < requests; i++) {
        const { status, millis } = await ask(server.url, sample[(i * 7919) % sample.length] as string);
        if (status !== 200) throw new Error(`a proof answered ${status}`);
        times.push(millis);
      }
      const p50 = percentile(times, 50);
      const p99 = percentile(times, 99);
      const count = rows.toLocaleString('en-US');
      return [
        { measure: `receipt-proof: seed ${count} contributions in one month (SQLite, one transaction)`, value: ms(seedMillis), anchor: 'setup, not a target' },
        { measure: `receipt-proof: first proof, building and storing the month's tree of ${count}`, value: ms(first.millis), anchor: 'once per month or correction' },
        { measure: `receipt-proof: proof route p50 over ${requests} requests, ${count} receipts`, value: ms(p50), anchor: `< ${TARGET_MS} ms`, ok: p50 < TARGET_MS },
        { measure: `receipt-proof: proof route p99 over ${requests} requests, ${count} receipts`, value: ms(p99), anchor: `< ${TARGET_MS} ms`, ok: p99 < TARGET_MS },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
