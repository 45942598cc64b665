import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '../../../shared/api';
import type { AuditAction, AuditEntityType } from '../../../shared/domain/audit';
import type { AuditQuery } from '../../../shared/schemas/audit';
import { offsetOf, type Page } from '../../../shared/schemas/paging';
import type { Executor } from '../../db/executor';
import { nowIso } from '../../db/time';
import { auditRepository } from './audit.repository';

/** Who did it: the admin's id and e-mail, the e-mail kept even if the account is later deleted. */
export interface Actor {
  id: string;
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
    async record(trx: Executor, actor: Actor, entry: AuditRecord) {
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
      const items = rows.map(({ before_json, after_json, ...row }) => ({
        ...row,
        before: before_json === null ? null : (JSON.parse(before_json) as unknown),
        after: after_json === null ? null : (JSON.parse(after_json) as unknown),
      }));
      return { items, page: query.page, page_size: query.page_size, total };
    },
  };
}

const nextDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString();

export type AuditService = ReturnType<typeof createAuditService>;
