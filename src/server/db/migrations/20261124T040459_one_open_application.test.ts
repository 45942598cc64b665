import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, createMember, createTestApp, type TestApp } from '../../../../test/support/api-harness';
import { createMigrator, migrateToLatest } from '../migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const application = (userId: string, createdAt: string, decided: { approved?: 0 | 1; reviewed_at?: string | null } = {}) => ({
  id: randomUUID(), user_id: userId, reason: 'x'.repeat(60), approved: decided.approved ?? 0, reviewed_by: null, reviewed_at: decided.reviewed_at ?? null,
  amount_received_cents: null, move_down: 0 as const, distribution_id: null, created_at: createdAt,
});
const stateOf = async (id: string) => t.db.kysely.selectFrom('beneficiaries').select(['approved', 'reviewed_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('migration (one open application per member)', () => {
  it('closes the duplicates left before it, keeping an approved one or else the oldest, with an audit entry each', async () => {
    // Members are made through today's API first: the app needs the latest schema to sign them up.
    const [a, b, c] = [await createMember(t), await createMember(t), await createMember(t)];
    const { error } = await (await createMigrator(t.db.kysely)).migrateTo('20261121T180915_subscriber_search');
    expect(error).toBeUndefined();
    const aRows = [application(a.id, '2026-01-01T00:00:00.000Z'), application(a.id, '2026-01-02T00:00:00.000Z'), application(a.id, '2026-01-03T00:00:00.000Z')];
    const bRows = [application(b.id, '2026-01-01T00:00:00.000Z'), application(b.id, '2026-01-02T00:00:00.000Z', { approved: 1, reviewed_at: '2026-01-05T00:00:00.000Z' })];
    const cRows = [application(c.id, '2026-01-01T00:00:00.000Z', { reviewed_at: '2026-01-02T00:00:00.000Z' }), application(c.id, '2026-01-03T00:00:00.000Z')];
    await t.db.kysely.insertInto('beneficiaries').values([...aRows, ...bRows, ...cRows]).execute();

    expect(await migrateToLatest(t.db.kysely)).toContain('20261124T040459_one_open_application');

    expect(await stateOf(aRows[0]!.id)).toEqual({ approved: 0, reviewed_at: null });
    expect(await stateOf(bRows[1]!.id)).toMatchObject({ approved: 1 });
    expect(await stateOf(cRows[1]!.id)).toEqual({ approved: 0, reviewed_at: null });
    for (const closed of [aRows[1]!, aRows[2]!, bRows[0]!]) {
      expect((await stateOf(closed.id)).reviewed_at).not.toBeNull();
      expect(await auditOf(t, 'application', closed.id)).toMatchObject([{ action: 'reject', actor_id: null, actor_email: 'system (migration 0006)', before: { approved: false, reviewed_at: null }, after: { approved: false } }]);
    }
    expect(await auditOf(t, 'application', cRows[0]!.id)).toEqual([]);

    await expect(t.db.kysely.insertInto('beneficiaries').values(application(c.id, '2026-02-01T00:00:00.000Z')).execute()).rejects.toThrow();
  });
});
