import { chmodSync, closeSync, existsSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Only the server's own user may read the data: it holds personal data, and the outbox live links. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** What the server keeps in DATA_DIR; anything else there is left as it is. */
const DATA_FILES = ['app.db', 'app.db-wal', 'app.db-shm', 'app.db-journal', 'auth-secret'];
export const OUTBOX = 'outbox';

/** Creates a file the server alone can read, so that SQLite's -wal and -shm files, which copy its mode, are private too. */
export function createPrivateFile(file: string) {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
}

/** Tightens a data directory made by an earlier version, when its files were readable by everyone. */
export function secureDataDir(dataDir: string) {
  chmodSync(dataDir, PRIVATE_DIR_MODE);
  for (const name of DATA_FILES) {
    const file = path.join(dataDir, name);
    if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
  }
  const outbox = path.join(dataDir, OUTBOX);
  if (!existsSync(outbox)) return;
  chmodSync(outbox, PRIVATE_DIR_MODE);
  for (const name of readdirSync(outbox)) chmodSync(path.join(outbox, name), PRIVATE_FILE_MODE);
}
