import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type CountryCount, type StateCount, type SubscribersPage } from '../../../shared/api';
import { createMember, createTestApp, validRegistration, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { admin: true, overrides: { full_name: 'Head Admin' } });
  const members = [
    { full_name: 'Wafiq Toronto', country: 'CA', city: 'Toronto', state: 'Ontario', postal_code: 'M5V 3L9' },
    { full_name: 'Wafiq Ottawa', country: 'CA', city: 'Ottawa', state: 'Ontario', postal_code: 'K1A 0B1' },
    { full_name: 'Wafiq Montreal', country: 'CA', city: 'Montreal', state: 'Quebec', postal_code: 'H2X 1Y4' },
    { full_name: 'Wafiq Dearborn', country: 'US', city: 'Dearborn', state: 'Michigan', postal_code: '48126' },
  ];
  for (const m of members) {
    const res = await t.app.inject({ method: 'POST', url: API.register, payload: validRegistration(m) });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => t.close());

const get = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const names = async (query: string) => (await get<SubscribersPage>(`${API.adminSubscribers}?${query}`)).items.map((i) => i.full_name);

describe('admin subscribers by country', () => {
  it('filters the list by country, with and without a search, and counts what it shows', async () => {
    expect(await names('country=CA')).toEqual(['Wafiq Toronto', 'Wafiq Ottawa', 'Wafiq Montreal']);
    expect(await names('country=US&q=wafiq')).toEqual(['Wafiq Dearborn']);
    expect(await names('country=CA&q=wafiq')).toEqual(['Wafiq Toronto', 'Wafiq Ottawa', 'Wafiq Montreal']);
    expect((await get<SubscribersPage>(`${API.adminSubscribers}?country=CA`)).total).toBe(3);
    expect((await get<SubscribersPage>(`${API.adminSubscribers}?country=US`)).total).toBe(2);
    const [toronto] = (await get<SubscribersPage>(`${API.adminSubscribers}?country=CA`)).items;
    expect(toronto).toMatchObject({ country: 'CA', state: 'Ontario', postal_code: 'M5V 3L9' });
  });

  it('refuses a country it does not know', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.adminSubscribers}?country=MX`, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Country filter must be all, US or CA');
  });

  it('groups by country, largest first, for the same search and filters', async () => {
    expect(await get<CountryCount[]>(API.adminSubscribersByCountry)).toEqual([{ country: 'CA', count: 3 }, { country: 'US', count: 2 }]);
    expect(await get<CountryCount[]>(`${API.adminSubscribersByCountry}?q=wafiq&verified=pending`)).toEqual([{ country: 'CA', count: 3 }, { country: 'US', count: 1 }]);
    expect(await get<CountryCount[]>(`${API.adminSubscribersByCountry}?q=dearborn`)).toEqual([{ country: 'US', count: 1 }, { country: 'CA', count: 0 }]);
    expect(await get<CountryCount[]>(`${API.adminSubscribersByCountry}?country=CA`)).toEqual([{ country: 'CA', count: 3 }]);
  });

  it("groups by state or province within a country; a member without a state is 'No State' of their own country", async () => {
    expect(await get<StateCount[]>(`${API.adminSubscribersByState}?country=CA`)).toEqual([
      { country: 'CA', state: 'Ontario', count: 2 },
      { country: 'CA', state: 'Quebec', count: 1 },
    ]);
    expect(await get<StateCount[]>(`${API.adminSubscribersByState}?q=wafiq&country=CA`)).toEqual([
      { country: 'CA', state: 'Ontario', count: 2 },
      { country: 'CA', state: 'Quebec', count: 1 },
    ]);
    expect(await get<StateCount[]>(`${API.adminSubscribersByState}?country=US`)).toEqual([
      { country: 'US', state: 'Maryland', count: 1 },
      { country: 'US', state: 'Michigan', count: 1 },
    ]);
    await t.services.auth.createOrPromoteAdmin({ email: 'cli-admin@example.org', password: 'Quiet-Harbor-Lantern-42!', fullName: 'Command Line' });
    expect(await get<StateCount[]>(`${API.adminSubscribersByState}?country=US`)).toContainEqual({ country: 'US', state: 'No State', count: 1 });
  });

  it('exports the country by name and the postal code in the CSV, filtered by country', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.adminSubscribersCsv}?country=CA`, headers: { cookie: admin.cookie } });
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('#,full_name,email,phone,city,state,country,postal_code,verified,referral_code,subscription_status,joined_at');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^1,Wafiq Toronto,[^,]+,\+14105550199,Toronto,Ontario,Canada,M5V 3L9,false,/);
  });

  it('shows the country and postal code in the member details', async () => {
    const [montreal] = (await get<SubscribersPage>(`${API.adminSubscribers}?q=montreal`)).items;
    const details = await get<{ profile: { country: string; state: string; postal_code: string | null } }>(API.adminSubscriber(montreal!.id));
    expect(details.profile).toMatchObject({ country: 'CA', state: 'Quebec', postal_code: 'H2X 1Y4' });
  });
});
