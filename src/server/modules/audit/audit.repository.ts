import type { Executor } from '../../db/executor';
import type { AuditLogTable } from '../../db/tables';

export interface AuditFilter {
  entity_type?: string | undefined;
  action?: string | undefined;
  actor_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const filtered = (db: Executor, f: AuditFilter) => {
  let q = db.selectFrom('audit_log');
  if (f.entity_type) q = q.where('entity_type', '=', f.entity_type);
  if (f.action) q = q.where('action', '=', f.action);
  if (f.actor_id) q = q.where('actor_id', '=', f.actor_id);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<', f.to);
  return q;
};

export const auditRepository = {
  async insert(db: Executor, row: AuditLogTable) {
    await db.insertInto('audit_log').values(row).execute();
  },

  page(db: Executor, f: AuditFilter, offset: number, limit: number) {
    return filtered(db, f).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  },

  async count(db: Executor, f: AuditFilter): Promise<number> {
    const row = await filtered(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
