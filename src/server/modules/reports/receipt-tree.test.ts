import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildLevels, type Bytes, proofFromLevels, type ReceiptLeafFields, toHex, verifyProof } from '../../../shared/domain/receipt-proof';
import { buildTree, indexInChunk, leafHash, proofFromChunk } from './receipt-tree';

const subtle = async (data: Bytes) => new Uint8Array(await webcrypto.subtle.digest('SHA-256', data));
const sha = (data: Bytes) => new Uint8Array(createHash('sha256').update(data).digest());
const receipt = (i: number): ReceiptLeafFields => ({ code: `R${i}`, amount_cents: 1000, currency: 'USD', month: '2026-01' });

describe('the stored tree in blocks', () => {
  it('gives the same root and the same proofs as the whole tree, for block-aligned and ragged sizes', async () => {
    for (const count of [1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 31, 33]) {
      const leaves = Array.from({ length: count }, (_, i) => leafHash(receipt(i)));
      const sorted = [...leaves].sort(Buffer.compare);
      const whole = buildLevels(sorted, sha);
      const stored = await buildTree(leaves, 4);
      expect(stored.root, `${count}`).toBe(toHex(whole.at(-1)?.[0] as Bytes));
      for (let i = 0; i < count; i++) {
        const chunk = stored.chunks[Math.floor(i / 4)];
        if (!chunk) throw new Error('missing block');
        const at = indexInChunk(chunk.hashes, sorted[i] as Buffer);
        expect(at).toBe(i % 4);
        const path = proofFromChunk(chunk.hashes, at, chunk.chunk, stored.chunkRoots);
        expect(path).toEqual(proofFromLevels(whole, i));
      }
    }
  });

  it('a proof made from the blocks verifies in Web Crypto, and a leaf not in the block is not found', async () => {
    const receipts = Array.from({ length: 11 }, (_, i) => receipt(i));
    const stored = await buildTree(receipts.map(leafHash), 4);
    for (const r of receipts) {
      const leaf = leafHash(r);
      const chunk = [...stored.chunks].reverse().find((c) => c.first_leaf <= toHex(leaf));
      if (!chunk) throw new Error('no block');
      const path = proofFromChunk(chunk.hashes, indexInChunk(chunk.hashes, leaf), chunk.chunk, stored.chunkRoots);
      expect(await verifyProof(r, path, stored.root, subtle)).toBe(true);
    }
    expect(indexInChunk(stored.chunks[0]?.hashes as Buffer, leafHash(receipt(99)))).toBe(-1);
  });

  it('refuses a block size that is not a power of two', async () => {
    await expect(buildTree([leafHash(receipt(1))], 6)).rejects.toThrow(RangeError);
  });
});
