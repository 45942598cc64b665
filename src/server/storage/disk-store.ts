import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../data-dir';
import { assertSafeKey, type BlobStore } from './blob-store';

/** Files under one private folder of the data directory, one file per key. */
export function diskStore(root: string): BlobStore {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, data, { mode: PRIVATE_FILE_MODE });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
