import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { diskStore } from './disk-store';
import { encryptedStore } from './encrypted-store';
import { s3Store } from './s3-store';

/** The folder of DATA_DIR that holds uploaded files when no S3 store is set. */
export const FILES_DIR = 'files';

/** The store the settings name, always behind encryption. */
export function createBlobStore(config: Pick<Config, 'dataDir' | 'authSecret' | 'fileStorage'>): BlobStore {
  const inner = config.fileStorage ? s3Store(config.fileStorage) : diskStore(path.join(config.dataDir, FILES_DIR));
  return encryptedStore(inner, config.authSecret);
}
