import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const REASON = 'The heating bill came in twice what we expected and the car needed repairs the same week.';
const REQUEST = { reason: REASON, eligibility_confirmed: true, amount_needed_cents: 45_050, category: 'utilities', payout_method: 'provider_transfer' };
const apply = (m: TestMember, payload: object) => t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload });
const mine = (m: TestMember) => t.app.inject({ method: 'GET', url: API.myApplications, headers: { cookie: m.cookie } });
const adminList = (admin: TestMember) => t.app.inject({ method: 'GET', url: `${API.adminApplications}?status=all&page_size=100`, headers: { cookie: admin.cookie } });

describe('what an application asks for', () => {
  it('stores the amount in cents, the category code and the payout method, for the member and for admins', async () => {
    const a = await createMember(t);
    const admin = await createMember(t, { admin: true });
    const res = await apply(a, REQUEST);
    expect(res.statusCode).toBe(201);
    const asked = { amount_needed_cents: 45_050, category: 'utilities', payout_method: 'provider_transfer' };
    expect(res.json().application).toMatchObject(asked);
    const row = await t.db.kysely.selectFrom('beneficiaries').select(['amount_needed_cents', 'category', 'payout_method']).where('user_id', '=', a.id).executeTakeFirstOrThrow();
    expect({ ...row, amount_needed_cents: Number(row.amount_needed_cents) }).toEqual(asked);
    expect((await mine(a)).json().items[0]).toMatchObject(asked);
    const listed = (await adminList(admin)).json().items.find((x: { user_id: string }) => x.user_id === a.id);
    expect(listed).toMatchObject(asked);
  });

  it('shows an application made before the form asked as not given (null) to admins', async () => {
    const a = await createMember(t);
    const admin = await createMember(t, { admin: true });
    expect((await apply(a, { reason: REASON, eligibility_confirmed: true })).statusCode).toBe(201);
    const listed = (await adminList(admin)).json().items.find((x: { user_id: string }) => x.user_id === a.id);
    expect(listed).toMatchObject({ amount_needed_cents: null, category: null, payout_method: null });
  });

  it('accepts the largest amount allowed', async () => {
    const a = await createMember(t);
    const res = await apply(a, { ...REQUEST, amount_needed_cents: 1_000_000 });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ amount_needed_cents: 0 }, 'Enter the amount you need, in dollars and cents, above zero'],
    [{ amount_needed_cents: -500 }, 'Enter the amount you need, in dollars and cents, above zero'],
    [{ amount_needed_cents: 12.5 }, 'Enter the amount you need, in dollars and cents, above zero'],
    [{ amount_needed_cents: '100' }, 'Enter the amount you need, in dollars and cents, above zero'],
    [{ amount_needed_cents: 1_000_001 }, 'The amount needed cannot be more than $10,000'],
    [{ category: 'holiday' }, 'Choose what the help is for'],
    [{ payout_method: 'cash_in_envelope' }, 'Choose how you want to be paid'],
  ])('rejects %o with "%s" and stores nothing', async (change, message) => {
    const a = await createMember(t);
    const res = await apply(a, { ...REQUEST, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await mine(a)).json().total).toBe(0);
  });
});
