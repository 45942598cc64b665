import { createHash, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type DistributionPreview } from '../../../shared/api';
import { createMember, createTestApp, keepPledgeWithOneMonth, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
let preparer: TestMember;
let approver: TestMember;
const QUEUE = 5;

const admin = () => createMember(t, { admin: true, overrides: { device_hash: createHash('sha256').update(randomUUID()).digest('hex') } });

beforeAll(async () => {
  t = await createTestApp();
  preparer = await admin();
  approver = await admin();
  const { verified_subscribers } = await t.db.kysely.selectFrom('subscriber_stats').select('verified_subscribers').executeTakeFirstOrThrow();
  await t.db.kysely.updateTable('subscriber_stats').set({ goal: Number(verified_subscribers), phase: 2 }).execute();
  for (let i = 0; i < QUEUE; i++) {
    const m = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
    await keepPledgeWithOneMonth(t, m.id);
    expect((await t.app.inject({ method: 'PUT', url: API.adminApprove(res.json().application.id), headers: { cookie: preparer.cookie } })).statusCode).toBe(200);
  }
}, 120_000);
afterAll(async () => t.close());

/** A month's movements as the ledger holds them: money in is positive, fees and refunds negative. */
const movement = fc.oneof(
  fc.record({ kind: fc.constantFrom('contribution' as const, 'recorded_payment' as const), cents: fc.integer({ min: 1, max: 5_000_000 }) }),
  fc.record({ kind: fc.constantFrom('fee' as const, 'refund' as const), cents: fc.integer({ min: -200_000, max: -1 }) }),
);

let run = 0;
async function writeMonth(movements: { kind: 'contribution' | 'recorded_payment' | 'fee' | 'refund'; cents: number }[]) {
  run += 1;
  const month = `${1000 + run}-06`;
  await t.db.kysely.transaction().execute(async (trx) => {
    for (const m of movements) {
      await t.services.ledger.append(trx, {
        kind: m.kind, amount_cents: m.cents, currency: 'USD', settled_cents: m.cents, month, member_id: randomUUID(),
        source: m.kind === 'recorded_payment' ? 'recorded' : 'stripe', reference: randomUUID(),
      });
    }
  });
  return month;
}

const prepare = (month: string, n: number) =>
  t.app.inject({ method: 'POST', url: API.adminDistributions, headers: { cookie: preparer.cookie }, payload: { month_year: month, beneficiaries_count: n } });

async function everyShare(id: string): Promise<number[]> {
  const body = (await t.app.inject({ method: 'GET', url: `${API.adminDistributionPreview(id)}?page_size=100`, headers: { cookie: preparer.cookie } })).json() as DistributionPreview;
  return body.items.map((i) => i.amount_cents);
}

describe('a month prepared from the ledger (property test)', () => {
  it('has the pool the rows add up to, 1% exact to the cent, and shares adding up to the distributed amount', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: QUEUE }), async (movements, n) => {
        const month = await writeMonth(movements);
        const held = movements.reduce((sum, m) => sum + m.cents, 0);
        const res = await prepare(month, n);
        if (held <= 0) {
          expect(res.statusCode).toBe(409);
          return;
        }
        const retained = Math.floor(held / 100);
        if (held - retained < n) {
          expect(res.statusCode).toBe(400);
          return;
        }
        expect(res.statusCode, res.body).toBe(201);
        const d = res.json().distribution;
        expect(d.total_pool_cents).toBe(held);
        expect(d.total_retained_cents).toBe(retained);
        expect(d.total_retained_cents * 100).toBeLessThanOrEqual(held);
        expect(d.total_distributed_cents + d.total_retained_cents).toBe(held);
        expect(d.collected_cents - d.fees_cents - d.refunds_cents).toBe(held);
        const shares = await everyShare(d.id);
        expect(shares).toHaveLength(n);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(d.total_distributed_cents);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 40 },
    );
  }, 240_000);

  it('pays on approval exactly the shares it previewed', async () => {
    const month = await writeMonth([{ kind: 'contribution', cents: 1_234_567 }, { kind: 'fee', cents: -3_210 }, { kind: 'refund', cents: -1_000 }]);
    const id = (await prepare(month, QUEUE)).json().distribution.id as string;
    const previewed = await everyShare(id);
    const approved = await t.app.inject({ method: 'POST', url: API.adminDistributionApproval(id), headers: { cookie: approver.cookie } });
    expect(approved.statusCode).toBe(200);
    const allocations = (await t.app.inject({ method: 'GET', url: `${API.adminAllocations(id)}?page_size=100`, headers: { cookie: approver.cookie } })).json();
    expect(allocations.items.map((a: { amount_cents: number }) => a.amount_cents)).toEqual(previewed);
    // 1,234,567 - 3,210 - 1,000 = 1,230,357 held; 12,303 kept; 1,218,054 shared among 5: 243,611 (four) and 243,610.
    expect(previewed).toEqual([243_611, 243_611, 243_611, 243_611, 243_610]);
    expect(approved.json().distribution).toMatchObject({ total_pool_cents: 1_230_357, total_retained_cents: 12_303, total_distributed_cents: 1_218_054 });
  });
});
