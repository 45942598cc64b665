import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { test } from './test';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface OwnServerOptions {
  /**
   * More environment for the server, made once its address is known: a fake payment provider started
   * by the spec needs that address for its webhooks, and the spec's keys and limits go here too.
   */
  env?: (base: string) => Record<string, string> | Promise<Record<string, string>>;
  /** A PostgreSQL database to keep the data in instead of SQLite. */
  databaseUrl?: string;
}

/**
 * A server of the spec's own (own data directory and port) in Phase 2 (goal of 1), for flows that
 * would change what the specs sharing the main server see. While it runs, E2E_DATA_DIR names its
 * data directory, so the support helpers (admin CLI, outbox) work against it; the worker runs this
 * spec's tests one at a time, and `stop` puts the variable back. With `databaseUrl` the server keeps
 * its data in that PostgreSQL database instead, and DATABASE_URL names it for the helpers meanwhile.
 * `env` is the server's whole environment, for scripts a spec runs against the same install (the billing day).
 */
export async function startOwnServer(options: OwnServerOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-own-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn',
    ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }), ...(await options.env?.(base)),
  };
  // The server as it ships, compiled by the build the e2e run starts with, as the shared server is:
  // started from sources through tsx it spent three times the CPU to start, and its hashing threads
  // loaded tsx again. Its own process group, so stopping it stops whatever it started.
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], { detached: true, stdio: ['ignore', 'inherit', 'inherit'], env });
  const deadline = Date.now() + 60_000;
  while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline) throw new Error(`the spec's own server did not start at ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const database = () => {
    const db = new Database(path.join(dataDir, 'app.db'));
    db.pragma('busy_timeout = 5000');
    return db;
  };
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    await client.query('update subscriber_stats set goal = 1, phase = 2');
    await client.end();
  } else {
    const db = database();
    db.prepare('update subscriber_stats set goal = 1, phase = 2').run();
    db.close();
  }
  const previousDataDir = process.env.E2E_DATA_DIR;
  const previousDatabaseUrl = process.env.DATABASE_URL;
  process.env.E2E_DATA_DIR = dataDir;
  if (options.databaseUrl) process.env.DATABASE_URL = options.databaseUrl;
  return {
    base,
    dataDir,
    env,
    database,
    async stop() {
      process.env.E2E_DATA_DIR = previousDataDir;
      if (previousDatabaseUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previousDatabaseUrl;
      await new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        process.kill(-server.pid!, 'SIGTERM');
        // A graceful stop can outlast the hook on a loaded machine; the data directory goes either way.
        setTimeout(() => {
          if (server.exitCode === null) process.kill(-server.pid!, 'SIGKILL');
        }, 10_000).unref();
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;

/** A fresh browser context on a server, as a new visitor would arrive there. */
export const newPageOn = async (browser: Browser, base: string): Promise<Page> =>
  (await browser.newContext({ baseURL: base, reducedMotion: 'reduce' })).newPage();

/**
 * A server of the spec file's own, started before its tests and stopped after them. The handle is
 * filled in when the server runs, so the spec reads it inside its tests.
 */
export function ownServerForSpec(options: OwnServerOptions = {}) {
  const own = { newPage: (browser: Browser) => newPageOn(browser, own.base) } as OwnServer & { newPage: (browser: Browser) => Promise<Page> };
  test.beforeAll(async () => {
    // Starting a server can outlast a test's usual time on a loaded machine.
    test.setTimeout(90_000);
    Object.assign(own, await startOwnServer(options));
  });
  test.afterAll(async () => own.stop?.());
  return own;
}
