import { describe, expect, it } from 'vitest';
import { payoutMoveSchema } from '../schemas/payouts';
import { canMove, PAYOUT_STATUSES, returnMonth } from './payouts';

describe('payout moves', () => {
  it('go forward only; failed and returned are ends; money can come back after a confirmation', () => {
    const allowed = PAYOUT_STATUSES.flatMap((from) => PAYOUT_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toEqual(['pending>sent', 'pending>failed', 'sent>confirmed', 'sent>failed', 'sent>returned', 'confirmed>returned']);
  });

  it('ask how a payout is sent, and a reference when it is paid outside the platform', () => {
    const issues = (body: object) => payoutMoveSchema.safeParse(body).error?.issues.map((i) => [i.path[0], i.message]) ?? [];
    expect(issues({ status: 'sent' })).toEqual([['method', 'Choose how the payout is sent']]);
    expect(issues({ status: 'sent', method: 'outside', reference: ' ' })).toEqual([['reference', 'Type the reference of the payment made outside the platform']]);
    expect(issues({ status: 'sent', method: 'outside', reference: 'Cheque 1' })).toEqual([]);
    expect(issues({ status: 'sent', method: 'provider_transfer' })).toEqual([]);
    expect(issues({ status: 'confirmed' })).toEqual([]);
    expect(issues({ status: 'pending' })).toEqual([['status', 'Choose a status']]);
    expect(issues({ status: 'failed', note: 'x'.repeat(501) })).toEqual([['note', 'Note must be at most 500 characters']]);
  });
});

describe('the month a failed or returned payout goes back to', () => {
  it('is the month after the payout’s, or the first after it that no approved distribution closed', () => {
    expect(returnMonth('2025-03', new Set())).toBe('2025-04');
    expect(returnMonth('2025-12', new Set())).toBe('2026-01');
    expect(returnMonth('2025-03', new Set(['2025-04', '2025-05', '2025-07']))).toBe('2025-06');
    expect(returnMonth('2025-11', new Set(['2025-12']))).toBe('2026-01');
  });
});
