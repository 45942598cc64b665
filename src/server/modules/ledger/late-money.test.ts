import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { todayIso } from '../../../shared/domain/dates';
import { LEDGER_API, type LedgerEntry } from '../../../shared/ledger-api';
import { PAYMENTS_API } from '../../../shared/payments-api';
import { type MonthReport, REPORTS_API } from '../../../shared/reports-api';
import { createMember, keepPledgeWithOneMonth, type TestMember } from '../../../../test/support/api-harness';
import { setPhase } from '../../../../test/support/phase';
import { createTestAppWithStripe } from '../../../../test/support/fake-stripe-harness';
import type { TableQueue } from '../../jobs/table-queue';
import { addDays } from '../charges/billing-calendar';
import { settlementWindowEnd } from '../distributions/settlement-window';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: Awaited<ReturnType<typeof createTestAppWithStripe>>;
let preparer: TestMember;
let approver: TestMember;

const device = () => createHash('sha256').update(randomUUID()).digest('hex');

beforeAll(async () => {
  t = await createTestAppWithStripe();
  preparer = await createMember(t, { admin: true, overrides: { device_hash: device() } });
  approver = await createMember(t, { admin: true, overrides: { device_hash: device() } });
  await setPhase(t, 2);
});
afterAll(async () => t.close());

const as = (admin: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });
const poolOf = async (month: string) => (await as(preparer, 'GET', LEDGER_API.monthTotals(month))).json().net_cents as number;
const reportOf = async (month: string) => ((await t.app.inject({ method: 'GET', url: REPORTS_API.months })).json().months as MonthReport[]).find((m) => m.month === month);

/** A member who joined long ago, so a payment can be recorded for any month of these tests. */
async function member() {
  const m = await createMember(t);
  await t.db.kysely.updateTable('profiles').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', m.id).execute();
  return m;
}

