import { ConfigError } from '../config';

/**
 * Runs a command-line tool's body: any failure ends the process with exit code 1 and one line, since
 * these tools run from cron and scripts where a stack trace only hides the reason.
 */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (err) {
    const message = err instanceof ConfigError ? err.message.replace(/\n\s*/g, ' ') : err instanceof Error ? err.message : String(err);
    console.error(`Error: ${message}`);
    process.exit(1);
  }
}
