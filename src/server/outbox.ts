import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir';

let sequence = 0;

/**
 * Writes one outgoing message (e-mail or SMS) as a JSON file into DATA_DIR/outbox. File names sort
 * in sending order, so "the newest message to X" is the last match. Only the server's user can read
 * them: they hold live links and codes. The recipient is inside the file, never in its name, because
 * the name is logged.
 */
export async function writeToOutbox(outboxDir: string, to: string, message: object): Promise<string> {
  await mkdir(outboxDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  sequence += 1;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(outboxDir, `${stamp}-${process.pid}-${String(sequence).padStart(5, '0')}.json`);
  // Written aside and renamed into place, so whoever reads the outbox never sees half a message.
  const partial = `${file}.part`;
  await writeFile(partial, JSON.stringify({ to, ...message, sent_at: new Date().toISOString() }, null, 2), { mode: PRIVATE_FILE_MODE });
  await rename(partial, file);
  return file;
}

/** The text appears as a whole address or number, not as the tail of a longer one (a@x.org in ba@x.org). */
const mentions = (text: string, needle: string) =>
  new RegExp(`(^|[^A-Za-z0-9._%+-])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9._%+-])`).test(text);

export const outboxDirOf = (dataDir: string) => path.join(dataDir, 'outbox');

/** Deletes every outbox message that mentions one of the texts (an erased member's e-mail or phone). */
export async function eraseFromOutbox(outboxDir: string, texts: string[]): Promise<number> {
  const needles = texts.filter(Boolean);
  let files: string[];
  try {
    files = await readdir(outboxDir);
  } catch {
    return 0;
  }
  let erased = 0;
  for (const name of files) {
    const file = path.join(outboxDir, name);
    const content = await readFile(file, 'utf8').catch(() => '');
    if (needles.some((n) => mentions(content, n))) {
      await unlink(file).catch(() => {});
      erased += 1;
    }
  }
  return erased;
}
