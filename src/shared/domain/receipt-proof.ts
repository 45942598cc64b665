/**
 * The monthly receipt commitment (docs/decisions/0018-verifiable-monthly-report.md): a Merkle tree over every receipt of a month, shared by the
 * server that builds it and the browser that checks a proof with Web Crypto.
 *
 * - A leaf is SHA-256(0x00 ‖ "code|amount_cents|currency|month") in UTF-8, a node SHA-256(0x01 ‖ left ‖ right):
 *   the two prefixes keep a node from ever passing for a leaf.
 * - Leaves are sorted by their hash, so the tree depends only on the set of receipts, not on the order
 *   a database returns them in.
 * - Level by level, nodes 2i and 2i+1 are hashed together; a last node without a partner moves up
 *   unchanged (never paired with itself, so no two different sets share a root).
 */

export type Bytes = Uint8Array;
export type SyncHash = (data: Bytes) => Bytes;
export type AsyncHash = (data: Bytes) => Promise<Bytes>;

/** One step of a proof: the sibling's hash and the side it sits on. */
export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
}

export interface ReceiptLeafFields {
  code: string;
  amount_cents: number;
  currency: string;
  month: string;
}

const LEAF = 0x00;
const NODE = 0x01;
const encoder = new TextEncoder();

export const leafText = (leaf: ReceiptLeafFields) => `${leaf.code}|${leaf.amount_cents}|${leaf.currency}|${leaf.month}`;

export function leafPreimage(leaf: ReceiptLeafFields): Bytes {
  const text = encoder.encode(leafText(leaf));
  const out = new Uint8Array(text.length + 1);
  out[0] = LEAF;
  out.set(text, 1);
  return out;
}

export function nodePreimage(left: Bytes, right: Bytes): Bytes {
  const out = new Uint8Array(1 + left.length + right.length);
  out[0] = NODE;
  out.set(left, 1);
  out.set(right, 1 + left.length);
  return out;
}

export const toHex = (bytes: Bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function fromHex(hex: string): Bytes {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) throw new RangeError('not a lowercase hex string');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** Every level of the tree over leaves already sorted, leaves first and the root last. */
export function buildLevels(leaves: Bytes[], hash: SyncHash): Bytes[][] {
  if (leaves.length === 0) throw new RangeError('a tree needs at least one leaf');
  const levels = [leaves];
  let level = leaves;
  while (level.length > 1) {
    const up: Bytes[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Bytes;
      const right = level[i + 1];
      up.push(right ? hash(nodePreimage(left, right)) : left);
    }
    levels.push(up);
    level = up;
  }
  return levels;
}

/** The siblings from a leaf up to the root; a level where the node moved up alone adds no step. */
export function proofFromLevels(levels: Bytes[][], index: number): ProofStep[] {
  const steps: ProofStep[] = [];
  let i = index;
  for (const level of levels.slice(0, -1)) {
    const sibling = i % 2 === 0 ? level[i + 1] : level[i - 1];
    if (sibling) steps.push({ side: i % 2 === 0 ? 'right' : 'left', hash: toHex(sibling) });
    i = Math.floor(i / 2);
  }
  return steps;
}

/** Recomputes the root from a leaf and its path; true only when it is the published root. */
export async function verifyProof(leaf: ReceiptLeafFields, path: ProofStep[], root: string, hash: AsyncHash): Promise<boolean> {
  let node = await hash(leafPreimage(leaf));
  for (const step of path) {
    const sibling = fromHex(step.hash);
    node = await hash(step.side === 'left' ? nodePreimage(sibling, node) : nodePreimage(node, sibling));
  }
  return toHex(node) === root;
}

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is hard to get wrong. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECEIPT_CODE_LENGTH = 16;

/** 16 symbols of 5 bits, 80 random bits, shown in four groups: `7KQM-2XHD-9PRT-W3NB`. */
export function receiptCodeFromBytes(random: Bytes): string {
  if (random.length < RECEIPT_CODE_LENGTH) throw new RangeError('a receipt code needs 16 random bytes');
  let code = '';
  for (let i = 0; i < RECEIPT_CODE_LENGTH; i++) code += ALPHABET[(random[i] as number) & 31];
  return code.replace(/(.{4})(?!$)/g, '$1-');
}

/** What a member typed or pasted, in the stored form; undefined when it cannot be a receipt code. */
export function normalizeReceiptCode(input: string): string | undefined {
  const symbols = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (symbols.length !== RECEIPT_CODE_LENGTH || [...symbols].some((c) => !ALPHABET.includes(c))) return undefined;
  return symbols.replace(/(.{4})(?!$)/g, '$1-');
}
