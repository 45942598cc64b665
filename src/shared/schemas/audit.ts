import { z } from 'zod';
import { singleLineText } from './text';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, keysOf } from '../domain/audit';
import { isIsoDate } from '../domain/dates';
import { pageQuerySchema } from './paging';

export const AUDIT_MESSAGES = {
  entityType: 'Please choose a known record type',
  action: 'Please choose a known action',
  from: 'Start date must be a valid date',
  to: 'End date must be a valid date',
  order: 'End date must be on or after the start date',
  loadFailed: 'Error loading the audit log',
} as const;

const dateField = (message: string) => singleLineText().refine(isIsoDate, message).optional();

/** Filters of GET /api/admin/audit; from and to are whole UTC days, both included. */
export const auditQuerySchema = pageQuerySchema
  .extend({
    entity_type: z.enum(keysOf(AUDIT_ENTITY_TYPES), AUDIT_MESSAGES.entityType).optional(),
    action: z.enum(keysOf(AUDIT_ACTIONS), AUDIT_MESSAGES.action).optional(),
    from: dateField(AUDIT_MESSAGES.from),
    to: dateField(AUDIT_MESSAGES.to),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_MESSAGES.order, path: ['to'] });
export type AuditQuery = z.output<typeof auditQuerySchema>;
