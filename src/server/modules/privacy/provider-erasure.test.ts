import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { LEDGER_API } from '../../../shared/ledger-api';
import { PAYMENTS_API } from '../../../shared/payments-api';
import { createMember, type TestMember } from '../../../../test/support/api-harness';
import { createTestAppWithStripe } from '../../../../test/support/fake-stripe-harness';
import type { TableQueue } from '../../jobs/table-queue';
import { ERASURE_QUEUES, retryDelayMs } from '../payments/customer-erasure.service';

const HOUR = 60 * 60 * 1000;

describe('erasure deletes the member at the payment provider', () => {
  let t: Awaited<ReturnType<typeof createTestAppWithStripe>>;
  let admin: TestMember;
  beforeAll(async () => {
    t = await createTestAppWithStripe();
    admin = await createMember(t, { admin: true });
    // Phase 2, so a pledge can be set up with the provider.
    await t.db.kysely.updateTable('subscriber_stats').set({ goal: 1, phase: 2 }).execute();
  });
  afterAll(async () => t.close());

  /** A member with a customer, a saved bank account at the fake and one recorded payment in the ledger. */
  async function payingMember() {
    const member = await createMember(t);
    const setup = await t.app.inject({ method: 'POST', url: PAYMENTS_API.setup, headers: { cookie: member.cookie }, payload: { monthly_amount: '10', method: 'bank', cover_fee: false } });
    expect(setup.statusCode).toBe(200);
    await t.fake.complete(/\/checkout\/pay\/([^/?]+)/.exec(setup.json().url as string)![1]!);
    const recorded = await t.app.inject({
      method: 'POST', url: LEDGER_API.recordedPayments, headers: { cookie: admin.cookie },
      payload: { member: member.email, month: new Date().toISOString().slice(0, 7), amount: '10', currency: 'USD', method: 'cash', reference: `R-${member.id}` },
    });
    expect(recorded.statusCode).toBe(201);
    const customer = await t.db.kysely.selectFrom('payment_customers').select('customer_id').where('user_id', '=', member.id).executeTakeFirstOrThrow();
    return { member, customerId: customer.customer_id };
  }

  const rowsOf = async (userId: string) => ({
    customers: await t.db.kysely.selectFrom('payment_customers').selectAll().where('user_id', '=', userId).execute(),
    methods: await t.db.kysely.selectFrom('pledge_payment_methods').selectAll().where('user_id', '=', userId).execute(),
    setups: await t.db.kysely.selectFrom('payment_setups').selectAll().where('user_id', '=', userId).execute(),
    ledger: await t.db.kysely.selectFrom('ledger_entries').selectAll().where('member_id', '=', userId).execute(),
  });
  const deletions = (customerId: string) => t.fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customerId}`);
  const pending = () => t.db.kysely.selectFrom('provider_erasures').selectAll().execute();
  /** The harness's job runner (JOB_QUEUE=manual): the deletion's jobs run only when a test runs them. */
  const runJobs = (at: Date = new Date()) => (t.services.jobs as TableQueue).runDue(at);
  const close = (member: TestMember) => t.app.inject({ method: 'POST', url: API.closeAccount, headers: { cookie: member.cookie }, payload: { password: member.password } });

  it('closing an account deletes the customer at the provider and the local payment rows; the ledger rows stay', async () => {
    const { member, customerId } = await payingMember();
    expect((await rowsOf(member.id)).methods).toHaveLength(1);

    expect((await close(member)).statusCode).toBe(200);
    await runJobs();

    expect(deletions(customerId)).toHaveLength(1);
    expect(t.fake.object(customerId)).toMatchObject({ deleted: true });
    const after = await rowsOf(member.id);
    expect(after).toMatchObject({ customers: [], methods: [], setups: [] });
    expect(after.ledger).toHaveLength(1);
    expect(await pending()).toEqual([]);
  });

  it("an admin's delete deletes the customer at the provider too", async () => {
    const { member, customerId } = await payingMember();
    const res = await t.app.inject({ method: 'DELETE', url: API.adminSubscriber(member.id), headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(204);
    await runJobs();
    expect(deletions(customerId)).toHaveLength(1);
    expect((await rowsOf(member.id)).customers).toEqual([]);
  });

  it('completes the closing while the provider is down, keeps the deletion, and the retry makes it once the provider is back', async () => {
    const { member, customerId } = await payingMember();
    t.fake.setOutage(true);
    try {
      expect((await close(member)).statusCode).toBe(200);
      await runJobs();
    } finally {
      t.fake.setOutage(false);
    }
    expect((await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: member.cookie } })).statusCode).toBe(401);
    expect((await rowsOf(member.id)).customers).toEqual([]);
    const [waiting] = await pending();
    expect(waiting).toMatchObject({ provider: 'stripe', customer_id: customerId, attempts: 1, last_error: 'provider unavailable' });
    expect(Date.parse(waiting!.next_attempt_at) - Date.parse(waiting!.requested_at)).toBeGreaterThanOrEqual(retryDelayMs(1));
    expect(t.fake.object(customerId)).toMatchObject({ object: 'customer' });

    // The failed try sent the next one, due at the row's next attempt: before it, nothing is tried.
    const next = await t.db.kysely.selectFrom('jobs').select(['start_after', 'state']).where('queue', '=', ERASURE_QUEUES.attempt).where('singleton_key', '=', `${waiting!.id}:${waiting!.next_attempt_at}`).executeTakeFirstOrThrow();
    expect(next).toEqual({ start_after: waiting!.next_attempt_at, state: 'created' });
    await runJobs(new Date());
    expect(await pending()).toHaveLength(1);

    await runJobs(new Date(Date.now() + 2 * HOUR));
    expect(t.fake.object(customerId)).toMatchObject({ deleted: true });
    expect(await pending()).toEqual([]);
  });

  it("the daily sweep sends the job of a deletion whose job was lost, and a second sweep adds no second try", async () => {
    const { member, customerId } = await payingMember();
    expect((await close(member)).statusCode).toBe(200);
    // As if the process died between the commit and sending the job.
    await t.db.kysely.deleteFrom('jobs').where('queue', '=', ERASURE_QUEUES.attempt).where('state', '=', 'created').execute();
    await runJobs();
    expect(await pending()).toHaveLength(1);

    expect(await t.services.customerErasure.sweep(new Date())).toBe(1);
    expect(await t.services.customerErasure.sweep(new Date())).toBe(1);
    expect(await t.db.kysely.selectFrom('jobs').select('id').where('queue', '=', ERASURE_QUEUES.attempt).where('state', '=', 'created').execute()).toHaveLength(1);
    await runJobs();
    expect(deletions(customerId)).toHaveLength(1);
    expect(await pending()).toEqual([]);
  });

  it('treats a customer the provider no longer has as deleted', async () => {
    const { member, customerId } = await payingMember();
    const fakeDelete = await fetch(`${t.fake.url}/v1/customers/${customerId}`, { method: 'DELETE', headers: { authorization: `Bearer ${t.fake.secretKey}` } });
    expect(fakeDelete.status).toBe(200);
    expect((await close(member)).statusCode).toBe(200);
    await runJobs();
    expect(await pending()).toEqual([]);
  });
});

describe('retry delays', () => {
  it('double after each failure, from an hour up to a day', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => retryDelayMs(n) / HOUR)).toEqual([1, 2, 4, 8, 16, 24, 24]);
  });
});
