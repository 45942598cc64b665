import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from './data-dir';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { mailServerProblem } from './startup-checks';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
const servers: Server[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'startup-checks-'));
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

/** A TCP server on a free local port; what it does with a connection is up to `onConnection`. */
async function tcpServer(onConnection: (socket: Socket) => void = () => {}) {
  const server = createServer(onConnection);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

/** A local port nothing listens on. */
async function closedPort() {
  const { server, port } = await tcpServer();
  servers.splice(servers.indexOf(server), 1);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Started {
  /** Resolves with the exit code and everything written once the process ends. */
  exit: Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** Resolves with the first log line whose message matches; rejects if the process ends first. */
  logLine(message: RegExp): Promise<{ msg: string } & Record<string, unknown>>;
}

/**
 * The real server process, as `npm start` runs it, with only the given environment (and a private
 * DATA_DIR and an ephemeral port unless given).
 */
function startServer(env: Record<string, string>, options: { uid?: number; gid?: number } = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: tmpdir(), DATA_DIR: path.join(tempDir(), 'data'), HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  const logLines = () => stdout.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { msg: string });
  return {
    exit,
    logLine: (message) => new Promise((resolve, reject) => {
      const look = () => {
        const found = logLines().find((line) => message.test(line.msg));
        if (found) resolve(found);
        return found;
      };
      if (look()) return;
      child.stdout!.on('data', look);
      void exit.then(() => look() ?? reject(new Error(`the server ended without logging ${message}:\n${stdout}${stderr}`)));
    }),
  };
}

/** The process ended with 1 and said one thing on stderr, as one line and without a stack trace. */
async function expectRefusal(started: Started, line: RegExp) {
  const { code, stderr } = await started.exit;
  expect(stderr.trimEnd().split('\n'), stderr).toEqual([expect.stringMatching(line)]);
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(code).toBe(1);
}

/** Settings that make every attempt to reach PostgreSQL short; the message is what is under test. */
const quickConnect = { DATABASE_CONNECT_TIMEOUT_SECONDS: '1', DATABASE_CONNECT_RETRIES: '1' };

/**
 * A bound for a whole server process's start (loading every module through tsx) on a busy machine:
 * never reached by a passing test, it only turns a hang into a failure.
 */
const PROCESS_TEST = { timeout: 180_000 };

describe('starting the server', PROCESS_TEST, () => {
  it('refuses a malformed DATABASE_URL in one line', async () => {
    await expectRefusal(startServer({ DATABASE_URL: 'postgres://app:secret@db.example:54x2/app' }), /^Invalid environment: DATABASE_URL: is not a valid URL; write it as postgres:/);
  });

  it('tries PostgreSQL again, then stops in one line when the connection is refused', async () => {
    const port = await closedPort();
    const started = startServer({ DATABASE_URL: `postgres://app:pw-4f9c1e@127.0.0.1:${port}/app`, ...quickConnect });
    await expectRefusal(started, new RegExp(`^Invalid environment: DATABASE_URL: cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port} after 2 attempts \\(connection refused\\); check the host and port`));
    const { stdout, stderr } = await started.exit;
    expect(stdout + stderr).not.toContain('pw-4f9c1e');
  });

  it('gives up on a server that accepts the connection and never answers, instead of hanging', async () => {
    const connections: Socket[] = [];
    const { port } = await tcpServer((socket) => {
      connections.push(socket);
      // Reads what the client sends, so its closing is noticed, and never writes a byte.
      socket.resume();
    });
    const started = startServer({ DATABASE_URL: `postgres://app@127.0.0.1:${port}/app`, ...quickConnect });
    await expectRefusal(started, /^Invalid environment: DATABASE_URL: cannot reach PostgreSQL at .* after 2 attempts \(no answer within 1 s\)/);
    expect(connections).toHaveLength(2);
  });

  it('stops at once, in one line, when PostgreSQL answers that the database does not exist', async () => {
    const connections: Socket[] = [];
    // PostgreSQL's reply to a start-up message naming a missing database: an ErrorResponse, then it hangs up.
    const fields = ['SFATAL', 'C3D000', 'Mdatabase "app" does not exist'].map((field) => Buffer.from(`${field}\0`));
    const body = Buffer.concat([...fields, Buffer.from([0])]);
    const length = Buffer.alloc(4);
    length.writeInt32BE(body.length + 4);
    const { port } = await tcpServer((socket) => {
      connections.push(socket);
      socket.once('data', () => socket.end(Buffer.concat([Buffer.from('E'), length, body])));
    });
    const started = startServer({ DATABASE_URL: `postgres://app@127.0.0.1:${port}/app`, ...quickConnect });
    await expectRefusal(started, new RegExp(`^Invalid environment: DATABASE_URL: PostgreSQL at 127\\.0\\.0\\.1:${port} refused us: database "app" does not exist; check the user, password and database name$`));
    expect(connections).toHaveLength(1);
  });

  it('refuses a METRICS_PORT another process listens on, in one line', async () => {
    const { port } = await tcpServer();
    await expectRefusal(startServer({ METRICS_PORT: String(port) }), new RegExp(`^Invalid environment: METRICS_PORT: port ${port} on 127\\.0\\.0\\.1 is already in use by another process; stop that process or choose another METRICS_PORT$`));
  });

  it('refuses a PORT another process listens on, in one line', async () => {
    const { port } = await tcpServer();
    await expectRefusal(startServer({ PORT: String(port) }), new RegExp(`^Invalid environment: PORT: port ${port} on 127\\.0\\.0\\.1 is already in use by another process; stop that process or choose another PORT$`));
  });

  it('refuses a DATA_DIR that is a file, in one line', async () => {
    const file = path.join(tempDir(), 'data');
    writeFileSync(file, '');
    await expectRefusal(startServer({ DATA_DIR: file }), /^Invalid environment: DATA_DIR: .*data is a file, or lies under one; point DATA_DIR at a directory/);
  });

  it('refuses a DATA_DIR the server may not write to, in one line', async () => {
    const dataDir = path.join(tempDir(), 'data');
    mkdirSync(dataDir, { mode: 0o555 });
    // The superuser may write anywhere: the server is then started as an ordinary user.
    const asOrdinaryUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    await expectRefusal(startServer({ DATA_DIR: dataDir }, asOrdinaryUser), /^Invalid environment: DATA_DIR: .*data is not writable by the server's user/);
  });

  it('refuses half of the Stripe keys in one line', async () => {
    await expectRefusal(startServer({ STRIPE_SECRET_KEY: 'sk_test_123' }), /^Invalid environment: STRIPE_WEBHOOK_SECRET: is unset while STRIPE_SECRET_KEY is set; set both to take payments, or neither$/);
  });

  it('refuses production (an https:// PUBLIC_URL) without SMTP_URL and AUTH_SECRET, one line for each', async () => {
    const { code, stderr } = await startServer({ PUBLIC_URL: 'https://community.example.org' }).exit;
    expect(stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^Invalid environment: SMTP_URL: is unset while PUBLIC_URL is https:\/\/ \(production\)/),
      expect.stringMatching(/^Invalid environment: AUTH_SECRET: is unset while PUBLIC_URL is https:\/\/ \(production\)/),
    ]);
    expect(code).toBe(1);
  });

  it('warns, and goes on, when PUBLIC_URL is unset in production', async () => {
    const started = startServer({ LOG_LEVEL: 'info' });
    const warning = await started.logLine(/^PUBLIC_URL is unset/);
    expect(warning.msg).toMatch(/links in e-mails point at http:\/\/localhost:0; set PUBLIC_URL/);
    await started.logLine(/^database migrated$/);
  });

  it('warns, and goes on, when the mail server does not answer', async () => {
    const port = await closedPort();
    const started = startServer({ LOG_LEVEL: 'info', PUBLIC_URL: 'http://localhost:3000', SMTP_URL: `smtp://127.0.0.1:${port}` });
    const warning = await started.logLine(/^SMTP_URL:/);
    expect(warning.msg).toBe(`SMTP_URL: cannot reach the mail server at 127.0.0.1:${port} (connection refused); the server starts anyway, but e-mails fail until it answers`);
    await started.logLine(/^database migrated$/);
  });
});

