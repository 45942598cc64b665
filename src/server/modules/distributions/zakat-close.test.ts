import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { LEDGER_API } from '../../../shared/ledger-api';
import { PLEDGE_MANAGE_API } from '../../../shared/pledge-manage-api';
import { monthOf } from '../../../shared/domain/ledger';
import { createMember, createTestApp, keepPledgeWithOneMonth, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
const device = () => createHash('sha256').update(randomUUID()).digest('hex');
let preparer: TestMember;
let approver: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  preparer = await createMember(t, { admin: true, overrides: { device_hash: device() } });
  approver = await createMember(t, { admin: true, overrides: { device_hash: device() } });
  const { verified_subscribers } = await t.db.kysely.selectFrom('subscriber_stats').select('verified_subscribers').executeTakeFirstOrThrow();
  await t.db.kysely.updateTable('subscriber_stats').set({ goal: Math.max(1, Number(verified_subscribers)), phase: 2 }).execute();
});
afterAll(async () => t.close());

let day = 0;
async function approvedApplication() {
  const m = await createMember(t);
  day += 1;
  await t.db.kysely.updateTable('subscriptions').set({ created_at: new Date(Date.UTC(2020, 0, day)).toISOString() }).where('user_id', '=', m.id).execute();
  const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
  const applicationId = res.json().application.id as string;
  await keepPledgeWithOneMonth(t, m.id);
  expect((await t.app.inject({ method: 'PUT', url: API.adminApprove(applicationId), headers: { cookie: preparer.cookie } })).statusCode).toBe(200);
  return applicationId;
}

