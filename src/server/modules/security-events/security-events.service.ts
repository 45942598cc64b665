import type { AuditAction } from '../../../shared/domain/audit';
import type { Executor } from '../../db/executor';
import type { Log } from '../../log';
import type { AuditService, EventActor } from '../audit/audit.service';
import type { MembersService } from '../members/members.service';

/** Security events are kept this long, then the hourly housekeeping deletes them. */
export const SECURITY_EVENT_RETENTION_DAYS = 365;

/** Who acted when nobody was signed in: the command-line tool that creates admins. */
export const ADMIN_CLI_ACTOR: EventActor = { id: null, email: 'npm run admin:create' };

export interface SecurityEvent {
  action: AuditAction;
  actor: EventActor;
  /** The member the event is about, when there is one; erasure and the data export find it by this id. */
  subjectId: string | null;
  /** Context only: an address, an e-mail, a filter. Never a password, token, code or cookie. */
  details?: Record<string, unknown>;
}

/**
 * Security events go into the audit trail under their own record type, so admins read them at
 * /admin/audit beside the admin changes.
 */
export function createSecurityEventsService(deps: { db: Executor; audit: AuditService; members: MembersService; log: Log }) {
  async function record(event: SecurityEvent, executor: Executor = deps.db) {
    await deps.audit.record(executor, event.actor, { action: event.action, entity_type: 'security', entity_id: event.subjectId, after: event.details ?? {} });
  }

  return {
    record,

    /**
     * For events that know only the e-mail typed: the account is looked up whether or not it exists,
     * so recording takes the same time for both and reveals nothing about who has an account.
     */
    async recordForEmail(action: AuditAction, email: string, details: Record<string, unknown>) {
      try {
        const profile = await deps.members.findByEmail(email);
        const actor = profile ? { id: profile.id, email: profile.email } : { id: null, email };
        await record({ action, actor, subjectId: profile?.id ?? null, details: { email, ...details } });
      } catch (err) {
        // The person's request has been answered on its merits; a lost event must not change that answer.
        deps.log.error({ err, action }, 'could not record a security event');
      }
    },

    purgeExpired() {
      const cutoff = new Date(Date.now() - SECURITY_EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
      return deps.audit.purge('security', cutoff);
    },

    /** The events about one member, oldest first, for their data export. */
    about(userId: string) {
      return deps.audit.about('security', userId);
    },
  };
}

export type SecurityEventsService = ReturnType<typeof createSecurityEventsService>;
