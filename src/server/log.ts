/** The slice of a logger that services need; pino and Fastify's logger both fit it. */
export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Enough of an address to tell messages apart in a log, not enough to read it: the first letter and
 * the domain of an e-mail, the last four digits of a phone number.
 */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to[0]}${'*'.repeat(Math.max(3, at - 1))}${to.slice(at)}`;
  return `${'*'.repeat(Math.max(0, to.length - 4))}${to.slice(-4)}`;
}
