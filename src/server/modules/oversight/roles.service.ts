import { randomUUID } from 'node:crypto';
import { OVERSIGHT_MESSAGES, OVERSIGHT_ROLES, type OversightRole, type OversightRolesResponse, type RoleChangeInput } from '../../../shared/oversight';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Actor, EventActor } from '../audit/audit.service';
import type { MembersService } from '../members/members.service';
import type { SecurityEventsService } from '../security-events/security-events.service';
import { oversightRepository } from './oversight.repository';

/** Who acted when a role was changed from the command line. */
export const ROLES_CLI_ACTOR: EventActor = { id: null, email: 'npm run roles' };

/**
 * Grants and revocations of the Shariah board and auditor roles. From /admin one admin proposes and
 * another approves (four eyes); from the command line the operator acts alone, as with admin:create.
 * Each step is a security event.
 */
export function createRolesService(deps: { db: Executor; members: MembersService; securityEvents: SecurityEventsService }) {
  /** The account the change is about, checked against the role it holds now. */
  async function findTarget(email: string) {
    const profile = await deps.members.findByEmail(email);
    if (!profile) throw notFound(OVERSIGHT_MESSAGES.memberNotFound);
    return profile;
  }

  async function checkedTarget<P extends { id: string }>(db: Executor, profile: P, input: RoleChangeInput): Promise<P> {
    const holds = await deps.members.hasRole(profile.id, input.role, db);
    if (input.change === 'grant') {
      if (input.display_name === '') throw badRequest(OVERSIGHT_MESSAGES.displayNameRequired, { display_name: OVERSIGHT_MESSAGES.displayNameRequired });
      // Signing a month one has prepared or approved would make the second check the first one.
      if (await deps.members.isAdmin(profile.id, db)) throw conflict(OVERSIGHT_MESSAGES.adminCannotSign);
      if (holds) throw conflict(OVERSIGHT_MESSAGES.alreadyHolds);
    } else if (!holds) {
      throw conflict(OVERSIGHT_MESSAGES.doesNotHold);
    }
    return profile;
  }

  async function apply(trx: Executor, actor: Actor | EventActor, userId: string, change: { role: OversightRole; change: 'grant' | 'revoke'; display_name: string | null }, details: Record<string, unknown>) {
    if (change.change === 'grant') await deps.members.grantSigningRole(trx, userId, change.role, change.display_name ?? '');
    else await deps.members.revokeRole(trx, userId, change.role);
    await deps.securityEvents.record({
      action: change.change === 'grant' ? 'role_granted' : 'role_revoked',
      actor,
      subjectId: userId,
      details: { role: change.role, ...(change.display_name && { display_name: change.display_name }), ...details },
    }, trx);
  }

  return {
    async list(): Promise<OversightRolesResponse> {
      const [holders, pending] = await Promise.all([deps.members.roleHolders(OVERSIGHT_ROLES), oversightRepository.pendingChanges(deps.db)]);
      return {
        holders: holders.map((h) => ({ user_id: h.user_id, email: h.email, role: h.role as OversightRole, display_name: h.display_name, since: h.created_at })),
        pending: pending.map((p) => ({ ...p, role: p.role as OversightRole })),
      };
    },

    async propose(actor: Actor, input: RoleChangeInput): Promise<{ id: string }> {
      const target = await findTarget(input.email);
      return deps.db.transaction().execute(async (trx) => {
        const profile = await checkedTarget(trx, target, input);
        if (await oversightRepository.findPendingFor(trx, profile.id, input.role, input.change)) throw conflict(OVERSIGHT_MESSAGES.alreadyProposed);
        const id = randomUUID();
        const displayName = input.change === 'grant' ? input.display_name : null;
        await oversightRepository.insertRoleChange(trx, {
          id, user_id: profile.id, role: input.role, change: input.change, display_name: displayName, status: 'proposed',
          proposed_by: actor.id, proposed_at: nowIso(), approved_by: null, approved_at: null,
        });
        await deps.securityEvents.record({ action: 'role_change_proposed', actor, subjectId: profile.id, details: { role: input.role, change: input.change, change_id: id, ...(displayName && { display_name: displayName }) } }, trx);
        return { id };
      });
    },

    async approve(actor: Actor, id: string): Promise<void> {
      await deps.db.transaction().execute(async (trx) => {
        const change = await oversightRepository.findPendingChange(trx, id);
        if (!change) throw notFound(OVERSIGHT_MESSAGES.changeNotFound);
        if (change.proposed_by === actor.id) throw forbidden(OVERSIGHT_MESSAGES.sameAdmin);
        const profile = await deps.members.findProfile(change.user_id, trx);
        if (!profile) throw notFound(OVERSIGHT_MESSAGES.memberNotFound);
        // What was true when proposed may have changed since (the CLI, another approval): checked again.
        await checkedTarget(trx, profile, { email: profile.email, role: change.role as OversightRole, change: change.change, display_name: change.display_name ?? '' });
        if (!(await oversightRepository.approveChange(trx, id, actor.id, nowIso()))) throw notFound(OVERSIGHT_MESSAGES.changeNotFound);
        await apply(trx, actor, change.user_id, { role: change.role as OversightRole, change: change.change, display_name: change.display_name }, { change_id: id, proposed_by: change.proposed_by });
      });
    },

    /** From the command line: takes effect at once, recorded as done by the tool. */
    async applyFromCli(input: RoleChangeInput): Promise<void> {
      const target = await findTarget(input.email);
      await deps.db.transaction().execute(async (trx) => {
        const profile = await checkedTarget(trx, target, input);
        await apply(trx, ROLES_CLI_ACTOR, profile.id, { role: input.role, change: input.change, display_name: input.change === 'grant' ? input.display_name : null }, {});
      });
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
