import { createHmac, timingSafeEqual } from 'node:crypto';

/** A person reads the form and types a message: anything sent sooner after the form was handed out is a bot. */
export const MIN_FILL_MS = 3_000;
/** Older tokens are refused with a request to reload, so a token cannot be harvested once and replayed for ever. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

export type FormTokenCheck = 'valid' | 'too_fast' | 'expired' | 'forged';

const signature = (secret: string, issuedAt: number) => createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest('base64url');

/** "<issued at, ms>.<HMAC of it>": the server keeps nothing, and the time cannot be moved without the secret. */
export function issueFormToken(secret: string, issuedAt: number = Date.now()): string {
  return `${issuedAt}.${signature(secret, issuedAt)}`;
}

export function checkFormToken(secret: string, token: string, now: number = Date.now()): FormTokenCheck {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return 'forged';
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signature(secret, issuedAt));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  const age = now - issuedAt;
  if (age < MIN_FILL_MS) return 'too_fast';
  if (age > MAX_FORM_AGE_MS) return 'expired';
  return 'valid';
}
