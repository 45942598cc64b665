import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../shared/api';
import { validRegistration } from '../../test/support/api-harness';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openInfrastructure } from './infrastructure';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const parents: string[] = [];
afterEach(() => {
  for (const dir of parents.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const mode = (file: string) => statSync(file).mode & 0o777;

/** Always SQLite, whatever TEST_DB says: the files under test are the SQLite ones. */
async function startOn(dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
  const infra = await openInfrastructure(config, silent);
  const { app } = await buildApp({ config, ...infra });
  await app.ready();
  return {
    /** A sign-up with a phone number: database writes, an e-mail and a text message. */
    async signUp() {
      const res = await app.inject({ method: 'POST', url: API.register, payload: validRegistration({ phone: '+14105550901' }) });
      expect(res.statusCode).toBe(201);
    },
    async close() {
      await app.close();
      await infra.close();
    },
  };
}

function newDataDir() {
  const parent = mkdtempSync(path.join(tmpdir(), 'data-dir-test-'));
  parents.push(parent);
  return path.join(parent, 'data');
}

function expectPrivate(dataDir: string) {
  expect(mode(dataDir), 'data directory').toBe(0o700);
  for (const name of ['app.db', 'app.db-wal', 'app.db-shm', 'auth-secret']) {
    expect(existsSync(path.join(dataDir, name)), name).toBe(true);
    expect(mode(path.join(dataDir, name)), name).toBe(0o600);
  }
  const outbox = path.join(dataDir, 'outbox');
  expect(mode(outbox), 'outbox').toBe(0o700);
  const messages = readdirSync(outbox);
  expect(messages.length).toBeGreaterThanOrEqual(2);
  for (const name of messages) expect(mode(path.join(outbox, name)), name).toBe(0o600);
}

describe('the data directory', () => {
  it('is created readable by the server alone: the database, its WAL, the secret and every message', async () => {
    const dataDir = newDataDir();
    const server = await startOn(dataDir);
    try {
      await server.signUp();
      expectPrivate(dataDir);
    } finally {
      await server.close();
    }
  });

  it('is tightened at start when an earlier version left it readable by everyone', async () => {
    const dataDir = newDataDir();
    const first = await startOn(dataDir);
    await first.signUp();
    await first.close();
    chmodSync(dataDir, 0o755);
    for (const name of readdirSync(dataDir)) chmodSync(path.join(dataDir, name), name === 'outbox' ? 0o755 : 0o644);
    const outbox = path.join(dataDir, 'outbox');
    for (const name of readdirSync(outbox)) chmodSync(path.join(outbox, name), 0o644);
    writeFileSync(path.join(outbox, 'old-message.json'), '{}', { mode: 0o644 });
    // Stale WAL and shared-memory files, as a crash leaves them.
    for (const name of ['app.db-wal', 'app.db-shm']) if (!existsSync(path.join(dataDir, name))) writeFileSync(path.join(dataDir, name), '', { mode: 0o644 });

    const again = await startOn(dataDir);
    try {
      await again.signUp();
      expectPrivate(dataDir);
    } finally {
      await again.close();
    }
  });
});
