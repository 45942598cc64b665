import { useMutation } from '@tanstack/react-query';
import { REPORTS_API, type ReceiptProof } from '../../../shared/reports-api';
import { api } from '../../lib/api';
import { checkProof } from './verify-in-browser';

export interface CheckedProof {
  proof: ReceiptProof;
  /** True when this browser recomputed the month's root from the receipt and the path. */
  verified: boolean;
}

export const useReceiptProof = () =>
  useMutation({
    mutationFn: async (code: string): Promise<CheckedProof> => {
      const proof = await api<ReceiptProof>(REPORTS_API.proof, { body: { code } });
      return { proof, verified: await checkProof(proof, proof.root) };
    },
  });
