import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, type PhaseState } from '../../../shared/api';
import { PHASE_MESSAGES } from '../../../shared/schemas/phase';
import { auditOf, createMember, createTestAppWithAdmin, type TestApp, type TestMember } from '../../../../test/support/api-harness';
import { switchPhase } from '../../../../test/support/phase';
import type { TableQueue } from '../../jobs/table-queue';
import { phaseRepository } from './phase.repository';

let t: TestApp;
let first: TestMember;
let second: TestMember;
beforeAll(async () => {
  ({ t, admin: first } = await createTestAppWithAdmin());
  second = await createMember(t, { admin: true });
});
afterAll(async () => t.close());

const INVITATION = 'Phase 2 has begun: set up your monthly pledge';
const as = (admin: TestMember) => ({ cookie: admin.cookie });
const publicStats = async () => (await t.app.inject({ method: 'GET', url: API.stats })).json() as { phase: number; goal: number; verified_subscribers: number };
const state = async (admin: TestMember) => (await t.app.inject({ method: 'GET', url: API.adminPhase, headers: as(admin) })).json() as PhaseState;
const prepare = (admin: TestMember, to_phase: 1 | 2, goal: number | null = null) => t.app.inject({ method: 'POST', url: API.adminPhase, headers: as(admin), payload: { to_phase, goal } });
const approve = (admin: TestMember, id: string) => t.app.inject({ method: 'POST', url: API.adminPhaseApproval(id), headers: as(admin) });
const setGoal = (goal: number) => t.app.inject({ method: 'PUT', url: API.adminSettings, headers: as(first), payload: { goal } });
const invitationsTo = (m: TestMember) => t.mailsTo(m.email).filter((mail) => mail.subject === INVITATION);
const nameOf = async (m: TestMember) => (await t.db.kysely.selectFrom('profiles').select('full_name').where('id', '=', m.id).executeTakeFirstOrThrow()).full_name;
const runJobs = () => (t.services.jobs as TableQueue).runDue(new Date(Date.now() + 60_000));

beforeEach(async () => {
  if ((await publicStats()).phase === 2) await switchPhase(t, first, second, 1, 1_000_000);
  expect((await setGoal(1_000_000)).statusCode).toBe(200);
});

