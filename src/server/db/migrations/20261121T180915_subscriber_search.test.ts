import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTermsOf, withPreviousTerms } from '../../../shared/domain/member-search';
import { createMember, createTestApp, type TestApp } from '../../../../test/support/api-harness';
import { createMigrator, migrateToLatest } from '../migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const termsOf = (id: string) =>
  t.db.kysely.selectFrom('profile_search_terms').select(['term', 'prev_term', 'created_at', 'verified', 'subscription_status', 'state']).where('profile_id', '=', id).orderBy('term').execute();

describe('migration (subscriber search)', () => {
  it('indexes the members who joined before it, and can be undone', async () => {
    const members = [await createMember(t, { overrides: { full_name: 'Halima Okonkwo-Diallo' } }), await createMember(t, { verified: false })];
    const { error } = await (await createMigrator(t.db.kysely)).migrateTo('20261121T170725_review_moderation');
    expect(error).toBeUndefined();
    expect(await migrateToLatest(t.db.kysely)).toContain('20261121T180915_subscriber_search');

    for (const m of members) {
      const p = await t.db.kysely.selectFrom('profiles').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
      const expected = withPreviousTerms(searchTermsOf(p)).map((x) => ({ ...x, created_at: p.created_at, verified: p.verified, subscription_status: p.subscription_status, state: p.state }));
      expect(await termsOf(m.id)).toEqual([...expected].sort((a, b) => (a.term < b.term ? -1 : 1)));
    }
  });

  it('keeps the copied columns equal to the profile whoever updates it', async () => {
    const m = await createMember(t, { verified: false });
    await t.db.kysely.updateTable('profiles').set({ verified: 1, subscription_status: 'paused', state: 'Ohio', created_at: '2025-02-03T04:05:06.000Z' }).where('id', '=', m.id).execute();
    for (const row of await termsOf(m.id)) {
      expect(row).toMatchObject({ verified: 1, subscription_status: 'paused', state: 'Ohio', created_at: '2025-02-03T04:05:06.000Z' });
    }
  });
});