let refs = 0;
async function recordPayment(m: TestMember, month: string, cents: number) {
  const res = await as(preparer, 'POST', LEDGER_API.recordedPayments, { member: m.email, month, amount: (cents / 100).toFixed(2), currency: 'USD', method: 'cash', reference: `CASH-${++refs}-${randomUUID().slice(0, 8)}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as LedgerEntry;
}

/** One approved application waiting in the queue. */
async function waitingApplication() {
  const m = await createMember(t);
  const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
  await keepPledgeWithOneMonth(t, m.id);
  expect((await as(preparer, 'PUT', API.adminApprove(res.json().application.id as string))).statusCode).toBe(200);
}

const prepare = (month: string) => as(preparer, 'POST', API.adminDistributions, { month_year: month, beneficiaries_count: 1 });

async function prepareAndApprove(month: string) {
  await waitingApplication();
  const prepared = await prepare(month);
  expect(prepared.statusCode, prepared.body).toBe(201);
  const id = prepared.json().distribution.id as string;
  const approved = await as(approver, 'POST', API.adminDistributionApproval(id));
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json().distribution as { total_pool_cents: number };
}

/** A member paying by bank debit whose charge for `month` was sent and is still settling; answers its PaymentIntent. */
async function settlingBankDebit(month: string, billingDate: string) {
  const m = await member();
  const res = await t.app.inject({ method: 'POST', url: PAYMENTS_API.setup, headers: { cookie: m.cookie }, payload: { monthly_amount: '10', method: 'bank', cover_fee: false } });
  expect(res.statusCode, res.body).toBe(200);
  await t.fake.complete(/\/checkout\/pay\/([^/?]+)/.exec(res.json().url as string)![1]!);
  const at = new Date(`${todayIso()}T07:00:00.000Z`);
  await t.services.charges.runDaily(todayIso(), at);
  await (t.services.jobs as TableQueue).runDue(at);
  // The charge the billing day opened is moved to the month the test needs: only the month and date differ.
  const charge = await t.db.kysely.updateTable('pledge_charges').set({ month, billing_date: billingDate }).where('user_id', '=', m.id).returningAll().executeTakeFirstOrThrow();
  expect(charge.status).toBe('pending');
  return { member: m, intent: charge.provider_charge_id! };
}

describe('a month that is prepared or closed takes no more money', () => {
  it('sends a payment recorded late, a late bank settlement and a correction of a closed month to the first open month, and the report says so', async () => {
    const [june, july] = ['2025-06', '2025-07'];
    const giver = await member();
    const debit = await settlingBankDebit(june, '2025-06-02');
    await recordPayment(giver, june, 5_000);
    const mistaken = await recordPayment(giver, june, 300);
    const distribution = await prepareAndApprove(june);
    expect(distribution.total_pool_cents).toBe(5_300);
    const juneRootBefore = (await reportOf(june))?.commitment;
    expect(juneRootBefore).toMatchObject({ receipts: 2 });

    const late = await recordPayment(giver, june, 1_000);
    expect(late).toMatchObject({ month: june, pool_month: july });
    const settled = await t.fake.settlePayment(debit.intent);
    expect(settled.status).toBe(200);
    const correction = await as(preparer, 'POST', LEDGER_API.corrections(mistaken.id), {});
    expect(correction.statusCode, correction.body).toBe(201);
    expect(correction.json()).toMatchObject({ kind: 'correction', month: june, pool_month: july, settled_cents: -300 });

    const debitRows = await t.db.kysely.selectFrom('ledger_entries').select(['kind', 'month', 'pool_month', 'settled_cents']).where('member_id', '=', debit.member.id).where('month', '=', june).orderBy('seq').execute();
    expect(debitRows.map((r) => [r.kind, r.pool_month])).toEqual([['contribution', july], ['fee', july]]);
    const debitNet = debitRows.reduce((sum, r) => sum + Number(r.settled_cents), 0);

    // June's pool is what was shared out; everything after it is in July's.
    expect(await poolOf(june)).toBe(distribution.total_pool_cents);
    expect(await poolOf(july)).toBe(1_000 + debitNet - 300);

    const juneReport = await reportOf(june);
    expect(juneReport).toMatchObject({ collected_cents: 5_300, carried_forward_cents: 0, late_contributions: [] });
    expect(juneReport!.collected_cents - juneReport!.fees_cents - juneReport!.refunds_cents + juneReport!.returned_cents).toBe(juneReport!.operations_cents! + juneReport!.distributed_cents!);
    // June's published commitment to its receipts is unchanged: the late rows are July's receipts.
    expect(juneReport!.commitment).toMatchObject({ root: juneRootBefore!.root, version: juneRootBefore!.version, receipts: 2 });
    const julyReport = await reportOf(july);
    expect(julyReport).toMatchObject({ late_contributions: [{ month: june, count: 2 }], carried_forward_cents: 1_000 + debitNet - 300, commitment: { receipts: 2 } });
  }, 120_000);

  it('puts money written while a month is being prepared in exactly one pool, whichever commits first', async () => {
    const giver = await member();
    for (const month of ['2024-01', '2024-03', '2024-05', '2024-07', '2024-09', '2024-11']) {
      await recordPayment(giver, month, 2_000);
      await waitingApplication();
      const [prepared, late] = await Promise.all([prepare(month), recordPayment(giver, month, 700)]);
      expect(prepared.statusCode, prepared.body).toBe(201);
      const pool = prepared.json().distribution.total_pool_cents as number;
      if (late.pool_month === month) {
        expect(pool).toBe(2_700);
      } else {
        expect(pool).toBe(2_000);
        expect(await poolOf(late.pool_month)).toBeGreaterThanOrEqual(700);
      }
      expect(await poolOf(month)).toBe(pool);
      // Whichever way it went, the approval finds the ledger as it was prepared.
      expect((await as(approver, 'POST', API.adminDistributionApproval(prepared.json().distribution.id as string))).statusCode).toBe(200);
    }
  }, 180_000);
});

describe('preparing waits for the month’s charges still settling', () => {
  it('counts the business days of the settlement window from the billing day, skipping weekends', () => {
    expect(settlementWindowEnd('2026-10-01', 5)).toBe('2026-10-08'); // a Thursday: Fri, Mon, Tue, Wed, Thu
    expect(settlementWindowEnd('2026-10-02', 1)).toBe('2026-10-05'); // a Friday: the next business day is Monday
    expect(settlementWindowEnd('2026-10-03', 5)).toBe('2026-10-09'); // a Saturday
  });

  it('refuses while a charge is settling inside its window, says until when, and prepares once it has settled', async () => {
    const month = '2023-04';
    const giver = await member();
    await recordPayment(giver, month, 4_000);
    await waitingApplication();
    const billingDate = addDays(todayIso(), -1);
    const debit = await settlingBankDebit(month, billingDate);
    const refused = await prepare(month);
    expect(refused.statusCode).toBe(409);
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${settlementWindowEnd(billingDate, 5)}T00:00:00Z`));
    expect(refused.json().error.message).toBe(`1 charge for April 2023 is still settling. April 2023 can be prepared once it has settled or failed, and at the latest on ${until}.`);
    expect(await t.db.kysely.selectFrom('fund_distributions').select('id').where('month_year', '=', month).execute()).toEqual([]);

    await t.fake.settlePayment(debit.intent);
    const prepared = await prepare(month);
    expect(prepared.statusCode, prepared.body).toBe(201);
    expect(prepared.json().distribution.total_pool_cents).toBe(await poolOf(month));
  }, 120_000);

  it('prepares once the window has passed, leaving a charge still settling to count in a later month', async () => {
    const month = '2023-06';
    const giver = await member();
    await recordPayment(giver, month, 4_000);
    await waitingApplication();
    const debit = await settlingBankDebit(month, '2023-06-01');
    const prepared = await prepare(month);
    expect(prepared.statusCode, prepared.body).toBe(201);
    expect(prepared.json().distribution.total_pool_cents).toBe(4_000);
    await t.fake.settlePayment(debit.intent);
    const row = await t.db.kysely.selectFrom('ledger_entries').select(['month', 'pool_month']).where('member_id', '=', debit.member.id).where('kind', '=', 'contribution').executeTakeFirstOrThrow();
    expect(row).toEqual({ month, pool_month: '2023-07' });
  }, 120_000);
});
