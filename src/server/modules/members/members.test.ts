import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/api';
import { createMember, createTestApp, type TestApp } from '../../../../test/support/api-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const update = (cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: API.myProfile, headers: { cookie }, payload });

describe('GET /api/me', () => {
  it("returns the member's own profile and pledge, nobody else's", async () => {
    const a = await createMember(t, { overrides: { full_name: 'Aisha Karim' } });
    await createMember(t, { overrides: { full_name: 'Someone Else' } });
    const res = await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: a.cookie } });
    expect(res.json()).toMatchObject({
      profile: { id: a.id, full_name: 'Aisha Karim', email: a.email, verified: true, country: 'US', state: 'Maryland', postal_code: '21201' },
      subscription: { status: 'pending', monthly_amount_cents: 1000 },
      is_admin: false,
    });
  });
});

describe('PUT /api/me/profile', () => {
  it('updates name and location, including a Canadian province and postal code', async () => {
    const member = await createMember(t);
    const res = await update(member.cookie, { full_name: 'Idris Bello', city: 'Toronto', country: 'CA', state: 'Ontario', postal_code: 'm5v 3l9' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ full_name: 'Idris Bello', city: 'Toronto', country: 'CA', state: 'Ontario', postal_code: 'M5V 3L9' });
    const terms = await t.db.kysely.selectFrom('profile_search_terms').select('country').distinct().where('profile_id', '=', member.id).execute();
    expect(terms).toEqual([{ country: 'CA' }]);
  });

  it('keeps the postal code when it is left out, unless the country changes; an empty one clears it', async () => {
    const member = await createMember(t);
    const profile = async () => (await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: member.cookie } })).json().profile;
    expect((await update(member.cookie, { full_name: 'Idris Bello', city: 'Columbus', country: 'US', state: 'Ohio' })).statusCode).toBe(200);
    expect(await profile()).toMatchObject({ state: 'Ohio', postal_code: '21201' });
    expect((await update(member.cookie, { full_name: 'Idris Bello', city: 'Columbus', country: 'US', state: 'Ohio', postal_code: '' })).statusCode).toBe(200);
    expect((await profile()).postal_code).toBeNull();
    expect((await update(member.cookie, { full_name: 'Idris Bello', city: 'Columbus', country: 'US', state: 'Ohio', postal_code: '43004' })).statusCode).toBe(200);
    expect((await update(member.cookie, { full_name: 'Idris Bello', city: 'Calgary', country: 'CA', state: 'Alberta' })).statusCode).toBe(200);
    expect(await profile()).toMatchObject({ country: 'CA', state: 'Alberta', postal_code: null });
  });

  it.each([
    [{ full_name: 'I', city: 'Toronto', country: 'CA', state: 'Ontario' }, 'Name must be at least 2 characters'],
    [{ full_name: 'Idris', city: 'T', country: 'CA', state: 'Ontario' }, 'City is required'],
    [{ full_name: 'Idris', city: 'Toronto', country: 'Canada', state: 'Ontario' }, 'Please choose the United States or Canada'],
    [{ full_name: 'Idris', city: 'Toronto', country: 'CA', state: 'Texas' }, 'That state is not in Canada. Please select a province or territory from the list'],
    [{ full_name: 'Idris', city: 'Toronto', country: 'CA', state: 'Ontario', postal_code: '90210' }, 'Please enter a postal code like A1A 1A1'],
    [{ full_name: 'Idris', city: 'Toronto', country: 'CA', state: 'Ontario', email: 'new@example.org' }, 'Unrecognized key: "email"'],
  ])('rejects %o with "%s" and changes nothing', async (payload, message) => {
    const member = await createMember(t, { overrides: { full_name: 'Unchanged Name' } });
    const res = await update(member.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const me = await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: member.cookie } });
    expect(me.json().profile.full_name).toBe('Unchanged Name');
  });

  it('is refused to visitors', async () => {
    const res = await t.app.inject({ method: 'PUT', url: API.myProfile, payload: { full_name: 'X Y', city: 'Ab', country: 'CA', state: 'Ontario' } });
    expect(res.statusCode).toBe(401);
  });
});
