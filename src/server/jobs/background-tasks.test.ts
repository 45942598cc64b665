import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background-tasks';

function recordingLog() {
  const lines: { obj: object; msg: string }[] = [];
  const keep = (obj: object, msg: string) => void lines.push({ obj, msg });
  return { lines, log: { info: keep, warn: keep, error: keep } };
}

describe('background tasks', () => {
  it('starts a task only after the caller has finished its own work', async () => {
    const tasks = createBackgroundTasks(recordingLog().log);
    const order: string[] = [];
    tasks.run('later', async () => void order.push('task'));
    order.push('caller');
    await Promise.resolve();
    order.push('caller, after a tick');
    await tasks.idle();
    expect(order).toEqual(['caller', 'caller, after a tick', 'task']);
  });

  it('idle waits for every queued and running task, and runs at most four at once', async () => {
    const tasks = createBackgroundTasks(recordingLog().log);
    let running = 0;
    let most = 0;
    let finished = 0;
    // Every task waits for the gate, so all that may run at once are running before any ends.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    for (let i = 0; i < 10; i++) {
      tasks.run('slow', async () => {
        running += 1;
        most = Math.max(most, running);
        await gate;
        running -= 1;
        finished += 1;
      });
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(4);
    let idle = false;
    const done = tasks.idle().then(() => (idle = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    open();
    await done;
    expect(finished).toBe(10);
    expect(most).toBe(4);
  });

  it('logs a failure by task name and error type, never with what the error message carries', async () => {
    const { lines, log } = recordingLog();
    const tasks = createBackgroundTasks(log);
    tasks.run('password-reset-email', async () => {
      throw Object.assign(new Error('could not deliver https://x/auth?reset=SECRET-TOKEN to a@example.org'), { code: 'EENVELOPE' });
    });
    let ranAfter = false;
    tasks.run('next', async () => void (ranAfter = true));
    await tasks.idle();
    expect(ranAfter).toBe(true);
    expect(lines).toEqual([{ obj: { task: 'password-reset-email', error: { type: 'Error', code: 'EENVELOPE' } }, msg: 'background task failed' }]);
    expect(JSON.stringify(lines)).not.toContain('SECRET-TOKEN');
  });

  it('idle resolves at once when nothing is queued', async () => {
    await expect(createBackgroundTasks(recordingLog().log).idle()).resolves.toBeUndefined();
  });
});
