import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { AppError } from '../http/errors';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_S, createPasswordPool } from './password-pool';

// Made by the hashing code before it moved into the pool (libuv's scrypt); stored hashes look like this.
const EARLIER_HASH = 'scrypt$32768$8$1$XHvSmnIAk3bQye7XtK7Z6A$rW3rHmB5A261FrJL2-BdPYbXJc2B1eI8av1MNkYdG9c';
const EARLIER_PASSWORD = 'Str0ng!Passw0rd';

const pool = createPasswordPool({ threads: 1, queue: 1 });
afterAll(async () => pool.close());

describe('password pool', () => {
  it('hashes in the same format and verifies hashes made before it existed', async () => {
    const encoded = await pool.hash('Quiet-Harbor-Lantern-42!');
    expect(encoded).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await pool.verify('Quiet-Harbor-Lantern-42!', encoded)).toBe(true);
    expect(await pool.verify('Quiet-Harbor-Lantern-43!', encoded)).toBe(false);
    expect(await pool.verify(EARLIER_PASSWORD, EARLIER_HASH)).toBe(true);
    expect(await pool.verify(`${EARLIER_PASSWORD}x`, EARLIER_HASH)).toBe(false);
  });

  it('answers false for an unknown account (no hash) after spending the same work', async () => {
    expect(await pool.verify(EARLIER_PASSWORD, undefined)).toBe(false);
  });

  it('estimates strength in the pool', async () => {
    expect(await pool.isTooGuessable('Password1!', [])).toBe(true);
    expect(await pool.isTooGuessable('Zubair1990!', ['zubair'])).toBe(true);
    expect(await pool.isTooGuessable('Quiet-Harbor-Lantern-42!', [])).toBe(false);
  });

  it('refuses work beyond its threads and queue at once with 503 and Retry-After, and takes work again once they drain', async () => {
    const running = pool.hash('a-first-password');
    const waiting = pool.hash('a-second-password');
    const refused = await pool.hash('a-third-password').then(() => undefined, (err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'busy', message: BUSY_MESSAGE, headers: { 'retry-after': String(BUSY_RETRY_AFTER_S) } });
    await Promise.all([running, waiting]);
    await expect(pool.hash('a-fourth-password')).resolves.toMatch(/^scrypt\$/);
  });
});

describe('pool size', () => {
  it('defaults to one thread per CPU with 32 waiting tasks per thread, and follows HASH_THREADS and HASH_QUEUE', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hash-config-'));
    try {
      const cpus = availableParallelism();
      expect(loadConfig({ DATA_DIR: dataDir }).hashing).toEqual({ threads: cpus, queue: cpus * 32 });
      expect(loadConfig({ DATA_DIR: dataDir, HASH_THREADS: '3' }).hashing).toEqual({ threads: 3, queue: 96 });
      expect(loadConfig({ DATA_DIR: dataDir, HASH_THREADS: '1', HASH_QUEUE: '0' }).hashing).toEqual({ threads: 1, queue: 0 });
      expect(() => loadConfig({ DATA_DIR: dataDir, HASH_THREADS: '0' })).toThrow(/HASH_THREADS/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