describe('starting Phase 2 takes two admins', () => {
  it('refuses a goal that would start Phase 2 from the settings alone, and changes nothing', async () => {
    const member = await createMember(t);
    const before = await publicStats();
    const res = await setGoal(before.verified_subscribers);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.message).toBe(PHASE_MESSAGES.goalCrossesThreshold);
    await runJobs();
    expect(await publicStats()).toMatchObject({ phase: 1, goal: 1_000_000 });
    expect(invitationsTo(member)).toEqual([]);
  });

  it('a verification that reaches the goal makes Phase 2 ready, and the public pages stay in Phase 1', async () => {
    const { verified_subscribers } = await publicStats();
    expect((await setGoal(verified_subscribers + 1)).statusCode).toBe(200);
    expect((await state(first)).phase_two_ready).toBe(false);
    await createMember(t);
    const stats = await publicStats();
    expect(stats.verified_subscribers).toBe(stats.goal);
    expect(stats.phase).toBe(1);
    expect(await state(first)).toMatchObject({ phase: 1, phase_two_ready: true, pending: null });
  });

  it('one admin prepares with a preview, the same admin cannot approve, a second one starts Phase 2 and the invitations go out', async () => {
    const invitee = await createMember(t);
    const goal = (await publicStats()).verified_subscribers;
    const prepared = await prepare(first, 2, goal);
    expect(prepared.statusCode, prepared.body).toBe(201);
    const pending = (prepared.json() as { state: PhaseState }).state.pending!;
    expect(pending).toMatchObject({ from_phase: 1, to_phase: 2, goal });
    expect(pending.invitees).toBeGreaterThan(0);

    const page = await t.app.inject({ method: 'GET', url: `${API.adminPhaseInvitees}?page=1&page_size=100`, headers: as(second) });
    expect(page.json().total).toBe(pending.invitees);
    expect(page.json().items).toContainEqual({ full_name: await nameOf(invitee), email: invitee.email });
    const small = await t.app.inject({ method: 'GET', url: `${API.adminPhaseInvitees}?page=1&page_size=1`, headers: as(second) });
    expect(small.json().items).toHaveLength(1);

    // Prepared is not started: the public figures, the goal and the members' inboxes are as they were.
    await runJobs();
    expect(await publicStats()).toMatchObject({ phase: 1, goal: 1_000_000 });
    expect(invitationsTo(invitee)).toEqual([]);

    expect((await state(first)).approval_refusal).toBe(PHASE_MESSAGES.selfPrepared);
    const own = await approve(first, pending.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(PHASE_MESSAGES.selfPrepared);
    expect((await publicStats()).phase).toBe(1);

    expect((await state(second)).approval_refusal).toBeNull();
    const approved = await approve(second, pending.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await publicStats()).toMatchObject({ phase: 2, goal });
    await runJobs();
    expect(invitationsTo(invitee)).toHaveLength(1);
    expect((await approve(second, pending.id)).statusCode).toBe(409);

    const trail = (await auditOf(t, 'settings', 'phase')).filter((e) => e.after?.id === pending.id);
    expect(trail.map((e) => [e.action, e.actor_id])).toEqual([['prepare', first.id], ['approve', second.id]]);
    expect(trail[1]!.after).toMatchObject({ phase: 2, goal, prepared_by: first.id });
  });

  it('refuses to start Phase 2 before verified members reach the goal', async () => {
    const res = await prepare(first, 2);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PHASE_MESSAGES.goalNotReached);
    expect((await state(first)).pending).toBeNull();
  });

  it('a withdrawn switch can no longer be approved', async () => {
    const goal = (await publicStats()).verified_subscribers;
    const { pending } = ((await prepare(first, 2, goal)).json() as { state: PhaseState }).state;
    const withdrawn = await t.app.inject({ method: 'POST', url: API.adminPhaseWithdrawal(pending!.id), headers: as(first) });
    expect(withdrawn.statusCode).toBe(200);
    const res = await approve(second, pending!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(PHASE_MESSAGES.notPending);
    expect((await publicStats()).phase).toBe(1);
  });

  it('a new preparation replaces the waiting one: approving the old one changes nothing', async () => {
    const goal = (await publicStats()).verified_subscribers;
    const old = ((await prepare(first, 2, goal)).json() as { state: PhaseState }).state.pending!;
    const replacing = ((await prepare(second, 2, goal)).json() as { state: PhaseState }).state.pending!;
    expect(replacing.id).not.toBe(old.id);
    expect((await approve(second, old.id)).statusCode).toBe(409);
    expect((await approve(second, replacing.id)).statusCode).toBe(403);
    expect((await publicStats()).phase).toBe(1);
  });

  it('holds four eyes in the approving UPDATE itself: the preparer never approves, whatever was read before', async () => {
    const goal = (await publicStats()).verified_subscribers;
    const { pending } = ((await prepare(first, 2, goal)).json() as { state: PhaseState }).state;
    expect(await phaseRepository.markApproved(t.db.kysely, pending!.id, first.id, new Date().toISOString())).toBe(false);
    expect((await t.db.kysely.selectFrom('phase_changes').select('status').where('id', '=', pending!.id).executeTakeFirstOrThrow()).status).toBe('prepared');
  });

  it('never leaves one admin as both preparer and approver when a re-preparation and an approval race', async () => {
    const goal = (await publicStats()).verified_subscribers;
    for (let round = 0; round < 5; round++) {
      if ((await publicStats()).phase === 2) await switchPhase(t, first, second, 1, 1_000_000);
      const { pending } = ((await prepare(first, 2, goal)).json() as { state: PhaseState }).state;
      await Promise.all([prepare(second, 2, goal), approve(second, pending!.id)]);
    }
    const approved = await t.db.kysely.selectFrom('phase_changes').select(['prepared_by', 'decided_by']).where('status', '=', 'approved').execute();
    expect(approved.filter((r) => r.prepared_by === r.decided_by)).toEqual([]);
  });

  it('switching back to Phase 1 takes two admins too', async () => {
    const goal = (await publicStats()).verified_subscribers;
    await switchPhase(t, first, second, 2, goal);
    const refused = await setGoal(goal + 100);
    expect(refused.statusCode).toBe(409);
    expect((await publicStats()).phase).toBe(2);
    await switchPhase(t, second, first, 1, goal + 100);
    expect(await publicStats()).toMatchObject({ phase: 1, goal: goal + 100 });
  });
});
