import { Piscina } from 'piscina';
import { AppError } from '../http/errors';
import { workerModule } from '../workers/worker-module';
import type { PasswordTask } from './password-worker';

export const BUSY_RETRY_AFTER_S = 5;
export const BUSY_MESSAGE = 'We are very busy right now. Please try again in a few seconds.';

/** A worker lives as long as it is used at least once an hour; tests and scripts never start one they do not use. */
const IDLE_TIMEOUT_MS = 60 * 60 * 1000;
/**
 * Hashing threads run at a lower priority than the main thread, so that a burst at full hashing
 * capacity still leaves the event loop (files, the counter) the CPU it needs.
 */
const NICE_INCREMENT = 10;

export interface PasswordWork {
  hash(password: string): Promise<string>;
  /** `encoded` undefined (unknown e-mail): the same scrypt is spent and the answer is false. */
  verify(password: string, encoded: string | undefined): Promise<boolean>;
  isTooGuessable(password: string, personal: string[]): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Password hashing and strength estimation in a bounded pool of worker threads (piscina). At most
 * `threads` tasks run and `queue` wait; beyond that the request answers 503 with Retry-After at once
 * instead of waiting without bound.
 */
export function createPasswordPool(options: { threads: number; queue: number }): PasswordWork {
  const pool = new Piscina({
    ...workerModule(import.meta.url, 'password-worker'),
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: IDLE_TIMEOUT_MS,
    niceIncrement: NICE_INCREMENT,
  });
  const capacity = options.threads + options.queue;
  let inFlight = 0;

  async function run<T>(task: PasswordTask): Promise<T> {
    if (inFlight >= capacity) throw new AppError(503, 'busy', BUSY_MESSAGE, undefined, { 'retry-after': String(BUSY_RETRY_AFTER_S) });
    inFlight += 1;
    try {
      return (await pool.run(task)) as T;
    } finally {
      inFlight -= 1;
    }
  }

  return {
    hash: (password) => run<string>({ kind: 'hash', password }),
    verify: (password, encoded) => run<boolean>({ kind: 'verify', password, encoded }),
    isTooGuessable: (password, personal) => run<boolean>({ kind: 'strength', password, personal }),
    close: () => pool.destroy(),
  };
}
