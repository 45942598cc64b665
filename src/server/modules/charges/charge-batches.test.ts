import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayIso } from '../../../shared/domain/dates';
import { PAYMENTS_API } from '../../../shared/payments-api';
import { createMember, type TestMember } from '../../../../test/support/api-harness';
import { createTestAppWithStripe } from '../../../../test/support/fake-stripe-harness';
import type { Executor } from '../../db/executor';
import { createTableQueue } from '../../jobs/table-queue';
import type { PaymentProvider } from '../payments/payment-provider';
import { createStripeProvider } from '../payments/stripe-provider';
import { addDays, addMonth } from './billing-calendar';
import { CHARGE_QUEUES, createChargesService } from './charges.service';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Charge jobs are worked in batches (a few transactions per batch, not per charge). These tests
 * break a batch halfway and check that every rule of a charge still holds: once per (member, month),
 * the same idempotency key when an attempt is asked again, ledger rows only for settled money.
 */
describe('charge jobs worked in batches', { timeout: 120_000 }, () => {
  let t: Awaited<ReturnType<typeof createTestAppWithStripe>>;
  const today = todayIso();
  const month = today.slice(0, 7);
  const at = new Date(Date.parse(`${today}T07:00:00.000Z`));
  const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

  beforeAll(async () => {
    t = await createTestAppWithStripe();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    // Phase 2 (charging starts with it), and no earlier test's pledge still due today.
    await t.db.kysely.updateTable('subscriber_stats').set({ goal: 1, phase: 2 }).execute();
    await t.db.kysely.updateTable('subscriptions').set({ next_billing_date: addDays(today, 1) }).where('next_billing_date', '<=', today).execute();
  });

  /** A member whose card pledge is active, first charge due today. */
  async function pledger(): Promise<TestMember> {
    const member = await createMember(t);
    await t.db.kysely.updateTable('subscriber_stats').set({ goal: 1, phase: 2 }).execute();
    const res = await t.app.inject({ method: 'POST', url: PAYMENTS_API.setup, headers: { cookie: member.cookie }, payload: { monthly_amount: '10', method: 'card', cover_fee: false } });
    expect(res.statusCode, res.body).toBe(200);
    await t.fake.complete(/\/checkout\/pay\/([^/?]+)/.exec(res.json().url as string)![1]!);
    return member;
  }

  /** A runner and a charges service of their own over the app's database, with the provider a test gives. */
  function billing(provider: PaymentProvider, o: { db?: Executor; leaseMs?: number } = {}) {
    const db = o.db ?? t.db.kysely;
    const jobs = createTableQueue({ db, log: silent, poll: false, ...(o.leaseMs && { leaseMs: o.leaseMs }) });
    const charges = createChargesService({
      db, jobs, provider, ledger: t.services.ledger, members: t.services.members, subscriptions: t.services.subscriptions, stats: t.services.stats, log: silent, resumeDuePauses: async () => 0, settlementWindowDays: 5,
    });
    charges.register(async () => {});
    return { jobs, charges };
  }

  const stripe = () => createStripeProvider(t.config.stripe!);
  const customerOf = async (m: TestMember) => (await t.db.kysely.selectFrom('payment_customers').select('customer_id').where('user_id', '=', m.id).executeTakeFirstOrThrow()).customer_id;
  const chargeRequests = async (m: TestMember) => {
    const customer = await customerOf(m);
    return t.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.params.customer === customer);
  };
  const intentsOf = async (m: TestMember) => {
    const customer = await customerOf(m);
    return t.fake.objectsOf('payment_intent').filter((pi) => pi.customer === customer);
  };
  const chargesOf = (m: TestMember) => t.db.kysely.selectFrom('pledge_charges').selectAll().where('user_id', '=', m.id).execute();
  const contributionsOf = (m: TestMember) => t.db.kysely.selectFrom('ledger_entries').selectAll().where('member_id', '=', m.id).where('kind', '=', 'contribution').execute();
  const receiptJobsOf = async (m: TestMember) => {
    const ids = (await chargesOf(m)).map((c) => `receipt:${c.id}`);
    return t.db.kysely.selectFrom('jobs').select('id').where('queue', '=', CHARGE_QUEUES.mail).where('singleton_key', 'in', ids).execute();
  };

  /** Each member charged once this month, through one intent, every request for it with the first attempt's key. */
  async function expectChargedOnce(members: TestMember[]) {
    for (const member of members) {
      const [charge, ...others] = await chargesOf(member);
      expect(others).toEqual([]);
      expect(charge).toMatchObject({ month, status: 'settled', attempts: 1 });
      expect(await intentsOf(member)).toHaveLength(1);
      expect(new Set((await chargeRequests(member)).map((r) => r.idempotencyKey))).toEqual(new Set([`pledge-${member.id}-${month}-1`]));
      expect(await contributionsOf(member)).toHaveLength(1);
      expect(await receiptJobsOf(member)).toHaveLength(1);
      const pledge = await t.db.kysely.selectFrom('subscriptions').select('next_billing_date').where('user_id', '=', member.id).executeTakeFirstOrThrow();
      expect(pledge.next_billing_date).toBe(addMonth(today));
    }
  }

  it('works a batch of charge jobs in two transactions, however many charges it holds', async () => {
    const members = [await pledger(), await pledger(), await pledger(), await pledger()];
    let transactions = 0;
    const counting = new Proxy(t.db.kysely, {
      get(target, property, receiver) {
        if (property === 'transaction') transactions += 1;
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const { jobs, charges } = billing(stripe(), { db: counting });
    expect(await charges.runDaily(today, at)).toBe(4);
    transactions = 0;
    expect(await jobs.runDue(at)).toBe(8);
    expect(transactions).toBe(2);
    await expectChargedOnce(members);
  });

  it('when the provider fails on one charge of a batch, records the others and tries that one again with the same key', async () => {
    const members = [await pledger(), await pledger(), await pledger()];
    const unlucky = await customerOf(members[1]!);
    const real = stripe();
    let lost = 0;
    // The charge is made, but its answer is lost on the way back (a connection reset).
    const provider: PaymentProvider = {
      ...real,
      async charge(input) {
        const result = await real.charge(input);
        if (input.customerId === unlucky && lost === 0) {
          lost += 1;
          throw new Error('socket hang up');
        }
        return result;
      },
    };
    const { jobs, charges } = billing(provider);
    await charges.runDaily(today, at);
    await jobs.runDue(at);

    expect((await chargesOf(members[0]!))[0]).toMatchObject({ status: 'settled' });
    expect((await chargesOf(members[2]!))[0]).toMatchObject({ status: 'settled' });
    expect((await chargesOf(members[1]!))[0]).toMatchObject({ status: 'pending', attempts: 1, provider_charge_id: null });
    expect(await contributionsOf(members[1]!)).toEqual([]);
    const job = await t.db.kysely.selectFrom('jobs').selectAll().where('queue', '=', CHARGE_QUEUES.charge).where('singleton_key', '=', `${members[1]!.id}:${month}:1`).executeTakeFirstOrThrow();
    expect(job.state).toBe('created');
    expect(new Date(job.start_after).toISOString()).toBe(later(30).toISOString());
    expect(job.last_error).toContain('socket hang up');

    await jobs.runDue(later(30));
    expect(lost).toBe(1);
    expect(await chargeRequests(members[1]!)).toHaveLength(2);
    await expectChargedOnce(members);
  });

  it('when the process stops after the provider answered and before recording, another runner takes the attempts again with the same keys and charges each month once', async () => {
    const members = [await pledger(), await pledger(), await pledger()];
    const real = stripe();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let answered = 0;
    // The first runner's process "stops": its provider calls go through, then nothing more happens.
    const stopping: PaymentProvider = {
      ...real,
      async charge(input) {
        const result = await real.charge(input);
        answered += 1;
        await gate;
        return result;
      },
    };
    const first = billing(stopping, { leaseMs: 60_000 });
    await first.charges.runDaily(today, at);
    const stopped = first.jobs.runDue(at);
    while (answered < members.length) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const member of members) {
      expect((await chargesOf(member))[0]).toMatchObject({ status: 'pending', attempts: 1, provider_charge_id: null });
      expect(await contributionsOf(member)).toEqual([]);
    }

    // Once the dead runner's claim lapses, another takes the jobs and asks the provider again.
    const second = billing(real, { leaseMs: 60_000 });
    expect(await second.jobs.runDue(later(61))).toBe(members.length * 2);
    await expectChargedOnce(members);

    // Were the first process to wake after all, it would record nothing twice.
    release();
    await stopped;
    await expectChargedOnce(members);
  });
});
