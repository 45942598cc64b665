import { createHash, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { todayIso } from '../../../shared/domain/dates';
import { LEDGER_API } from '../../../shared/ledger-api';
import { PAYMENTS_API } from '../../../shared/payments-api';
import { type MonthReport, REPORTS_API } from '../../../shared/reports-api';
import { createMember, keepPledgeWithOneMonth, type TestMember } from '../../../../test/support/api-harness';
import { setPhase } from '../../../../test/support/phase';
import { createTestAppWithStripe } from '../../../../test/support/fake-stripe-harness';
import type { TableQueue } from '../../jobs/table-queue';
import { ASKED_FOR } from '../../../../test/support/application-request';

/**
 * The money invariant: random interleavings of what moves money (charges, settlements arriving late,
 * failed debits, recorded payments, corrections, preparations, approvals, returned payouts) played
 * through the HTTP API and the fake Stripe's, checking after every step that what is published adds
 * up to the cent, that every cent is in exactly one month's pool, and that the ledger holds exactly
 * what the provider settled plus what admins recorded. `npm test` plays a fixed seed; the bench plays
 * many (MONEY_INVARIANT_SEED, MONEY_INVARIANT_RUNS).
 */
const SEED = process.env.MONEY_INVARIANT_SEED ? Number(process.env.MONEY_INVARIANT_SEED) : 20_261_128;
const RUNS = process.env.MONEY_INVARIANT_RUNS ? Number(process.env.MONEY_INVARIANT_RUNS) : 5;

let t: Awaited<ReturnType<typeof createTestAppWithStripe>>;
let preparer: TestMember;
let approver: TestMember;
const pledgers: TestMember[] = [];
const applicants: TestMember[] = [];
/** What admins put in and took out through the API (and the harness wrote for eligibility), as the test saw it accepted. */
const expected = { recorded: 0, corrected: 0, returned: 0 };

const device = () => createHash('sha256').update(randomUUID()).digest('hex');
const TODAY = todayIso();
const BILLING_AT = new Date(`${TODAY}T07:00:00.000Z`);
const FAR_AWAY = '2999-01-01';

beforeAll(async () => {
  t = await createTestAppWithStripe();
  preparer = await createMember(t, { admin: true, overrides: { device_hash: device() } });
  approver = await createMember(t, { admin: true, overrides: { device_hash: device() } });
  await setPhase(t, 2);
  for (let i = 0; i < 3; i += 1) {
    const m = await createMember(t);
    await t.db.kysely.updateTable('profiles').set({ created_at: '1900-01-01T00:00:00.000Z' }).where('id', '=', m.id).execute();
    const res = await t.app.inject({ method: 'POST', url: PAYMENTS_API.setup, headers: { cookie: m.cookie }, payload: { monthly_amount: '10', method: 'bank', cover_fee: false } });
    expect(res.statusCode, res.body).toBe(200);
    await t.fake.complete(/\/checkout\/pay\/([^/?]+)/.exec(res.json().url as string)![1]!);
    // Charged only when a step of the test says so.
    await t.db.kysely.updateTable('subscriptions').set({ next_billing_date: FAR_AWAY }).where('user_id', '=', m.id).execute();
    pledgers.push(m);
  }
  for (let i = 0; i < 2; i += 1) {
    const m = await createMember(t);
    await keepPledgeWithOneMonth(t, m.id);
    expected.recorded += 1_000;
    applicants.push(m);
  }
}, 120_000);
afterAll(async () => t.close());

const as = (admin: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });

const ledgerRows = () => t.db.kysely.selectFrom('ledger_entries').select(['id', 'kind', 'month', 'pool_month', 'settled_cents', 'corrects_id']).execute();
const settlingIntents = async (months: string[]) =>
  (await t.db.kysely.selectFrom('pledge_charges').select('provider_charge_id').where('status', '=', 'pending').where('month', 'in', months).where('provider_charge_id', 'is not', null).orderBy('id').execute())
    .map((c) => c.provider_charge_id!)
    .filter((id) => t.fake.object(id)?.status === 'processing');

