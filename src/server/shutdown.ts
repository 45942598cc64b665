export interface ShutdownStep {
  /** What is still open while the step runs, as the log line names it. */
  name: string;
  run: () => Promise<void>;
}

export type ShutdownOutcome = { finished: true } | { finished: false; waitingFor: string };

/**
 * Runs the steps one after the other, within `graceMs` in all. When the time runs out first, answers
 * the step still under way and leaves it running: the caller exits, which ends it.
 */
export async function runShutdown(steps: ShutdownStep[], graceMs: number): Promise<ShutdownOutcome> {
  let current = '';
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ finished: false, waitingFor: current }), graceMs);
  });
  const work = (async (): Promise<ShutdownOutcome> => {
    for (const step of steps) {
      current = step.name;
      await step.run();
    }
    return { finished: true };
  })();
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
