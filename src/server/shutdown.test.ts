import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { API } from '../shared/api';
import { writeBareClient } from '../../test/support/bare-client';
import { freePort } from '../../test/support/postgres-cluster';
import { createPostgresDatabase } from '../../test/support/postgres-database';

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A database of its own on the cluster the API suite runs against with TEST_DB=postgres; SQLite otherwise. */
async function databaseUrl(): Promise<string | undefined> {
  const base = inject('postgresUrl');
  if (!base) return undefined;
  const database = await createPostgresDatabase(base, 'shutdown');
  cleanups.push(database.drop);
  return database.url;
}

/** The real server in a child process, as production starts it, with its JSON log read line by line. */
async function startServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shutdown-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // The smallest client the server accepts: these tests need no page, and no build.
  const clientDir = writeBareClient(dataDir);
  const port = await freePort();
  const url = await databaseUrl();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CLIENT_DIR: clientDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'info', ...(url && { DATABASE_URL: url }), ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  const lines: LogLine[] = [];
  const waiters: { msg: string; resolve: (line: LogLine) => void }[] = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    const line = JSON.parse(text) as LogLine;
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.msg === line.msg)) waiter.resolve(line);
  });
  /** Resolves with the first log line with this message, or fails if the process exits without one. */
  const logged = (msg: string) => Promise.race([
    new Promise<LogLine>((resolve) => {
      const seen = lines.find((l) => l.msg === msg);
      if (seen) resolve(seen);
      else waiters.push({ msg, resolve });
    }),
    exited.then((code) => lines.find((l) => l.msg === msg) ?? Promise.reject(new Error(`the server exited (${code}) without logging "${msg}"`))),
  ]);
  await logged('ready');
  return { port, lines, logged, exited, signal: (name: NodeJS.Signals) => child.kill(name) };
}

/** A live-counter stream as a browser holds it, on a keep-alive connection; answers how it ended. */
async function openStream(port: number) {
  const agent = new http.Agent({ keepAlive: true });
  cleanups.push(() => agent.destroy());
  return new Promise<{ ended: Promise<string> }>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: API.statsStream, agent }, (res) => {
      expect(res.statusCode).toBe(200);
      const ended = new Promise<string>((done) => res.on('close', () => done(res.complete ? 'stream closed by the server' : 'stream cut off')));
      let received = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received += chunk;
        if (received.includes('event: stats')) resolve({ ended });
      });
    }).on('error', reject);
  });
}

/**
 * A request the server has begun (its headers read, as the 100 Continue proves) whose body is still
 * to come: in flight for as long as the test wants. `finish` sends the body; `outcome` is the response,
 * or how the connection failed.
 */
async function startRequest(port: number) {
  const agent = new http.Agent({ keepAlive: true });
  cleanups.push(() => agent.destroy());
  const body = JSON.stringify({ email: 'nobody@example.org' });
  const req = http.request({
    host: '127.0.0.1', port, method: 'POST', path: API.forgotPassword, agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  cleanups.push(() => void req.destroy());
  const outcome = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  await new Promise<void>((resolve) => req.once('continue', resolve));
  return {
    outcome: outcome.catch((error: NodeJS.ErrnoException) => ({ error: error.code })),
    finish: () => void req.end(body),
  };
}

describe('graceful shutdown of the real server', () => {
  it('on SIGTERM turns unready, ends the live-counter streams, finishes the request under way and exits 0', async () => {
    const metricsPort = await freePort();
    const server = await startServer({ METRICS_PORT: String(metricsPort) });
    const stream = await openStream(server.port);
    const request = await startRequest(server.port);
    const scrape = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(scrape).toMatch(/^live_counter_streams 1$/m);

    server.signal('SIGTERM');
    await server.logged('shutting down');
    expect(await stream.ended).toBe('stream closed by the server');
    request.finish();
    expect(await request.outcome).toMatchObject({ status: 200 });

    expect(await server.exited).toBe(0);
    expect(server.lines.some((l) => l.msg === 'stopped')).toBe(true);
  }, 120_000);

  it('gives up after SHUTDOWN_GRACE_SECONDS, exiting 1 with one line that names what was still open', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_SECONDS: '1' });
    const request = await startRequest(server.port);

    server.signal('SIGINT');
    expect(await server.exited).toBe(1);
    expect(await request.outcome).toEqual({ error: 'ECONNRESET' });
    const errors = server.lines.filter((l) => l.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ waitingFor: 'HTTP requests, job workers or background tasks', httpConnections: 1 });
    expect(errors[0]!.msg).toContain('shutdown gave up after 1 s');
  }, 120_000);
});
