import { randomUUID } from 'node:crypto';
import type { PhaseChange, PhaseInvitee, PhaseState } from '../../../shared/api';
import { phaseOf, type SubscriberStats } from '../../../shared/domain/stats';
import { PHASE_MESSAGES, type PhaseChangeInput } from '../../../shared/schemas/phase';
import type { Page, PageQuery } from '../../../shared/schemas/paging';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { PhaseInvitationsService } from '../phase-invitations/phase-invitations.service';
import type { StatsService } from '../stats/stats.service';
import { phaseRepository as repo } from './phase.repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

const asPhase = (n: number): 1 | 2 => (Number(n) === 2 ? 2 : 1);

const toChange = (r: Row): PhaseChange => ({
  id: r.id,
  from_phase: asPhase(r.from_phase),
  to_phase: asPhase(r.to_phase),
  goal: r.goal === null ? null : Number(r.goal),
  invitees: Number(r.invitees),
  prepared_by_name: r.prepared_by_name,
  prepared_at: r.prepared_at,
});

/** Why the figures do not allow the switch (now, or any longer), or null. */
function blocked(stats: SubscriberStats, change: { from: number; to: number; goal: number | null }): string | null {
  if (stats.phase !== change.from) return change.to === stats.phase ? PHASE_MESSAGES.alreadyInPhase : PHASE_MESSAGES.changed;
  if (change.to === 2 && phaseOf(stats.verified_subscribers, change.goal ?? stats.goal) !== 2) return PHASE_MESSAGES.goalNotReached;
  return null;
}

/**
 * Switching phase is a two-admin act, as the monthly close is: one admin prepares the switch (and the
 * goal it sets, if any) with a preview of whom Phase 2 would invite; a different admin approves it,
 * and only then does the phase change and do the invitations start. Both steps are audited.
 */
export function createPhaseService(deps: { db: Executor; stats: StatsService; audit: AuditService; invitations: PhaseInvitationsService }) {
  return {
    async state(actor: Actor): Promise<PhaseState> {
      const [stats, pending, invitees] = await Promise.all([deps.stats.get(), repo.pending(deps.db), deps.invitations.countUninvited()]);
      const refusal = !pending
        ? null
        : pending.prepared_by === actor.id
          ? PHASE_MESSAGES.selfPrepared
          : blocked(stats, { from: pending.from_phase, to: pending.to_phase, goal: pending.goal });
      return {
        phase: stats.phase,
        goal: stats.goal,
        verified_subscribers: stats.verified_subscribers,
        phase_two_ready: stats.phase === 1 && phaseOf(stats.verified_subscribers, stats.goal) === 2,
        invitees,
        pending: pending ? toChange(pending) : null,
        approval_refusal: refusal,
      };
    },

    invitees(query: PageQuery): Promise<Page<PhaseInvitee>> {
      return deps.invitations.uninvitedPage(query);
    },

    /** Replaces any switch still waiting: the approver always approves the one they were shown. */
    async prepare(actor: Actor, input: PhaseChangeInput): Promise<PhaseState> {
      await deps.db.transaction().execute(async (trx) => {
        const stats = await deps.stats.lockAndRead(trx);
        const change = { from: stats.phase, to: input.to_phase, goal: input.goal };
        const refused = blocked(stats, change);
        if (refused) throw conflict(refused);
        const at = nowIso();
        const invitees = change.to === 2 ? await deps.invitations.countUninvited(trx) : 0;
        await repo.withdrawPending(trx, actor.id, at);
        const id = randomUUID();
        await repo.insert(trx, { id, from_phase: change.from, to_phase: change.to, goal: change.goal, status: 'prepared', invitees, prepared_by: actor.id, prepared_at: at, decided_by: null, decided_at: null });
        await deps.audit.record(trx, actor, {
          action: 'prepare', entity_type: 'settings', entity_id: 'phase',
          before: { phase: stats.phase, goal: stats.goal },
          after: { id, phase: change.to, goal: change.goal ?? stats.goal, invitees, status: 'prepared' },
        });
      }).catch((err: unknown) => {
        // Two preparations at once: the index that allows one waiting switch decides, the other is told to look again.
        throw isUniqueViolation(err) ? conflict(PHASE_MESSAGES.changed) : err;
      });
      return this.state(actor);
    },

    /** A different admin approves: the phase (and goal) change in the same transaction, then Phase 2's invitations start. */
    async approve(actor: Actor, id: string): Promise<PhaseState> {
      const to = await deps.db.transaction().execute(async (trx) => {
        const stats = await deps.stats.lockAndRead(trx);
        const row = await repo.findById(trx, id);
        if (!row) throw notFound(PHASE_MESSAGES.notFound);
        if (row.status !== 'prepared') throw conflict(PHASE_MESSAGES.notPending);
        if (row.prepared_by === actor.id) throw forbidden(PHASE_MESSAGES.selfPrepared);
        const change = { from: Number(row.from_phase), to: Number(row.to_phase), goal: row.goal === null ? null : Number(row.goal) };
        const refused = blocked(stats, change);
        if (refused) throw conflict(refused);
        const at = nowIso();
        if (!(await repo.markApproved(trx, id, actor.id, at))) throw conflict(PHASE_MESSAGES.notPending);
        if (!(await deps.stats.switchPhase(trx, change))) throw conflict(PHASE_MESSAGES.changed);
        await deps.audit.record(trx, actor, {
          action: 'approve', entity_type: 'settings', entity_id: 'phase',
          before: { phase: stats.phase, goal: stats.goal },
          after: { id, phase: change.to, goal: change.goal ?? stats.goal, prepared_by: row.prepared_by, invitees: Number(row.invitees), status: 'approved' },
        });
        return change.to;
      });
      await deps.stats.announceChange();
      if (to === 2) await deps.invitations.phaseBegan();
      return this.state(actor);
    },

    async withdraw(actor: Actor, id: string): Promise<PhaseState> {
      await deps.db.transaction().execute(async (trx) => {
        const row = await repo.findById(trx, id);
        if (!row) throw notFound(PHASE_MESSAGES.notFound);
        if (!(await repo.withdraw(trx, id, actor.id, nowIso()))) throw conflict(PHASE_MESSAGES.notPending);
        await deps.audit.record(trx, actor, {
          action: 'reject', entity_type: 'settings', entity_id: 'phase',
          before: { id, phase: Number(row.to_phase), goal: row.goal, status: 'prepared', prepared_by: row.prepared_by },
          after: { id, status: 'withdrawn' },
        });
      });
      return this.state(actor);
    },
  };
}

export type PhaseService = ReturnType<typeof createPhaseService>;
