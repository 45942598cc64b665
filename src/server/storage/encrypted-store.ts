import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { BlobStore } from './blob-store';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts every file before it reaches the store (AES-256-GCM), so neither the data directory's
 * files nor the bucket's objects can be read without the key. The key is derived from AUTH_SECRET with
 * HKDF and a label of its own; the file's key is the additional data, so a file copied under another
 * key does not open.
 */
export function encryptedStore(inner: BlobStore, authSecret: string): BlobStore {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'riba-free', 'stored files', 32));
  return {
    async put(name, data) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(name));
      const body = Buffer.concat([cipher.update(data), cipher.final()]);
      await inner.put(name, Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), body]));
    },
    async get(name) {
      const sealed = await inner.get(name);
      if (!sealed) return undefined;
      if (sealed[0] !== VERSION) throw new Error(`stored file ${name} is in an unknown format`);
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(name));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
    delete: (name) => inner.delete(name),
  };
}
