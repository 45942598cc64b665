import type { RateLimitRule } from '../../config';
import type { Executor } from '../../db/executor';
import { tooManyRequests } from '../../http/errors';
import { rateLimitRepository } from './rate-limit.repository';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export function createRateLimitService(deps: { db: Executor }) {
  return {
    /** Counts a hit against every key; throws 429 when any of them is over its limit. */
    async consume(rule: RateLimitRule, ...keys: string[]): Promise<void> {
      const now = Date.now();
      for (const key of keys) {
        const { hits, windowStart } = await rateLimitRepository.hit(deps.db, key, now, rule.windowMs);
        if (hits > rule.max) {
          const retryAfter = Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));
          throw tooManyRequests(RATE_LIMIT_MESSAGE, retryAfter);
        }
      }
    },

    purgeStale() {
      return rateLimitRepository.purgeOlderThan(deps.db, Date.now() - 24 * 60 * 60 * 1000);
    },
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
