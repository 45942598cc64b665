import { createHash } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/support/fake-api';
import { renderApp } from '../../../../test/support/render-app';
import { buildLevels, leafPreimage, proofFromLevels, type ReceiptLeafFields, toHex } from '../../../shared/domain/receipt-proof';
import { REPORTS_API, type ReceiptProof } from '../../../shared/reports-api';
import { ReceiptProofForm } from './receipt-proof-form';

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());

/** A real proof of the first of two receipts of October 2026, as the server builds it. */
function proofOf(leaf: ReceiptLeafFields): ReceiptProof {
  const leaves = [leafPreimage(leaf), leafPreimage({ ...leaf, code: '7KQM2XHD9PRTW3NB' })].map(sha256);
  const levels = buildLevels(leaves, sha256);
  return {
    leaf, leaf_hash: toHex(leaves[0]!), path: proofFromLevels(levels, 0), root: toHex(levels.at(-1)![0]!),
    receipts: 2, version: 1, built_at: '2026-11-01T00:00:00.000Z', open: false,
  };
}

const CODE = 'ABCD-EFGH-JKMN-PQRS';
const proof = proofOf({ code: 'ABCDEFGHJKMNPQRS', amount_cents: 1000, currency: 'USD', month: '2026-10' });

describe('the receipt check', () => {
  it('runs at once for the code in the address and leads with a plain answer, the technical proof folded below', async () => {
    const server = fakeApi({ [`POST ${REPORTS_API.proof}`]: { body: proof } });
    renderApp(<ReceiptProofForm initialCode={CODE} />);
    const result = await screen.findByTestId('receipt-proof');
    expect(within(result).getByRole('heading', { level: 2 }).textContent).toBe('Your $10.00 of October 2026 is counted in the published total.');
    expect(server.sentTo('POST', REPORTS_API.proof)).toHaveLength(1);

    const technical = result.querySelector('details')!;
    expect(technical.open).toBe(false);
    expect(technical.querySelector('summary')?.textContent).toBe('How it was checked (technical proof)');
    for (const word of ['Merkle', 'SHA-256', 'sibling', 'Your leaf']) {
      const outside = [...result.childNodes].filter((node) => node !== technical).map((node) => node.textContent).join(' ');
      expect(outside).not.toContain(word);
    }
    expect(technical.textContent).toContain(proof.root);
  });

  it('waits for the member when the page opens without a code', async () => {
    const server = fakeApi({ [`POST ${REPORTS_API.proof}`]: { body: proof } });
    const { user } = renderApp(<ReceiptProofForm initialCode="" />);
    await user.type(screen.getByLabelText('Receipt code'), CODE);
    expect(server.sentTo('POST', REPORTS_API.proof)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Check my receipt' }));
    expect(await screen.findByText('Your $10.00 of October 2026 is counted in the published total.')).toBeTruthy();
    expect(server.sentTo('POST', REPORTS_API.proof)).toHaveLength(1);
  });
});
