import { createHmac, randomBytes } from 'node:crypto';

/** A random secret for a cookie or an e-mailed link; only its keyed hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHasher(secret: string): (token: string) => string {
  return (token) => createHmac('sha256', secret).update(token).digest('hex');
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Eight characters without look-alikes (no 0/O, 1/I), easy to read out loud. */
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => REFERRAL_ALPHABET[b % REFERRAL_ALPHABET.length]).join('');
}
