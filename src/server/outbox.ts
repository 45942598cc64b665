import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

let sequence = 0;

/**
 * Writes one outgoing message (e-mail or SMS) as a JSON file into DATA_DIR/outbox. File names sort
 * in sending order, so "the newest message to X" is the last match.
 */
export async function writeToOutbox(outboxDir: string, to: string, message: object): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  sequence += 1;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const safeTo = to.replace(/[^a-zA-Z0-9@._+-]/g, '_');
  const file = path.join(outboxDir, `${stamp}-${process.pid}-${String(sequence).padStart(5, '0')}-${safeTo}.json`);
  await writeFile(file, JSON.stringify({ to, ...message, sent_at: new Date().toISOString() }, null, 2));
  return file;
}
