import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../../../../test/support/api-harness';
import { createMigrator, migrateToLatest } from '../migrate';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PREVIOUS = '20261124T225708_queue_and_notes';
const phaseNow = async () => Number((await t.db.kysely.selectFrom('subscriber_stats').select('phase').executeTakeFirstOrThrow()).phase);

describe('migration (phase start)', () => {
  it('keeps a database in the phase its counts gave: Phase 2 at or past the goal, Phase 1 below it', async () => {
    await createMember(t);
    for (const [goal, phase] of [[1, 2], [1_000_000, 1]] as const) {
      const { error } = await (await createMigrator(t.db.kysely)).migrateTo(PREVIOUS);
      expect(error).toBeUndefined();
      await t.db.kysely.updateTable('subscriber_stats').set({ goal }).execute();
      expect(await migrateToLatest(t.db.kysely)).toContain('20261128T080055_phase_start');
      expect(await phaseNow()).toBe(phase);
    }
  });
});
