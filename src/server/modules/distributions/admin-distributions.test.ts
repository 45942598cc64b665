import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestAppWithAdmin, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => ({ t, admin } = await createTestAppWithAdmin()));
afterAll(async () => t.close());

/** Members with approved applications, subscribed one day apart in the given order. */
async function approvedMembers(count: number, startDay: number) {
  const members: { member: TestMember; applicationId: string }[] = [];
  for (let i = 0; i < count; i++) {
    const member = await createMember(t);
    await t.db.kysely.updateTable('subscriptions').set({ created_at: new Date(Date.UTC(2026, 0, startDay + i)).toISOString() }).where('user_id', '=', member.id).execute();
    const res = await t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: member.cookie }, payload: { reason: 'x'.repeat(60), eligibility_confirmed: true } });
    const applicationId = res.json().application.id as string;
    await t.app.inject({ method: 'PUT', url: API.adminApprove(applicationId), headers: { cookie: admin.cookie } });
    members.push({ member, applicationId });
  }
  return members;
}
const create = (payload: object) => t.app.inject({ method: 'POST', url: API.adminDistributions, headers: { cookie: admin.cookie }, payload });
const received = async (applicationId: string) =>
  (await t.db.kysely.selectFrom('beneficiaries').select(['amount_received_cents', 'distribution_id']).where('id', '=', applicationId).executeTakeFirstOrThrow());

describe('admin: fund distributions', () => {
  it('pays the first N in queue order, in exact cents, and records everything', async () => {
    const queue = await approvedMembers(4, 1);
    // The earliest subscriber asks to move down: they come last.
    await t.app.inject({ method: 'PUT', url: API.moveDown(queue[0]!.applicationId), headers: { cookie: queue[0]!.member.cookie }, payload: { move_down: true } });
    const res = await create({ month_year: '2026-01', total_pool: '1000.01', beneficiaries_count: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Distribution created', distribution: { total_pool_cents: 100_001, total_retained_cents: 1000, total_distributed_cents: 99_001, beneficiaries_count: 3, status: 'completed' } });
    // 99,001 cents among 3: 33,001 + 33,000 + 33,000.
    expect((await received(queue[1]!.applicationId)).amount_received_cents).toBe(33_001);
    expect((await received(queue[2]!.applicationId)).amount_received_cents).toBe(33_000);
    expect((await received(queue[3]!.applicationId)).amount_received_cents).toBe(33_000);
    expect((await received(queue[0]!.applicationId)).distribution_id).toBeNull();
    const id = res.json().distribution.id as string;
    const allocations = (await t.app.inject({ method: 'GET', url: API.adminAllocations(id), headers: { cookie: admin.cookie } })).json();
    expect(allocations.total).toBe(3);
    expect(allocations.items.reduce((sum: number, a: { amount_cents: number }) => sum + a.amount_cents, 0)).toBe(99_001);
    expect(allocations.items.map((a: { queue_position: number }) => a.queue_position)).toEqual([1, 2, 3]);
    const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('entity_id', '=', id).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'create', actor_id: admin.id });
    // The member sees the amount on their application.
    expect((await t.app.inject({ method: 'GET', url: API.myApplications, headers: { cookie: queue[1]!.member.cookie } })).json().items[0]).toMatchObject({ status: 'approved', amount_received_cents: 33_001 });
    // And the public report lists it.
    expect((await t.app.inject({ method: 'GET', url: API.distributions })).json().items[0]).toMatchObject({ month_year: '2026-01', beneficiaries_count: 3 });
  });

  it('refuses when fewer than N are waiting, and changes nothing', async () => {
    const waiting = (await t.db.kysely.selectFrom('beneficiaries').select((eb) => eb.fn.countAll().as('n')).where('approved', '=', 1).where('distribution_id', 'is', null).executeTakeFirstOrThrow()).n;
    const res = await create({ month_year: '2026-02', total_pool: '500', beneficiaries_count: Number(waiting) + 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/^Only \d+ approved application(s are| is) waiting/);
    expect((await t.app.inject({ method: 'GET', url: API.distributions })).json().total).toBe(1);
  });

  it('allows one distribution per month', async () => {
    await approvedMembers(1, 20);
    const res = await create({ month_year: '2026-01', total_pool: '10', beneficiaries_count: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A distribution for January 2026 already exists. Distributions are never edited or replaced.');
  });

  it('answers 409 to the second of two distributions for the same month sent at once', async () => {
    await approvedMembers(2, 22);
    const results = await Promise.all([
      create({ month_year: '2026-02', total_pool: '10', beneficiaries_count: 1 }),
      create({ month_year: '2026-02', total_pool: '10', beneficiaries_count: 1 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe('A distribution for February 2026 already exists. Distributions are never edited or replaced.');
    expect(await t.db.kysely.selectFrom('fund_distributions').select('id').where('month_year', '=', '2026-02').execute()).toHaveLength(1);
  });

  it('never pays the same member twice when two months are created at once', async () => {
    await approvedMembers(2, 25);
    const waiting = Number((await t.db.kysely.selectFrom('beneficiaries').select((eb) => eb.fn.countAll().as('n')).where('approved', '=', 1).where('distribution_id', 'is', null).executeTakeFirstOrThrow()).n);
    const results = await Promise.all([
      create({ month_year: '2026-03', total_pool: '100', beneficiaries_count: waiting }),
      create({ month_year: '2026-04', total_pool: '100', beneficiaries_count: waiting }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const paidTwice = await t.db.kysely.selectFrom('distribution_allocations').select('beneficiary_id').groupBy('beneficiary_id').having((eb) => eb.fn.countAll(), '>', 1).execute();
    expect(paidTwice).toEqual([]);
  });

  it.each([
    [{ month_year: 'January 2026', total_pool: '10', beneficiaries_count: 1 }, 'Format must be YYYY-MM (e.g., 2024-01)'],
    [{ month_year: '2026-05', total_pool: '0', beneficiaries_count: 1 }, 'Total pool must be greater than 0'],
    [{ month_year: '2026-05', total_pool: '10000000.01', beneficiaries_count: 1 }, 'Total pool must be less than $10,000,000'],
    [{ month_year: '2026-05', total_pool: '10', beneficiaries_count: 100_001 }, 'Beneficiaries count must be less than 100,000'],
    [{ month_year: '2026-05', total_pool: '10', beneficiaries_count: 1.5 }, 'Beneficiaries count must be a whole number'],
    [{ month_year: '2026-05', total_pool: '0.01', beneficiaries_count: 2 }, 'The pool is too small to give each beneficiary at least one cent.'],
  ])('rejects %o with "%s"', async (payload, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('has no way to edit or delete a distribution', async () => {
    const id = (await t.db.kysely.selectFrom('fund_distributions').select('id').executeTakeFirstOrThrow()).id;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: `${API.adminDistributions}/${id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(404);
    }
  });
});
