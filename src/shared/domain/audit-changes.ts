/**
 * What an audit record changed, field by field, so the trail reads as "Status: pending → active"
 * instead of two JSON documents. Each side is present only where the record has it: a creation or a
 * security event has only `after`, a deletion only `before`.
 */
export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

/** Bookkeeping every row carries: the record's own ids and timestamps, shown elsewhere on the entry. */
const BOOKKEEPING = new Set(['id', 'user_id', 'created_at', 'updated_at']);

/** Fields whose value is an account id, which the audit screen shows as that person's name. */
export const PERSON_FIELDS = new Set(['reviewed_by', 'moderated_by', 'assigned_to', 'created_by', 'member_id']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A snapshot that is not an object (none is written today) still reads as one field. */
const fieldsOf = (value: unknown): Record<string, unknown> | null => (value === null || value === undefined ? null : isRecord(value) ? value : { value });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const fields = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])].filter((field) => !BOOKKEEPING.has(field));
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const had = old !== null && field in old;
    const has = now !== null && field in now;
    if (had && has && same(old[field], now[field])) continue;
    changes.push({ field, ...(had && { before: old[field] }), ...(has && { after: now[field] }) });
  }
  return changes;
}