/** Someone waiting in the queue, so a month can be prepared: an applicant whose last application was paid applies again. */
async function ensureWaiting() {
  const waiting = await t.db.kysely.selectFrom('beneficiaries').select('id').where('approved', '=', 1).where('distribution_id', 'is', null).executeTakeFirst();
  if (waiting) return;
  for (const m of applicants) {
    const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
    if (res.statusCode !== 201) continue;
    expect((await as(preparer, 'PUT', API.adminApprove(res.json().application.id as string))).statusCode).toBe(200);
    return;
  }
  throw new Error('no applicant could apply again');
}

const month = fc.integer({ min: 0, max: 2 });
const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('charge' as const), month, who: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('settle' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('fail' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('record' as const), month, who: fc.integer({ min: 0, max: 2 }), cents: fc.integer({ min: 1, max: 50_000 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('correct' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('prepare' as const), month }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('approve' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('return' as const), pick: fc.nat() }) },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function play(s: Step, months: string[]) {
  switch (s.op) {
    case 'charge': {
      const m = pledgers[s.who]!;
      if (await t.db.kysely.selectFrom('pledge_charges').select('id').where('user_id', '=', m.id).where('month', '=', months[s.month]!).executeTakeFirst()) return;
      // The pledge falls due on the month's billing day, long past: the billing day run today charges that month.
      await t.db.kysely.updateTable('subscriptions').set({ next_billing_date: `${months[s.month]!}-05`, status: 'active' }).where('user_id', '=', m.id).execute();
      await t.services.charges.runDaily(TODAY, BILLING_AT);
      await (t.services.jobs as TableQueue).runDue(BILLING_AT);
      await t.db.kysely.updateTable('subscriptions').set({ next_billing_date: FAR_AWAY }).where('user_id', '=', m.id).execute();
      return;
    }
    case 'settle':
    case 'fail': {
      const intents = await settlingIntents(months);
      if (intents.length === 0) return;
      const intent = intents[s.pick % intents.length]!;
      const { status } = s.op === 'settle' ? await t.fake.settlePayment(intent) : await t.fake.failPayment(intent, 'insufficient_funds');
      expect(status).toBe(200);
      return;
    }
    case 'record': {
      const res = await as(preparer, 'POST', LEDGER_API.recordedPayments, {
        member: pledgers[s.who]!.email, month: months[s.month]!, amount: (s.cents / 100).toFixed(2), currency: 'USD', method: 'cheque', reference: `CHQ-${randomUUID()}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      expected.recorded += s.cents;
      return;
    }
    case 'correct': {
      const candidates = (await ledgerRows()).filter((r) => months.includes(r.month) && (r.kind === 'contribution' || r.kind === 'recorded_payment'));
      const corrected = new Set((await ledgerRows()).map((r) => r.corrects_id));
      const open = candidates.filter((r) => !corrected.has(r.id)).sort((a, b) => a.id.localeCompare(b.id));
      if (open.length === 0) return;
      const row = open[s.pick % open.length]!;
      const res = await as(preparer, 'POST', LEDGER_API.corrections(row.id), {});
      expect(res.statusCode, res.body).toBe(201);
      expected.corrected += Number(row.settled_cents);
      return;
    }
    case 'prepare': {
      await ensureWaiting();
      const res = await as(preparer, 'POST', API.adminDistributions, { month_year: months[s.month]!, beneficiaries_count: 1 });
      // Refused when the month holds nothing (or less than a cent to share) or is already approved.
      expect([201, 400, 409], res.body).toContain(res.statusCode);
      return;
    }
    case 'approve': {
      const prepared = await t.db.kysely.selectFrom('fund_distributions').select('id').where('status', '=', 'prepared').where('month_year', 'in', months).orderBy('month_year').execute();
      if (prepared.length === 0) return;
      const d = prepared[s.pick % prepared.length]!;
      const res = await as(approver, 'POST', API.adminDistributionApproval(d.id));
      // Refused when the queue moved since it was prepared (an applicant applied again ahead of it).
      expect([200, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 409) expect(res.json().error.message).toMatch(/^The queue changed/);
      return;
    }
    case 'return': {
      const payouts = await t.db.kysely.selectFrom('payouts').select(['id', 'amount_cents']).where('status', '=', 'pending').orderBy('id').execute();
      if (payouts.length === 0) return;
      const payout = payouts[s.pick % payouts.length]!;
      const res = await as(preparer, 'POST', API.adminPayoutMoves(payout.id), { status: 'failed', note: 'The bank refused the account' });
      expect(res.statusCode, res.body).toBe(200);
      expected.returned += Number(payout.amount_cents);
      return;
    }
  }
}

async function checkInvariants(trail: Step[]) {
  const context = JSON.stringify(trail);
  const rows = await ledgerRows();
  const poolOf = new Map<string, number>();
  for (const r of rows) {
    const pool = r.pool_month ?? r.month;
    expect(pool >= r.month, `${context}: a row counts in a month before its own`).toBe(true);
    poolOf.set(pool, (poolOf.get(pool) ?? 0) + Number(r.settled_cents));
  }
  const ledgerTotal = rows.reduce((sum, r) => sum + Number(r.settled_cents), 0);

  // Published figures add up, month by month, to the cent; a month shared out keeps nothing back.
  const report = (await t.app.inject({ method: 'GET', url: REPORTS_API.months })).json().months as MonthReport[];
  let published = 0;
  for (const m of report) {
    const held = m.collected_cents - m.fees_cents - m.refunds_cents + m.returned_cents;
    expect(held, `${context}: ${m.month}'s published figures against its ledger rows`).toBe(poolOf.get(m.month) ?? 0);
    expect(held, `${context}: ${m.month} does not add up`).toBe((m.operations_cents ?? 0) + (m.distributed_cents ?? 0) + m.carried_forward_cents);
    if (m.distribution_status !== null) expect(m.carried_forward_cents, `${context}: ${m.month} was shared out but keeps money`).toBe(0);
    published += held;
  }
  // Every cent is in one month's pool: the months published hold the whole ledger, once.
  expect(published, `${context}: money in no month or in two`).toBe(ledgerTotal);

  // A prepared month took no row after it was prepared: its proposal is still what its pool holds.
  for (const d of await t.db.kysely.selectFrom('fund_distributions').selectAll().execute()) {
    expect(Number(d.total_pool_cents), `${context}: ${d.month_year}'s pool changed after it was prepared`).toBe(poolOf.get(d.month_year) ?? 0);
    if (d.status === 'prepared') continue;
    const paid = await t.db.kysely.selectFrom('payouts').select((eb) => eb.fn.sum<number>('amount_cents').as('sum')).where('distribution_id', '=', d.id).executeTakeFirstOrThrow();
    expect(Number(paid.sum), `${context}: ${d.month_year}'s payouts`).toBe(Number(d.total_distributed_cents));
  }

  // The ledger holds what the provider settled (net of its fees), plus what admins recorded and got back, less what they corrected.
  const providerNet = t.fake.objectsOf('balance_transaction').reduce((sum, b) => sum + Number(b.amount) - Number(b.fee), 0);
  expect(ledgerTotal, `${context}: the ledger against the provider and the admins`).toBe(providerNet + expected.recorded + expected.returned - expected.corrected);
}

describe('the money invariant', () => {
  it('holds after every step of random interleavings of charges, settlements, failures, payments, corrections, closes and returned payouts', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 15, maxLength: 30 }), async (steps) => {
        // Each run has months of its own, so runs never meet; money late for them may spill into the months after.
        const year = 1901 + run * 2;
        run += 1;
        const months = ['01', '02', '03'].map((m) => `${year}-${m}`);
        const trail: Step[] = [];
        for (const s of steps) {
          trail.push(s);
          await play(s, months);
          await checkInvariants(trail);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);
});
