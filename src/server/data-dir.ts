import { accessSync, chmodSync, closeSync, constants, existsSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Only the server's own user may read the data: it holds personal data, and the outbox live links. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The SQLite database, when DATABASE_URL is unset. */
export const SQLITE_FILE = 'app.db';

/** What the server keeps in DATA_DIR; anything else there is left as it is. */
const DATA_FILES = [SQLITE_FILE, 'app.db-wal', 'app.db-shm', 'app.db-journal', 'auth-secret'];
export const OUTBOX = 'outbox';

/**
 * Creates the data directory if it is missing; says what is wrong when the server could not keep its
 * data there, before anything is written to it.
 */
export function prepareDataDir(dataDir: string): string | undefined {
  try {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOTDIR') return `${dataDir} is a file, or lies under one; point DATA_DIR at a directory (it is created when missing)`;
    return `${dataDir} cannot be created (${code}); create it for the server's user, or point DATA_DIR elsewhere`;
  }
  try {
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch {
    return `${dataDir} is not writable by the server's user; give that user the directory (chown), or point DATA_DIR elsewhere`;
  }
  return undefined;
}

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