describe('with DATABASE_URL set and members left in the SQLite file', PROCESS_TEST, () => {
  async function dataDirWithMembers(emails: string[]) {
    const dataDir = path.join(tempDir(), 'data');
    mkdirSync(dataDir);
    const db = openDatabase({ dataDir });
    await migrateToLatest(db.kysely);
    for (const [i, email] of emails.entries()) {
      await db.kysely.insertInto('users').values({ id: `member-${i}`, email, password_hash: 'x', created_at: new Date().toISOString() }).execute();
    }
    await db.close();
    return dataDir;
  }

  /** Started against a PostgreSQL nobody answers at, so the process ends after its warnings. */
  async function startOnPostgres(dataDir: string) {
    const port = await closedPort();
    return startServer({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', DATABASE_URL: `postgres://app@127.0.0.1:${port}/app`, DATABASE_CONNECT_RETRIES: '0' });
  }

  it('warns, naming the file and the command that copies them', async () => {
    const dataDir = await dataDirWithMembers(['a@example.org', 'b@example.org']);
    const started = await startOnPostgres(dataDir);
    const warning = await started.logLine(/^DATABASE_URL is set/);
    expect(warning).toMatchObject({ file: path.join(dataDir, SQLITE_FILE), members: 2 });
    expect(warning.msg).toBe(`DATABASE_URL is set, so this server uses PostgreSQL, but ${path.join(dataDir, SQLITE_FILE)} holds 2 member(s) it will not see; copy them with "npm run db:copy -- --to <url>", then move the file out of DATA_DIR`);
  });

  it('says nothing when the SQLite file holds no member', async () => {
    const dataDir = await dataDirWithMembers([]);
    const { code, stdout } = await (await startOnPostgres(dataDir)).exit;
    expect(code).toBe(1);
    expect(stdout).not.toContain('DATABASE_URL is set');
  });
});

describe('the mail server check', () => {
  it('finds nothing wrong with a server that greets and answers', async () => {
    const { port } = await tcpServer((socket) => {
      socket.write('220 fake.example ESMTP\r\n');
      socket.setEncoding('utf8').on('data', (data: string) => {
        for (const command of data.split('\r\n').filter(Boolean)) {
          if (/^(EHLO|HELO)/i.test(command)) socket.write('250 fake.example\r\n');
          else if (/^QUIT/i.test(command)) socket.end('221 bye\r\n');
          else socket.write('502 not implemented\r\n');
        }
      });
    });
    expect(await mailServerProblem(`smtp://127.0.0.1:${port}`)).toBeUndefined();
  });

  it('names the server and the reason when it refuses the connection', async () => {
    const port = await closedPort();
    expect(await mailServerProblem(`smtp://user:secret@127.0.0.1:${port}`)).toBe(`cannot reach the mail server at 127.0.0.1:${port} (connection refused)`);
  });
});
