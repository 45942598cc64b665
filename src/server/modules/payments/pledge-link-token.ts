import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link in a receipt e-mail that lets a member pause or cancel their pledge without signing in.
 * It names the member and when it stops working, signed with the server's secret, so the server
 * keeps nothing per link; a purpose prefix keeps these signatures apart from every other HMAC we make.
 */
export const PLEDGE_LINK_LIFETIME_MS = 60 * 24 * 60 * 60 * 1000;

export type PledgeLinkCheck = { ok: true; userId: string } | { ok: false; reason: 'expired' | 'forged' };

const signature = (secret: string, userId: string, expiresAt: number) =>
  createHmac('sha256', secret).update(`pledge-link:${userId}:${expiresAt}`).digest('base64url');

/** "<member id>.<expires at, ms>.<HMAC of both>". */
export function issuePledgeLink(secret: string, userId: string, now: number = Date.now()): string {
  const expiresAt = now + PLEDGE_LINK_LIFETIME_MS;
  return `${userId}.${expiresAt}.${signature(secret, userId, expiresAt)}`;
}

export function checkPledgeLink(secret: string, token: string, now: number = Date.now()): PledgeLinkCheck {
  const match = /^([\w-]{1,64})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'forged' };
  const userId = match[1]!;
  const expiresAt = Number(match[2]);
  const expected = Buffer.from(signature(secret, userId, expiresAt));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  if (now > expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, userId };
}
