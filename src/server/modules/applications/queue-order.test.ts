import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareQueueEntries, type QueueEntry } from '../../../shared/domain/queue';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { applicationsRepository } from './applications.repository';

/** Members enough for ties of every kind; a member has at most one waiting application. */
const MEMBERS = 6;

let t: TestApp;
let members: TestMember[];
beforeAll(async () => {
  t = await createTestApp();
  members = [];
  for (let i = 0; i < MEMBERS; i += 1) members.push(await createMember(t));
});
afterAll(async () => t.close());

// Few distinct dates, so that runs often tie on the subscription date and the application date.
const day = fc.integer({ min: 1, max: 3 }).map((d) => `2025-01-0${d}T00:00:00.000Z`);
const row = fc.record({ waiting: fc.boolean(), move_down: fc.boolean(), subscribed_at: day, applied_at: day });

/** Writes one run's applications and pledge dates; the database's triggers copy the pledge date into queue_since. */
async function lay(rows: { waiting: boolean; move_down: boolean; subscribed_at: string; applied_at: string }[]): Promise<QueueEntry[]> {
  await t.db.kysely.deleteFrom('beneficiaries').execute();
  const entries: QueueEntry[] = [];
  for (const [i, r] of rows.entries()) {
    const member = members[i]!;
    await t.db.kysely.updateTable('subscriptions').set({ created_at: r.subscribed_at }).where('user_id', '=', member.id).execute();
    if (!r.waiting) continue;
    const id = randomUUID();
    await t.db.kysely.insertInto('beneficiaries').values({
      id, user_id: member.id, reason: 'x'.repeat(60), approved: 1, reviewed_by: null, reviewed_at: r.applied_at, amount_received_cents: null,
      move_down: r.move_down ? 1 : 0, distribution_id: null, created_at: r.applied_at, amount_needed_cents: null, category: null, payout_method: null,
    }).execute();
    entries.push({ id, move_down: r.move_down, subscribed_at: r.subscribed_at, applied_at: r.applied_at });
  }
  return entries;
}

describe('the queue order in SQL', () => {
  it('is compareQueueEntries: the distribution reads in its order, and each member’s place counts those it puts first', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: MEMBERS, maxLength: MEMBERS }), async (rows) => {
        const expected = (await lay(rows)).sort(compareQueueEntries);
        const read = await applicationsRepository.waitingSlice(t.db.kysely, 0, MEMBERS);
        expect(read.map((r) => r.id)).toEqual(expected.map((e) => e.id));
        for (const [position, entry] of expected.entries()) {
          const mine = await applicationsRepository.waitingOfMember(t.db.kysely, read[position]!.user_id);
          expect(mine).toMatchObject({ id: entry.id, subscribed_at: entry.subscribed_at });
          expect(await applicationsRepository.countAhead(t.db.kysely, mine!)).toBe(position);
        }
      }),
      { numRuns: 40 },
    );
  });
});