const mark = (id: string, zakat_category: string, admin = preparer) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/applications/${id}/zakat-category`, headers: { cookie: admin.cookie }, payload: { zakat_category } });

let ref = 0;
async function give(month: string, cents: number, zakatCents: number) {
  ref += 1;
  await t.db.kysely.transaction().execute((trx) =>
    t.services.ledger.append(trx, { kind: 'contribution', amount_cents: cents, currency: 'USD', settled_cents: cents, zakat_cents: zakatCents, month, member_id: randomUUID(), source: 'stripe', reference: `zakat-${ref}` }),
  );
}

describe('zakat and sadaqah in the money', () => {
  it('keeps a member\'s choice on the pledge, and a recorded payment\'s on its ledger row', async () => {
    const m = await createMember(t);
    const res = await t.app.inject({ method: 'PUT', url: PLEDGE_MANAGE_API.designation, headers: { cookie: m.cookie }, payload: { zakat_percent: 40 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state.zakat_percent).toBe(40);
    expect((await t.app.inject({ method: 'PUT', url: PLEDGE_MANAGE_API.designation, headers: { cookie: m.cookie }, payload: { zakat_percent: 101 } })).statusCode).toBe(400);

    const recorded = await t.app.inject({
      method: 'POST', url: LEDGER_API.recordedPayments, headers: { cookie: preparer.cookie },
      payload: { member: m.email, month: monthOf(new Date().toISOString()), amount: '10.01', currency: 'USD', method: 'cash', reference: `cash-${randomUUID()}`, zakat_percent: 50 },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    // 50% of 1,001 cents: zakat rounds down to 500, sadaqah takes the odd cent.
    expect(recorded.json()).toMatchObject({ settled_cents: 1001, zakat_cents: 500 });
  });

  it('lets a reviewer mark only an approved application, with a known category', async () => {
    const under = await createMember(t);
    const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: under.cookie }, payload: { reason: 'y'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
    expect((await mark(res.json().application.id as string, 'poor')).statusCode).toBe(409);
    expect((await mark(randomUUID(), 'not_a_category')).statusCode).toBe(400);
  });

  it('shares zakat only among zakat-eligible applications and takes operations from sadaqah only', async () => {
    const poor = await approvedApplication();
    const unmarked = await approvedApplication();
    const sadaqahOnly = await approvedApplication();
    expect((await mark(poor, 'poor')).statusCode).toBe(200);
    expect((await mark(sadaqahOnly, 'sadaqah_only')).statusCode).toBe(200);
    const month = '2025-03';
    await give(month, 100_000, 100_000);
    await give(month, 3_000, 0);

    const outlook = await t.app.inject({ method: 'GET', url: `${API.adminDistributionOutlook}?month_year=${month}`, headers: { cookie: preparer.cookie } });
    expect(outlook.json()).toMatchObject({ pool_cents: 103_000, zakat_pool_cents: 100_000, sadaqah_pool_cents: 3_000, retained_cents: 1_030, operations_shortfall_cents: 0 });

    const prepared = await t.app.inject({ method: 'POST', url: API.adminDistributions, headers: { cookie: preparer.cookie }, payload: { month_year: month, beneficiaries_count: 3 } });
    expect(prepared.statusCode, prepared.body).toBe(201);
    const d = prepared.json().distribution;
    expect(d).toMatchObject({ total_pool_cents: 103_000, total_retained_cents: 1_030, total_distributed_cents: 101_970, zakat_collected_cents: 100_000, zakat_distributed_cents: 100_000, operations_shortfall_cents: 0 });

    expect((await t.app.inject({ method: 'POST', url: API.adminDistributionApproval(d.id as string), headers: { cookie: approver.cookie } })).statusCode).toBe(200);
    const rows = await t.db.kysely.selectFrom('distribution_allocations').select(['beneficiary_id', 'amount_cents', 'zakat_cents']).where('distribution_id', '=', d.id as string).execute();
    const of = (id: string) => rows.find((r) => r.beneficiary_id === id)!;
    // Sadaqah less operations (1,970 cents) is shared by all three; the zakat goes whole to the one marked poor.
    expect({ amount: Number(of(poor).amount_cents), zakat: Number(of(poor).zakat_cents) }).toEqual({ amount: 100_657, zakat: 100_000 });
    expect({ amount: Number(of(unmarked).amount_cents), zakat: Number(of(unmarked).zakat_cents) }).toEqual({ amount: 657, zakat: 0 });
    expect({ amount: Number(of(sadaqahOnly).amount_cents), zakat: Number(of(sadaqahOnly).zakat_cents) }).toEqual({ amount: 656, zakat: 0 });

    const published = await t.app.inject({ method: 'GET', url: API.distributions });
    expect(published.json().items.find((m: { month_year: string }) => m.month_year === month)).toMatchObject({ zakat_collected_cents: 100_000, zakat_distributed_cents: 100_000, total_retained_cents: 1_030 });
    const csv = (await t.app.inject({ method: 'GET', url: API.distributionsCsv })).body.split('\r\n');
    expect(csv[0]).toContain('zakat_collected_usd,sadaqah_collected_usd,zakat_distributed_usd,sadaqah_distributed_usd,operations_from_sadaqah_usd,operations_shortfall_usd');
    expect(csv.find((line) => line.startsWith(month))).toMatch(/,1000\.00,30\.00,1000\.00,19\.70,10\.30,0\.00$/);
  });

  it('reports what operations lack when sadaqah is short, and refuses zakat with no one eligible for it', async () => {
    const sadaqahOnly = await approvedApplication();
    expect((await mark(sadaqahOnly, 'sadaqah_only')).statusCode).toBe(200);
    const month = '2025-04';
    await give(month, 50_000, 49_900);
    const refused = await t.app.inject({ method: 'POST', url: API.adminDistributions, headers: { cookie: preparer.cookie }, payload: { month_year: month, beneficiaries_count: 1 } });
    expect(refused.statusCode).toBe(409);

    const eligible = await approvedApplication();
    expect((await mark(eligible, 'debtors')).statusCode).toBe(200);
    const prepared = await t.app.inject({ method: 'POST', url: API.adminDistributions, headers: { cookie: preparer.cookie }, payload: { month_year: month, beneficiaries_count: 2 } });
    expect(prepared.statusCode, prepared.body).toBe(201);
    // 1% of 50,000 is 500; sadaqah holds 100, so operations take 100 and lack 400.
    expect(prepared.json().distribution).toMatchObject({ total_retained_cents: 100, operations_shortfall_cents: 400, zakat_distributed_cents: 49_900, total_distributed_cents: 49_900 });
  });
});
