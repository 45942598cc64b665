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
