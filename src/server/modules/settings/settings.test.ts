import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API } from '../../../shared/api';
import { auditOf, createMember, createTestAppWithAdmin, expectAdminOnly, type TestApp, type TestMember } from '../../../../test/support/api-harness';

let t: TestApp;
let admin: TestMember;
beforeAll(async () => ({ t, admin } = await createTestAppWithAdmin()));
afterAll(async () => t.close());

const setGoal = (goal: unknown) => t.app.inject({ method: 'PUT', url: API.adminSettings, headers: { cookie: admin.cookie }, payload: { goal } });
const stats = async () => (await t.app.inject({ method: 'GET', url: API.stats })).json();

describe('/api/admin/settings', () => {
  it('starts at the default goal of 1,000,000', async () => {
    const res = await t.app.inject({ method: 'GET', url: API.adminSettings, headers: { cookie: admin.cookie } });
    expect(res.json()).toEqual({ goal: 1_000_000 });
  });

  it('changes the goal everyone sees, never the phase, and audits each change', async () => {
    const verified = (await stats()).verified_subscribers;
    expect(verified).toBeGreaterThanOrEqual(1);
    const above = verified + 5;

    const lowered = await setGoal(above);
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toEqual({ goal: above });
    expect(await stats()).toMatchObject({ goal: above, phase: 1 });

    await setGoal(1_000_000);
    expect(await stats()).toMatchObject({ goal: 1_000_000, phase: 1 });

    const entries = await auditOf(t, 'settings', 'goal');
    expect(entries.map((e) => [e.action, e.actor_id, e.before, e.after])).toEqual([
      ['update', admin.id, { goal: 1_000_000 }, { goal: above }],
      ['update', admin.id, { goal: above }, { goal: 1_000_000 }],
    ]);
  });

  it('announces the change to the live counters once it is committed, and not when nothing changed', async () => {
    // What the broadcaster would read at the moment of the announcement.
    const heard: number[] = [];
    const announce = vi.spyOn(t.services.stats, 'announceChange').mockImplementation(async () => {
      heard.push((await t.services.stats.get()).goal);
    });
    try {
      await setGoal(2_000_000);
      await setGoal(2_000_000);
      await setGoal(1_000_000);
    } finally {
      announce.mockRestore();
    }
    expect(heard).toEqual([2_000_000, 1_000_000]);
  });

  it('records nothing when the goal is set to what it already is', async () => {
    const before = (await auditOf(t, 'settings', 'goal')).length;
    expect((await setGoal(1_000_000)).statusCode).toBe(200);
    expect(await auditOf(t, 'settings', 'goal')).toHaveLength(before);
  });

  it.each([
    [0, 'Goal must be at least 1'],
    [100_000_001, 'Goal must be at most 100,000,000'],
    [2.5, 'Goal must be a whole number'],
    ['1000', 'Goal must be a whole number'],
    [undefined, 'Goal must be a whole number'],
  ])('refuses %s with "%s"', async (goal, message) => {
    const res = await setGoal(goal);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, fields: { goal: message } });
    expect((await stats()).goal).toBe(1_000_000);
  });

  it('answers 401 to visitors and 403 to members, and the goal stays', async () => {
    const member = await createMember(t);
    await expectAdminOnly(t, member, [
      { method: 'GET', url: API.adminSettings },
      { method: 'PUT', url: API.adminSettings, payload: { goal: 5 } },
    ]);
    expect((await stats()).goal).toBe(1_000_000);
  });
});
