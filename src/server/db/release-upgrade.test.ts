import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../shared/api';
import { FIXTURE_MEMBER_PASSWORD, FIXTURE_MEMBERS } from '../../../test/fixtures/releases/accounts';
import { cookieFrom, createMember, createTestApp, type TestApp } from '../../../test/support/api-harness';
import { type FixtureFacts, loadReleaseFixture, releaseFixtures } from '../../../test/support/release-fixtures';
import { loadMigrations } from './migrate';

describe.each(releaseFixtures())('the database of release %s, migrated by today’s code', (release) => {
  let t: TestApp;
  let before: FixtureFacts;
  beforeAll(async () => {
    t = await createTestApp({}, {
      prepareDatabase: async (target) => {
        before = await loadReleaseFixture(release, target);
      },
    });
  });
  afterAll(async () => t?.close());

  it('has every one of today’s migrations, recorded under today’s names', async () => {
    const recorded = await t.db.kysely.withTables<{ kysely_migration: { name: string } }>().selectFrom('kysely_migration').select('name').execute();
    expect(recorded.map(({ name }) => name).sort()).toEqual(Object.keys(await loadMigrations()).sort());
  });

  it('keeps its members and its live counter', async () => {
    // The release's seeded members and its admin: the fixture is not empty.
    expect(before.users).toBe(FIXTURE_MEMBERS + 1);
    const { n } = await t.db.kysely.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(before.users);
    const stats = (await t.app.inject({ method: 'GET', url: API.stats })).json();
    expect(stats).toMatchObject(before.stats);
  });

  it('signs in a member who joined under that release, with the password they chose then', async () => {
    const member = await t.db.kysely
      .selectFrom('profiles')
      .select('email')
      .where('verified', '=', 1)
      .where('id', 'not in', (eb) => eb.selectFrom('user_roles').select('user_id').where('role', '=', 'admin'))
      .orderBy('email')
      .executeTakeFirstOrThrow();
    const login = await t.app.inject({ method: 'POST', url: API.login, payload: { email: member.email, password: FIXTURE_MEMBER_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: API.me, headers: { cookie: cookieFrom(login) } });
    expect(me.json()).toMatchObject({ profile: { email: member.email, verified: true } });
  });

  it('keeps the ledger: money recorded now adds up in its month', async () => {
    const payers = [await createMember(t), await createMember(t)];
    for (const [i, payer] of payers.entries()) {
      await t.services.ledger.append(t.db.kysely, {
        kind: 'recorded_payment', amount_cents: 1000 + i * 500, currency: 'USD', settled_cents: 1000 + i * 500, month: '2026-10', member_id: payer.id, source: 'recorded', reference: `upgrade-${release}-${i}`, method: 'cash',
      });
    }
    expect(await t.services.ledger.monthTotals('2026-10')).toMatchObject({ collected_cents: 2500, contributors: 2, entries: 2 });
  });
});
