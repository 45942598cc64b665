import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '../../../shared/api';
import { ERASED, type AuditAction, type AuditEntityType } from '../../../shared/domain/audit';
import { auditChanges, PERSON_FIELDS, type AuditChange } from '../../../shared/domain/audit-changes';
import type { AuditQuery } from '../../../shared/schemas/audit';
import { offsetOf, type Page } from '../../../shared/schemas/paging';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { anonymise } from './anonymise';
import { auditRepository } from './audit.repository';

/** Who did it: the admin's id and e-mail, the e-mail kept even if the account is later deleted. */
export interface Actor {
  id: string;
  email: string;
}

/** A security event may have no signed-in actor (a failed sign-in, the admin CLI): the id is then null. */
export interface EventActor {
  id: string | null;
  email: string;
}

export interface AuditRecord {
  action: AuditAction;
  entity_type: AuditEntityType;
  entity_id: string | null;
  before?: unknown;
  after?: unknown;
}

export function createAuditService(deps: { db: Executor }) {
  return {
    /** Must be called with the transaction that makes the change, so the trail and the change commit together. */
    async record(trx: Executor, actor: Actor | EventActor, entry: AuditRecord) {
      await auditRepository.insert(trx, {
        id: randomUUID(),
        actor_id: actor.id,
        actor_email: actor.email,
        action: entry.action,
        entity_type: entry.entity_type,
        entity_id: entry.entity_id,
        before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
        after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
        created_at: nowIso(),
      });
    },

    /**
     * Erasure: every row about the member keeps its ids, dates, amounts and flags, loses every other
     * text, and their e-mail as the actor. Who did what, and when, stays.
     */
    async eraseMember(trx: Executor, member: { userId: string; email: string; entityIds: string[] }) {
      for (const row of await auditRepository.aboutMember(trx, member)) {
        const own = row.actor_id === member.userId || row.actor_email === member.email;
        await auditRepository.rewrite(trx, row.id, {
          actor_email: own ? ERASED : row.actor_email,
          before_json: scrubbed(row.before_json),
          after_json: scrubbed(row.after_json),
        });
      }
    },

    /** Deletes the records of one type older than the cutoff; returns how many went. */
    purge(entityType: AuditEntityType, before: string) {
      return auditRepository.purge(deps.db, entityType, before);
    },

    /** The records of one type about one entity, oldest first, with the details parsed. */
    async about(entityType: AuditEntityType, entityId: string, executor: Executor = deps.db) {
      const rows = await auditRepository.aboutEntity(executor, entityType, entityId);
      return rows.map((r) => ({ action: r.action, at: r.created_at, details: r.after_json === null ? null : (JSON.parse(r.after_json) as unknown) }));
    },

    /** Newest first; `to` is a whole day, so the filter runs up to the start of the next one. */
    async list(query: AuditQuery): Promise<Page<AuditEntry>> {
      const filter = {
        entity_type: query.entity_type,
        action: query.action,
        from: query.from && `${query.from}T00:00:00.000Z`,
        to: query.to && nextDayStart(query.to),
      };
      const [rows, total] = await Promise.all([
        auditRepository.page(deps.db, filter, offsetOf(query), query.page_size),
        auditRepository.count(deps.db, filter),
      ]);
      const parsed = rows.map(({ before_json, after_json, actor_name, target_name, ...row }) => {
        const before = before_json === null ? null : (JSON.parse(before_json) as unknown);
        const after = after_json === null ? null : (JSON.parse(after_json) as unknown);
        return { ...row, actor_name: actor_name ?? null, target_name: target_name ?? null, before, after, changes: auditChanges(before, after) };
      });
      const names = await peopleNamed(deps.db, parsed.flatMap((entry) => entry.changes));
      const items = parsed.map((entry) => ({ ...entry, changes: entry.changes.map((change) => withNames(change, names)) }));
      return { items, page: query.page, page_size: query.page_size, total };
    },
  };
}

/** The accounts the page's changes name (who reviewed, who a message is assigned to), looked up together. */
async function peopleNamed(db: Executor, changes: AuditChange[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const change of changes) {
    if (!PERSON_FIELDS.has(change.field)) continue;
    for (const value of [change.before, change.after]) if (typeof value === 'string') ids.add(value);
  }
  return new Map((await auditRepository.namesOf(db, [...ids])).map((p) => [p.id, p.full_name]));
}

/** An account id becomes its holder's name; an id nobody holds any more stays as it is. */
function withNames(change: AuditChange, names: Map<string, string>): AuditChange {
  if (!PERSON_FIELDS.has(change.field)) return change;
  const named = (value: unknown) => (typeof value === 'string' ? (names.get(value) ?? value) : value);
  return { field: change.field, ...('before' in change && { before: named(change.before) }), ...('after' in change && { after: named(change.after) }) };
}

const scrubbed = (json: string | null) => (json === null ? null : JSON.stringify(anonymise(JSON.parse(json)) ?? null));

const nextDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString();

export type AuditService = ReturnType<typeof createAuditService>;
