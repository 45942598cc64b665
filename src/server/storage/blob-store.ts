/**
 * Where uploaded files live, by key: the data directory on one instance, or an S3-compatible store
 * when several instances must read the same files. Callers never learn which.
 */
export interface BlobStore {
  put(key: string, data: Buffer): Promise<void>;
  /** Undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** Deleting a key that is already gone is no error: erasure may run twice. */
  delete(key: string): Promise<void>;
}

/** Keys are ours (random ids with a folder prefix), never a name someone typed. */
export const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
}
