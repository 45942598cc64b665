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

  /** Rows about the member, written by them, or naming their id or e-mail anywhere. */
  aboutMember(db: Executor, m: { userId: string; email: string; entityIds: string[] }) {
    // A UUID holds only hex digits and dashes, so it is safe inside a LIKE pattern as it is.
    const idPattern = `%${m.userId}%`;
    return db
      .selectFrom('audit_log')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('entity_id', 'in', [m.userId, ...m.entityIds]),
          eb('actor_id', '=', m.userId),
          eb('actor_email', '=', m.email),
          eb('before_json', 'like', idPattern),
          eb('after_json', 'like', idPattern),
        ]),
      )
      .execute();
  },

  async rewrite(db: Executor, id: string, row: Pick<AuditLogTable, 'actor_email' | 'before_json' | 'after_json'>) {
    await db.updateTable('audit_log').set(row).where('id', '=', id).execute();
  },

  async purge(db: Executor, entityType: string, before: string): Promise<number> {
    const result = await db.deleteFrom('audit_log').where('entity_type', '=', entityType).where('created_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  aboutEntity(db: Executor, entityType: string, entityId: string) {
    return db.selectFrom('audit_log').select(['action', 'after_json', 'created_at']).where('entity_id', '=', entityId).where('entity_type', '=', entityType).orderBy('created_at').execute();
  },
};
