import { createHash, webcrypto } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildLevels, type Bytes, fromHex, leafPreimage, normalizeReceiptCode, proofFromLevels, type ReceiptLeafFields, receiptCodeFromBytes, toHex, verifyProof,
} from './receipt-proof';

const sha = (data: Bytes) => new Uint8Array(createHash('sha256').update(data).digest());
const subtle = async (data: Bytes) => new Uint8Array(await webcrypto.subtle.digest('SHA-256', data));

const receipt = (i: number): ReceiptLeafFields => ({ code: `CODE-${String(i).padStart(4, '0')}`, amount_cents: 1000 + i, currency: i % 3 ? 'USD' : 'CAD', month: '2026-03' });

function tree(count: number) {
  const receipts = Array.from({ length: count }, (_, i) => receipt(i));
  const hashed = receipts.map((r) => ({ r, leaf: sha(leafPreimage(r)) })).sort((a, b) => toHex(a.leaf).localeCompare(toHex(b.leaf)));
  const levels = buildLevels(hashed.map((h) => h.leaf), sha);
  return { sorted: hashed.map((h) => h.r), levels, root: toHex(levels.at(-1)?.[0] as Bytes) };
}

describe('receipt tree', () => {
  it('a single receipt is its own root, with an empty path', async () => {
    const { sorted, levels, root } = tree(1);
    expect(proofFromLevels(levels, 0)).toEqual([]);
    expect(root).toBe(toHex(sha(leafPreimage(sorted[0] as ReceiptLeafFields))));
    expect(await verifyProof(sorted[0] as ReceiptLeafFields, [], root, subtle)).toBe(true);
  });

  it('every receipt of trees of even and odd sizes verifies against the root with Web Crypto', async () => {
    for (const count of [2, 3, 5, 7, 8, 9, 33]) {
      const { sorted, levels, root } = tree(count);
      for (const [i, r] of sorted.entries()) expect(await verifyProof(r, proofFromLevels(levels, i), root, subtle), `${count}:${i}`).toBe(true);
    }
  });

  it('a last node without a partner moves up unchanged: 3 leaves give H(H(a,b), c)', () => {
    const { levels } = tree(3);
    const [a, b, c] = levels[0] as Bytes[];
    const node = (l: Bytes, r: Bytes) => sha(new Uint8Array([1, ...l, ...r]));
    expect(toHex(levels.at(-1)?.[0] as Bytes)).toBe(toHex(node(node(a as Bytes, b as Bytes), c as Bytes)));
  });

  it('a tampered amount, code, currency or month, or a tampered path, fails', async () => {
    const { sorted, levels, root } = tree(6);
    const r = sorted[2] as ReceiptLeafFields;
    const path = proofFromLevels(levels, 2);
    expect(await verifyProof({ ...r, amount_cents: r.amount_cents + 1 }, path, root, subtle)).toBe(false);
    expect(await verifyProof({ ...r, code: 'CODE-9999' }, path, root, subtle)).toBe(false);
    expect(await verifyProof({ ...r, currency: r.currency === 'USD' ? 'CAD' : 'USD' }, path, root, subtle)).toBe(false);
    expect(await verifyProof({ ...r, month: '2026-04' }, path, root, subtle)).toBe(false);
    const flipped = path.map((s, i) => (i === 0 ? { ...s, side: s.side === 'left' ? ('right' as const) : ('left' as const) } : s));
    expect(await verifyProof(r, flipped, root, subtle)).toBe(false);
    expect(await verifyProof(r, path.slice(1), root, subtle)).toBe(false);
  });

  it('the root depends only on the set of receipts, not on their order', () => {
    fc.assert(fc.property(fc.shuffledSubarray(Array.from({ length: 12 }, (_, i) => i), { minLength: 1 }), (picked) => {
      const leaves = picked.map((i) => sha(leafPreimage(receipt(i))));
      const sortedLeaves = [...leaves].sort((a, b) => toHex(a).localeCompare(toHex(b)));
      const reversed = [...sortedLeaves].reverse().sort((a, b) => toHex(a).localeCompare(toHex(b)));
      return toHex(buildLevels(sortedLeaves, sha).at(-1)?.[0] as Bytes) === toHex(buildLevels(reversed, sha).at(-1)?.[0] as Bytes);
    }));
  });

  it('refuses an empty tree', () => {
    expect(() => buildLevels([], sha)).toThrow(RangeError);
  });

  it('hex round-trips', () => {
    const bytes = sha(new Uint8Array([1, 2, 3]));
    expect(fromHex(toHex(bytes))).toEqual(bytes);
  });
});

describe('receipt codes', () => {
  it('are 16 symbols in four groups, from 80 random bits', () => {
    const code = receiptCodeFromBytes(new Uint8Array(16).map((_, i) => i * 7));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  it('a pasted code is read whatever its case, spaces and look-alike letters', () => {
    expect(normalizeReceiptCode(' 7kqm 2xhd-9prt-w3nb ')).toBe('7KQM-2XHD-9PRT-W3NB');
    expect(normalizeReceiptCode('OIL0-2XHD-9PRT-W3NB')).toBe('0110-2XHD-9PRT-W3NB');
    expect(normalizeReceiptCode('7KQM-2XHD-9PRT')).toBeUndefined();
    expect(normalizeReceiptCode('7KQM-2XHD-9PRT-W3NU')).toBeUndefined();
  });
});
