import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { addMonths } from '../../../shared/domain/queue-estimate';
import { monthOf } from '../../../shared/domain/ledger';
import { QUEUE_API } from '../../../shared/queue-api';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { ASKED_FOR } from '../../../../test/support/application-request';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true });
}, 120_000);
afterAll(async () => t.close());

const thisMonth = monthOf(new Date().toISOString());

let day = 0;
/** An approved application whose pledge dates from `day` days into 2020, so the queue follows creation order. */
async function waitingMember(): Promise<TestMember> {
  const m = await createMember(t);
  day += 1;
  await t.db.kysely.updateTable('subscriptions').set({ created_at: new Date(Date.UTC(2020, 0, day)).toISOString() }).where('user_id', '=', m.id).execute();
  const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true, ...ASKED_FOR } });
  expect((await t.app.inject({ method: 'PUT', url: API.adminApprove(res.json().application.id), headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  return m;
}

const addPool = (month: string, beneficiaries: number, status = 'completed') =>
  t.db.kysely.insertInto('fund_distributions').values({
    id: randomUUID(), month_year: month, total_pool_cents: beneficiaries * 100_00, total_distributed_cents: beneficiaries * 99_00,
    total_retained_cents: beneficiaries * 1_00, beneficiaries_count: beneficiaries, status, created_by: null, created_at: new Date().toISOString(),
  }).execute();

const publicQueue = async () => {
  const res = await t.app.inject({ method: 'GET', url: QUEUE_API.publicQueue });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const mine = async (m: TestMember) => {
  const res = await t.app.inject({ method: 'GET', url: QUEUE_API.myQueueEstimate, headers: { cookie: m.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the live queue', () => {
  let first: TestMember;
  let second: TestMember;
  let third: TestMember;
  let bystander: TestMember;

  // Four sign-ups and three approvals: more than a test's default time on a busy machine with PostgreSQL.
  beforeAll(async () => {
    first = await waitingMember();
    second = await waitingMember();
    third = await waitingMember();
    bystander = await createMember(t);
  }, 180_000);

  it('is public, counts who waits and says there is no pool history yet', async () => {
    expect(await publicQueue()).toEqual({ waiting: 3, estimate: null });
  });

  it('holds counts only: no application, member or name', async () => {
    const body = JSON.stringify(await publicQueue());
    for (const m of [first, second, third]) expect(body).not.toContain(m.id);
    expect(body).not.toContain('Amina');
  });

  it('estimates from the last three published months, leaving out a prepared one and older months', async () => {
    const newest = addMonths(thisMonth, -1);
    await addPool(addMonths(thisMonth, -5), 500);
    await addPool(addMonths(thisMonth, -3), 1);
    await addPool(addMonths(thisMonth, -2), 1);
    await addPool(newest, 1);
    await addPool(thisMonth, 400, 'prepared');
    expect(await publicQueue()).toEqual({
      waiting: 3,
      estimate: { months: [newest, addMonths(thisMonth, -2), addMonths(thisMonth, -3)], served: 3, months_to_clear: 3, next_pool_month: thisMonth },
    });
  });

  it('gives a waiting member their own place and the pool month that would reach it', async () => {
    expect(await mine(first)).toMatchObject({ position: 1, waiting: 3, estimated_pool_month: thisMonth });
    expect(await mine(third)).toMatchObject({ position: 3, waiting: 3, estimated_pool_month: addMonths(thisMonth, 2) });
  });

  it('moves the estimate when a member asks to move down the list', async () => {
    const status = (await t.app.inject({ method: 'GET', url: API.beneficiaryStatus, headers: { cookie: first.cookie } })).json();
    await t.app.inject({ method: 'PUT', url: API.moveDown(status.waiting.application_id), headers: { cookie: first.cookie }, payload: { move_down: true } });
    expect(await mine(first)).toMatchObject({ position: 3, estimated_pool_month: addMonths(thisMonth, 2) });
    expect(await mine(second)).toMatchObject({ position: 1, estimated_pool_month: thisMonth });
    await t.app.inject({ method: 'PUT', url: API.moveDown(status.waiting.application_id), headers: { cookie: first.cookie }, payload: { move_down: false } });
  });

  it('has no place for a member who is not waiting, but still the public figures', async () => {
    expect(await mine(bystander)).toMatchObject({ position: null, waiting: 3, estimated_pool_month: null, estimate: { served: 3 } });
  });

  it('orders by the day a member joined once their pledge record is deleted, and by the pledge again when one is made', async () => {
    // The third member's profile is the newest of all; their pledge said 2020. Without it they join the end.
    const pledge = await t.db.kysely.selectFrom('subscriptions').selectAll().where('user_id', '=', third.id).executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('profiles').set({ created_at: '2019-06-01T00:00:00.000Z' }).where('id', '=', third.id).execute();
    await t.db.kysely.deleteFrom('subscriptions').where('user_id', '=', third.id).execute();
    expect(await mine(third)).toMatchObject({ position: 1 });
    await t.db.kysely.insertInto('subscriptions').values(pledge).execute();
    expect(await mine(third)).toMatchObject({ position: 3 });
  });

  it('asks a visitor to sign in for their own estimate', async () => {
    expect((await t.app.inject({ method: 'GET', url: QUEUE_API.myQueueEstimate })).statusCode).toBe(401);
  });
});
