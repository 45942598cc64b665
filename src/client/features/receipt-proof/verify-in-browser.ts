import { type Bytes, verifyProof } from '../../../shared/domain/receipt-proof';
import type { ReceiptProof } from '../../../shared/reports-api';

const sha256 = async (data: Bytes): Promise<Bytes> => new Uint8Array(await crypto.subtle.digest('SHA-256', data as BufferSource));

/**
 * Recomputes the root here, with the browser's own SHA-256, from the receipt as the member knows it
 * and the sibling hashes: the server's answer counts only if it leads to the root published for the month.
 */
export const checkProof = (proof: ReceiptProof, expectedRoot: string) => verifyProof(proof.leaf, proof.path, expectedRoot, sha256);
