import { AppError, tooManyRequests } from '../http/errors';

/** A page reload frees its slot at once; these only pace browsers that are refused. */
export const ADDRESS_RETRY_AFTER_S = 30;
export const BUSY_RETRY_AFTER_S = 60;

export const STREAM_MESSAGES = {
  tooManyFromAddress: 'Too many live updates are open from your connection. Close a few tabs, then try again.',
  busy: 'The live counter is busy right now. The figures will refresh in a minute.',
} as const;

/**
 * Counts the open live-counter streams of this instance, per client address and in all, so
 * anonymous clients cannot exhaust its sockets and memory.
 */
export function createStreamSlots(limits: { perAddress: number; total: number }) {
  const byAddress = new Map<string, number>();
  let total = 0;

  return {
    /** Takes a slot or throws 429 (this address) / 503 (this instance); the release may be called more than once. */
    acquire(address: string): () => void {
      const held = byAddress.get(address) ?? 0;
      if (held >= limits.perAddress) throw tooManyRequests(STREAM_MESSAGES.tooManyFromAddress, ADDRESS_RETRY_AFTER_S);
      if (total >= limits.total) {
        throw new AppError(503, 'busy', STREAM_MESSAGES.busy, undefined, { 'retry-after': String(BUSY_RETRY_AFTER_S) });
      }
      byAddress.set(address, held + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
    },
    get total() {
      return total;
    },
  };
}
