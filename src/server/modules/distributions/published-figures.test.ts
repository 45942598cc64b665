import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type DistributionsResponse } from '../../../shared/api';
import { createMember, createTestApp, keepPledgeWithOneMonth, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
let preparer: TestMember;
let approver: TestMember;

const device = () => createHash('sha256').update(randomUUID()).digest('hex');
const newAdmin = () => createMember(t, { admin: true, overrides: { device_hash: device() } });
const as = (admin: TestMember) => ({ cookie: admin.cookie });

beforeAll(async () => {
  t = await createTestApp();
  preparer = await newAdmin();
  approver = await newAdmin();
  await t.db.kysely.updateTable('subscriber_stats').set({ goal: 1, phase: 2 }).execute();
});
afterAll(async () => t.close());

const published = async () => (await t.app.inject({ method: 'GET', url: API.distributions })).json() as DistributionsResponse;

async function approvedApplication() {
  const m = await createMember(t);
  const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
  await keepPledgeWithOneMonth(t, m.id);
  expect((await t.app.inject({ method: 'PUT', url: API.adminApprove(res.json().application.id), headers: as(preparer) })).statusCode).toBe(200);
}

async function moveTo(payoutId: string, status: 'sent' | 'confirmed') {
  const payload = status === 'sent' ? { status, method: 'outside', reference: `cheque-${payoutId.slice(0, 8)}` } : { status };
  const res = await t.app.inject({ method: 'POST', url: API.adminPayoutMoves(payoutId), headers: as(approver), payload });
  expect(res.statusCode, res.body).toBe(200);
}

describe('published figures are the money collected and paid', () => {
  it('headlines the ledger and confirmed payouts, and a month is approved, not completed, until its payouts are confirmed', async () => {
    await approvedApplication();
    await approvedApplication();
    const month = '2026-09';
    await t.db.kysely.transaction().execute((trx) =>
      t.services.ledger.append(trx, { kind: 'contribution', amount_cents: 2_000, currency: 'USD', settled_cents: 2_000, month, member_id: randomUUID(), source: 'stripe', reference: 'published-figures' }),
    );
    // Two kept pledges of $10 (recorded in 2000-01) and the month's $20: what the ledger holds, whatever the member count.
    const collected = 2_000 + 2 * 1_000;
    expect(await published()).toMatchObject({ total: 0, families_supported: 0, collected_cents: collected, paid_cents: 0, pending_cents: 0 });

    const prepared = await t.app.inject({ method: 'POST', url: API.adminDistributions, headers: as(preparer), payload: { month_year: month, beneficiaries_count: 2 } });
    expect(prepared.statusCode, prepared.body).toBe(201);
    const id = prepared.json().distribution.id as string;
    expect((await t.app.inject({ method: 'POST', url: API.adminDistributionApproval(id), headers: as(approver) })).statusCode).toBe(200);

    const approved = await published();
    expect(approved).toMatchObject({ total: 1, families_supported: 0, collected_cents: collected, paid_cents: 0, pending_cents: 1_980 });
    expect(approved.items[0]).toMatchObject({ month_year: month, status: 'approved', total_distributed_cents: 1_980, paid_cents: 0, families_paid: 0, pending_cents: 1_980, families_pending: 2 });

    const payouts = await t.db.kysely.selectFrom('payouts').select('id').where('distribution_id', '=', id).orderBy('id').execute();
    await moveTo(payouts[0]!.id, 'sent');
    // Sent is not paid: the money has not been confirmed as arrived.
    expect((await published()).items[0]).toMatchObject({ status: 'approved', paid_cents: 0, pending_cents: 1_980 });
    await moveTo(payouts[0]!.id, 'confirmed');
    const half = await published();
    expect(half).toMatchObject({ families_supported: 1, paid_cents: 990, pending_cents: 990 });
    expect(half.items[0]).toMatchObject({ status: 'approved', paid_cents: 990, families_paid: 1, pending_cents: 990, families_pending: 1 });

    await moveTo(payouts[1]!.id, 'sent');
    await moveTo(payouts[1]!.id, 'confirmed');
    const done = await published();
    expect(done).toMatchObject({ families_supported: 2, paid_cents: 1_980, pending_cents: 0 });
    expect(done.items[0]).toMatchObject({ status: 'completed', paid_cents: 1_980, families_paid: 2, pending_cents: 0, families_pending: 0 });
    const csv = (await t.app.inject({ method: 'GET', url: API.distributionsCsv })).body;
    expect(csv).toContain(`${month},20.00,19.80,0.20,2,completed`);
  });
});
