import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../../../../test/support/api-harness';
import { createMigrator, migrateToLatest } from '../migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const profileOf = (id: string) => t.db.kysely.selectFrom('profiles').select(['country', 'state', 'postal_code']).where('id', '=', id).executeTakeFirstOrThrow();
const termCountries = async (id: string) =>
  (await t.db.kysely.selectFrom('profile_search_terms').select('country').distinct().where('profile_id', '=', id).execute()).map((r) => r.country);

const groupCountries = async () =>
  (await t.db.kysely.selectFrom('subscriber_groups').select('country').distinct().where('members', '!=', 0).orderBy('country').execute()).map((r) => r.country);

describe('migration (member country)', () => {
  it("gives existing members a country code: 'CA' for a Canadian province or country, 'US' for everyone else", async () => {
    const american = await createMember(t);
    const provinceOnly = await createMember(t, { overrides: { country: 'CA', state: 'Quebec', postal_code: 'H2X 1Y4' } });
    const canadian = await createMember(t, { overrides: { country: 'CA', state: 'Alberta', postal_code: 'T2P 1J9' } });
    const { error } = await (await createMigrator(t.db.kysely)).migrateTo('20261124T041751_search_terms_covering');
    expect(error).toBeUndefined();
    // As the rows were before: an English name, 'United States' even for a province chosen at sign-up.
    await t.db.kysely.updateTable('profiles').set({ country: 'United States' }).where('id', '=', provinceOnly.id).execute();
    const before = await t.db.kysely.selectFrom('profiles').select('country').where('id', '=', canadian.id).executeTakeFirstOrThrow();
    expect(before.country).toBe('Canada');

    expect(await migrateToLatest(t.db.kysely)).toContain('20261124T081645_member_country');
    expect(await profileOf(american.id)).toEqual({ country: 'US', state: 'Maryland', postal_code: null });
    expect(await profileOf(provinceOnly.id)).toMatchObject({ country: 'CA', state: 'Quebec' });
    expect(await profileOf(canadian.id)).toMatchObject({ country: 'CA', state: 'Alberta' });
    expect(await termCountries(american.id)).toEqual(['US']);
    expect(await termCountries(provinceOnly.id)).toEqual(['CA']);
    // Migration 0014 runs after this one: the groups it counts are per code, never per old name.
    expect(await groupCountries()).toEqual(['CA', 'US']);
  });

  it('keeps the copied country of the search terms equal to the profile whoever updates it', async () => {
    const m = await createMember(t);
    await t.db.kysely.updateTable('profiles').set({ country: 'CA', state: 'Manitoba' }).where('id', '=', m.id).execute();
    expect(await termCountries(m.id)).toEqual(['CA']);
    const manitoba = await t.db.kysely.selectFrom('subscriber_groups').select('members').where('country', '=', 'CA').where('state', '=', 'Manitoba').executeTakeFirstOrThrow();
    expect(Number(manitoba.members)).toBe(1);
  });
});
