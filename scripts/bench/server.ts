import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep } from './measure';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  /** Resident memory of the server process, in bytes. */
  rss(): number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error('the server did not answer within 90 s');
}

/** One node process with these arguments, so its pid is the server's own (for memory). */
async function startProcess(args: string[], env: Record<string, string>, cleanup = () => {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilUp(url, child);
  } catch (err) {
    child.kill('SIGKILL');
    cleanup();
    throw err;
  }
  return {
    url,
    rss() {
      const line = readFileSync(`/proc/${child.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) ?? '';
      return Number(/(\d+)/.exec(line)?.[1] ?? 0) * 1024;
    },
    async stop() {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
      cleanup();
    },
  };
}

/**
 * The server as it ships (`node dist/server/main.js`, built by npm run build, with its default
 * settings: the log at info included) on a fresh SQLite data directory. Sign-up limits are lifted:
 * the benchmarks sign up many people from one address.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
  return startProcess(['dist/server/main.js'], {
    DATA_DIR: dataDir,
    RATE_LIMIT_SIGNUP: '1000000/3600',
    RATE_LIMIT_LOGIN: '1000000/900',
    RATE_LIMIT_LOGIN_ADDRESS: '1000000/3600',
    RATE_LIMIT_LOGIN_ACCOUNT: '1000000/3600',
    ...env,
  }, () => rmSync(dataDir, { recursive: true, force: true }));
}

export function startBareServer(): Promise<RunningServer> {
  return startProcess(['--import', 'tsx', 'scripts/bench/bare-server.ts'], {});
}

/** Valid sign-up bodies, each with its own e-mail address. */
let signUps = 0;
export function signUpBody() {
  signUps += 1;
  return {
    full_name: 'Bench Member',
    email: `bench-${process.pid}-${signUps}@example.org`,
    password: 'Quiet-Harbor-Lantern-42!',
    gender: 'female',
    country: 'US',
    city: 'Baltimore',
    state: 'Maryland',
    postal_code: '21201',
    marital_status: 'married',
    dob: '1990-04-12',
  };
}

export async function signUp(url: string): Promise<number> {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signUpBody()),
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Keeps `concurrency` sign-ups in flight until stopped; counts the answers by status. A 503 (pool
 * full) is followed by a short pause, as a browser honouring Retry-After would not hammer at once.
 */
export function signUpBurst(url: string, concurrency: number) {
  const statuses = new Map<number, number>();
  let running = true;
  const loop = async () => {
    while (running) {
      const status = await signUp(url).catch(() => 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 503) await sleep(50);
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
