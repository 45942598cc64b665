import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../../../../test/support/api-harness';
import { createMigrator, migrateToLatest } from '../migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const groupsOf = async () =>
  (await t.db.kysely.selectFrom('subscriber_groups').selectAll().where('members', '!=', 0).execute())
    .map((g) => `${g.country}|${g.state}|${g.verified}|${g.subscription_status}=${Number(g.members)}`)
    .sort();
const fromProfiles = async () =>
  (await t.db.kysely.selectFrom('profiles').select((eb) => ['country', 'state', 'verified', 'subscription_status', eb.fn.countAll().as('n')]).groupBy(['country', 'state', 'verified', 'subscription_status']).execute())
    .map((g) => `${g.country}|${g.state}|${g.verified}|${g.subscription_status}=${Number(g.n)}`)
    .sort();

describe('migration (search at scale)', () => {
  it('counts the members who joined before it per group, and can be undone', async () => {
    await createMember(t, { overrides: { state: 'Ohio' } });
    await createMember(t, { verified: false, overrides: { state: 'Ohio' } });
    await createMember(t, { overrides: { state: 'Texas' } });
    const { error } = await (await createMigrator(t.db.kysely)).migrateTo('20261124T041751_search_terms_covering');
    expect(error).toBeUndefined();
    // Written while the triggers are gone: only the backfill can count this one.
    await t.db.kysely.updateTable('profiles').set({ subscription_status: 'active' }).where('state', '=', 'Texas').execute();
    expect(await migrateToLatest(t.db.kysely)).toContain('20261124T081647_search_at_scale');
    expect(await groupsOf()).toEqual(await fromProfiles());
    expect((await groupsOf()).some((g) => g.includes('|Texas|') && g.includes('|active='))).toBe(true);
  });
});
