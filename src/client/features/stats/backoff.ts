/**
 * How long to wait before attempt number `attempt` (0 for the first retry): the wait doubles from
 * `baseMs` up to `maxMs`, and half of it is random so that thousands of browsers dropped by the same
 * restart do not all come back in the same second.
 */
export function backoffDelay(attempt: number, { baseMs = 1000, maxMs = 30_000, random = Math.random } = {}): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
