import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import { mime } from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Copy {
  body: Buffer;
  etag: string;
}

/**
 * The build's hashed assets, each copy (brotli, gzip or plain) read from disk once, on its first
 * request, and sent from memory after. A hashed name never changes content, so nothing goes stale,
 * and the whole folder is a few megabytes. Why not stream each from disk: a file read takes several
 * turns of the event loop (open, stat, read, close), and each turn waits behind whatever holds the
 * loop (a billing batch recording its charges, a burst of sign-ups); from memory it takes one.
 */
export function createHashedAssets(dir: string) {
  // Only names the build wrote are served: nothing typed into the address reaches the file system.
  const names = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const copies = new Map<string, Promise<Copy>>();

  const load = (file: string): Promise<Copy> => {
    let copy = copies.get(file);
    if (!copy) {
      copy = readFile(path.join(dir, file)).then((body) => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }));
      // A failed read is tried again next time rather than remembered.
      copy.catch(() => copies.delete(file));
      copies.set(file, copy);
    }
    return copy;
  };

  return {
    has: (name: string) => names.has(name) && !name.endsWith('.br') && !name.endsWith('.gz'),

    /** Sends `name` in the best encoding the request accepts and the build left, cached for a year. */
    async send(request: FastifyRequest, reply: FastifyReply, name: string) {
      const offered = (['br', 'gzip'] as const).filter((encoding) => names.has(name + SUFFIX[encoding]));
      const encoding: Encoding = offered.length ? (negotiate(request.headers['accept-encoding'] ?? '', [...offered, 'identity']) ?? 'identity') : 'identity';
      const copy = await load(name + SUFFIX[encoding]);
      reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').header('etag', copy.etag);
      reply.type(mime.getType(name) ?? 'application/octet-stream');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      if (request.headers['if-none-match'] === copy.etag) return reply.code(304).send();
      return reply.send(copy.body);
    },
  };
}
