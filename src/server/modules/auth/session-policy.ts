import { flag } from '../../db/time';
import { newToken } from './tokens';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * absolute: from sign-in, however active the session is; idle: without a request. An admin session
 * can move money and read everyone's data, so it lasts a working day at most.
 */
export const SESSION_LIFETIMES = {
  member: { absoluteMs: 30 * DAY_MS, idleMs: 14 * DAY_MS },
  admin: { absoluteMs: 12 * HOUR_MS, idleMs: 2 * HOUR_MS },
} as const;

const lifetimeOf = (isAdmin: boolean) => (isAdmin ? SESSION_LIFETIMES.admin : SESSION_LIFETIMES.member);

interface SessionTimes {
  created_at: string;
  expires_at: string;
  opened_as_admin: number;
}

/** The cookie lives as long as the session may, so the browser forgets it no later than the server does. */
export const cookieMaxAgeMs = (isAdmin: boolean): number => lifetimeOf(isAdmin).absoluteMs;

export function firstExpiry(isAdmin: boolean, nowMs: number): string {
  return new Date(nowMs + lifetimeOf(isAdmin).idleMs).toISOString();
}

/** A new session's secret for the cookie, and the row that stands for it: only the secret's keyed hash is stored. */
export function newSession(hash: (token: string) => string, userId: string, isAdmin: boolean, nowMs: number) {
  const token = newToken();
  const row = {
    token_hash: hash(token),
    user_id: userId,
    created_at: new Date(nowMs).toISOString(),
    expires_at: firstExpiry(isAdmin, nowMs),
    opened_as_admin: flag(isAdmin),
  };
  return { token, row };
}

/**
 * A session ends when it has been idle too long, reaches its absolute end, or was opened with other
 * privileges than the account has now (promoted or demoted since, by whatever means).
 */
export function isOver(session: SessionTimes, isAdmin: boolean, nowMs: number): boolean {
  const created = Date.parse(session.created_at);
  return (
    Date.parse(session.expires_at) <= nowMs ||
    created + lifetimeOf(isAdmin).absoluteMs <= nowMs ||
    (session.opened_as_admin === 1) !== isAdmin
  );
}

/**
 * The sliding renewal: the idle window starts again, capped at the absolute end. Written only when it
 * moves the expiry by more than a tenth of the idle window, rather than on every request.
 */
export function renewedExpiry(session: SessionTimes, isAdmin: boolean, nowMs: number): string | undefined {
  const { absoluteMs, idleMs } = lifetimeOf(isAdmin);
  const renewed = Math.min(nowMs + idleMs, Date.parse(session.created_at) + absoluteMs);
  return renewed - Date.parse(session.expires_at) > idleMs / 10 ? new Date(renewed).toISOString() : undefined;
}
