import { hash } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { buildLevels, type Bytes, leafPreimage, type ProofStep, proofFromLevels, type ReceiptLeafFields, toHex } from '../../../shared/domain/receipt-proof';

const HASH_BYTES = 32;
/** Leaves per stored block: a proof rehashes one block (1,023 hashes) and the block roots, never the month. */
export const CHUNK_SIZE = 1024;

const sha256 = (data: Bytes): Bytes => hash('sha256', data, 'buffer');

export const leafHash = (leaf: ReceiptLeafFields): Buffer => hash('sha256', leafPreimage(leaf), 'buffer');

/** The leaves of many receipts, hashed a block at a time between other requests. */
export async function leafHashes(leaves: ReceiptLeafFields[]): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let i = 0; i < leaves.length; i++) {
    out.push(leafHash(leaves[i] as ReceiptLeafFields));
    if (i % 8192 === 8191) await yieldToEventLoop();
  }
  return out;
}

export interface StoredChunk {
  chunk: number;
  first_leaf: string;
  hashes: Buffer;
}

export interface BuiltTree {
  root: string;
  leafCount: number;
  chunkRoots: Buffer;
  chunks: StoredChunk[];
}

const split = (blob: Uint8Array): Bytes[] => {
  const out: Bytes[] = [];
  for (let i = 0; i < blob.length; i += HASH_BYTES) out.push(blob.subarray(i, i + HASH_BYTES));
  return out;
};

/**
 * The month's tree kept as blocks of sorted leaves plus the blocks' roots. Because a block holds a
 * power of two leaves and starts at a multiple of it, each block's root is exactly the node of the
 * whole tree above it (the odd-node rule included), so the two stored levels give every proof.
 * A million leaves take seconds to hash: the work yields between blocks so other requests keep being answered.
 */
export async function buildTree(leaves: Buffer[], chunkSize = CHUNK_SIZE): Promise<BuiltTree> {
  if (chunkSize < 1 || (chunkSize & (chunkSize - 1)) !== 0) throw new RangeError('the block size is a power of two');
  const sorted = [...leaves].sort(Buffer.compare);
  const chunks: StoredChunk[] = [];
  const roots: Bytes[] = [];
  for (let start = 0, chunk = 0; start < sorted.length; start += chunkSize, chunk++) {
    const slice = sorted.slice(start, start + chunkSize);
    roots.push(buildLevels(slice, sha256).at(-1)?.[0] as Bytes);
    chunks.push({ chunk, first_leaf: toHex(slice[0] as Buffer), hashes: Buffer.concat(slice) });
    await yieldToEventLoop();
  }
  const root = buildLevels(roots, sha256).at(-1)?.[0] as Bytes;
  return { root: toHex(root), leafCount: sorted.length, chunkRoots: Buffer.concat(roots), chunks };
}

/** The leaf's position in its block (binary search on the sorted hashes), or -1. */
export function indexInChunk(hashes: Uint8Array, leaf: Buffer): number {
  let low = 0;
  let high = hashes.length / HASH_BYTES - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const order = Buffer.compare(hashes.subarray(mid * HASH_BYTES, (mid + 1) * HASH_BYTES), leaf);
    if (order === 0) return mid;
    if (order < 0) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** The path from a leaf of a block to the root: inside the block, then among the block roots. */
export function proofFromChunk(hashes: Uint8Array, index: number, chunk: number, chunkRoots: Uint8Array): ProofStep[] {
  return [...proofFromLevels(buildLevels(split(hashes), sha256), index), ...proofFromLevels(buildLevels(split(chunkRoots), sha256), chunk)];
}
