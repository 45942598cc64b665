import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { createTestAppWithStripe } from '../../../../test/support/fake-stripe-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const REASON = 'The heating bill came in twice what we expected and the car needed repairs the same week.';
const REQUEST = { reason: REASON, eligibility_confirmed: true, amount_needed_cents: 45_050, category: 'utilities', payout_method: 'outside' };
const apply = (m: TestMember, payload: object) => t.app.inject({ method: 'POST', url: API.applications, headers: { cookie: m.cookie }, payload });
const mine = (m: TestMember) => t.app.inject({ method: 'GET', url: API.myApplications, headers: { cookie: m.cookie } });
const adminList = (admin: TestMember) => t.app.inject({ method: 'GET', url: `${API.adminApplications}?status=all&page_size=100`, headers: { cookie: admin.cookie } });

describe('what an application asks for', () => {
  it('stores the amount in cents, the category code and the payout method, for the member and for admins', async () => {
    const a = await createMember(t);
    const admin = await createMember(t, { admin: true });
    const res = await apply(a, REQUEST);
    expect(res.statusCode).toBe(201);
    const asked = { amount_needed_cents: 45_050, category: 'utilities', payout_method: 'outside' };
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
    await t.db.kysely.insertInto('beneficiaries').values({
      id: crypto.randomUUID(), user_id: a.id, reason: REASON, approved: 0, reviewed_by: null, reviewed_at: null, amount_received_cents: null, move_down: 0, distribution_id: null, created_at: new Date().toISOString(),
    }).execute();
    expect((await mine(a)).json().items[0]).toMatchObject({ amount_needed_cents: null, category: null, payout_method: null });
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
    [{ amount_needed_cents: undefined }, 'Enter the amount you need, in dollars and cents, above zero'],
    [{ category: undefined }, 'Choose what the help is for'],
    [{ payout_method: undefined }, 'Choose how you want to be paid'],
    [{ payout_method: 'provider_transfer' }, 'This way of being paid is not available at the moment. Choose another.'],
  ])('rejects %o with "%s" and stores nothing', async (change, message) => {
    const a = await createMember(t);
    const res = await apply(a, { ...REQUEST, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await mine(a)).json().total).toBe(0);
  });
});

describe('the ways of being paid an applicant is offered', () => {
  it('is only a payment outside the platform when no payment provider is configured', async () => {
    const a = await createMember(t);
    const res = await t.app.inject({ method: 'GET', url: API.applicationPayoutMethods, headers: { cookie: a.cookie } });
    expect(res.json()).toEqual({ methods: ['outside'] });
  });

  it('includes the bank transfer through the provider once one is configured, and takes it', async () => {
    const withStripe = await createTestAppWithStripe();
    try {
      const a = await createMember(withStripe);
      const res = await withStripe.app.inject({ method: 'GET', url: API.applicationPayoutMethods, headers: { cookie: a.cookie } });
      expect(res.json()).toEqual({ methods: ['provider_transfer', 'outside'] });
      const applied = await withStripe.app.inject({ method: 'POST', url: API.applications, headers: { cookie: a.cookie }, payload: { ...REQUEST, payout_method: 'provider_transfer' } });
      expect(applied.statusCode).toBe(201);
    } finally {
      await withStripe.close();
    }
  });
});
