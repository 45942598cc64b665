import type { Log } from '../log';

/** At most this many tasks run at once, so a burst of requests cannot open a burst of SMTP connections. */
const CONCURRENCY = 4;

export interface BackgroundTasks {
  /** Queues the task to start after the current request has been answered; never throws. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every queued and running task has finished. */
  idle(): Promise<void>;
}

/**
 * Work a request starts but does not wait for, kept in this process. Nothing survives a crash: a
 * durable job table comes with the PostgreSQL job queue; until then only work that may be lost in a
 * crash (a reset e-mail the person can ask for again) belongs here.
 */
export function createBackgroundTasks(log: Log): BackgroundTasks {
  const queue: { name: string; task: () => Promise<void> }[] = [];
  let running = 0;
  let waiters: (() => void)[] = [];

  function settleIfIdle() {
    if (running > 0 || queue.length > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  function pump() {
    while (running < CONCURRENCY && queue.length > 0) {
      const { name, task } = queue.shift()!;
      running += 1;
      void task()
        .catch((err: unknown) => {
          // Only what identifies the failure: the task's inputs (addresses, links) stay out of the log.
          const error = err instanceof Error ? { type: err.name, code: (err as { code?: unknown }).code } : { type: typeof err };
          log.error({ task: name, error }, 'background task failed');
        })
        .finally(() => {
          running -= 1;
          pump();
          settleIfIdle();
        });
    }
  }

  return {
    run(name, task) {
      queue.push({ name, task });
      // setImmediate runs after the pending reply has been written, so the answer never waits.
      setImmediate(pump);
    },
    idle() {
      if (running === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
