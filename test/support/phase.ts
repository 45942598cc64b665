import { expect } from 'vitest';
import { API, type PhaseState } from '../../src/shared/api';
import type { TestApp, TestMember } from './api-harness';

/** A switch of phase as admins make it: one prepares it, a different one approves it. */
export async function switchPhase(t: TestApp, preparer: TestMember, approver: TestMember, to_phase: 1 | 2, goal: number | null = null): Promise<PhaseState> {
  const prepared = await t.app.inject({ method: 'POST', url: API.adminPhase, headers: { cookie: preparer.cookie }, payload: { to_phase, goal } });
  expect(prepared.statusCode, prepared.body).toBe(201);
  const { pending } = (prepared.json() as { state: PhaseState }).state;
  const approved = await t.app.inject({ method: 'POST', url: API.adminPhaseApproval(pending!.id), headers: { cookie: approver.cookie } });
  expect(approved.statusCode, approved.body).toBe(200);
  return (approved.json() as { state: PhaseState }).state;
}

/**
 * Puts the community in a phase at once, as a test's starting point: Phase 2 with its goal already
 * reached by today's verified members, Phase 1 with a goal far away.
 */
export async function setPhase(t: TestApp, phase: 1 | 2): Promise<void> {
  const { verified_subscribers } = await t.db.kysely.selectFrom('subscriber_stats').select('verified_subscribers').executeTakeFirstOrThrow();
  await t.db.kysely.updateTable('subscriber_stats').set({ goal: phase === 2 ? Math.max(1, Number(verified_subscribers)) : 1_000_000, phase }).execute();
}
