import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// N=2^15 costs about 50-100 ms on one core: slow for an attacker, quick for one sign-in.
const PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;
const DECOY_SALT = Buffer.alloc(16);

/*
 * Synchronous on purpose: these run only inside the hashing pool's worker threads
 * (src/server/hashing), where blocking is the point and Node's libuv threads stay free for files.
 */

/** Encodes as scrypt$N$r$p$salt$hash so the parameters can be raised later without breaking old hashes. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Without a stored hash (an unknown e-mail) the same scrypt is spent on a fixed salt and the answer is
 * false, so a wrong e-mail costs the same time as a wrong password.
 */
export function verifyPassword(password: string, encoded: string | undefined): boolean {
  if (encoded === undefined) {
    scryptSync(password.normalize('NFKC'), DECOY_SALT, KEY_LENGTH, PARAMS);
    return false;
  }
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = scryptSync(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(key, expected);
}
