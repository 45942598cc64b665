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
  if (f.entity_type) q = q.where('audit_log.entity_type', '=', f.entity_type);
  if (f.action) q = q.where('audit_log.action', '=', f.action);
  if (f.actor_id) q = q.where('audit_log.actor_id', '=', f.actor_id);
  if (f.from) q = q.where('audit_log.created_at', '>=', f.from);
  if (f.to) q = q.where('audit_log.created_at', '<', f.to);
  return q;
};

/** Record types whose id is an account's id. */
const MEMBER_RECORDS = ['subscriber', 'security'];

export const auditRepository = {
  async insert(db: Executor, row: AuditLogTable) {
    await db.insertInto('audit_log').values(row).execute();
  },

  /**
   * One page, newest first, with the acting admin's name and the name of what the record is about, in
   * one query: the page is chosen first, so the joins run for its rows only. A member, pledge,
   * application, review or ledger entry is named by its member; a product, message or distribution by its own name.
   * A record whose subject has since been deleted has no name.
   */
  page(db: Executor, f: AuditFilter, offset: number, limit: number) {
    const rows = filtered(db, f).selectAll('audit_log').orderBy('audit_log.created_at', 'desc').orderBy('audit_log.id', 'desc').offset(offset).limit(limit);
    return db
      .selectFrom(rows.as('a'))
      .leftJoin('profiles as actor', 'actor.id', 'a.actor_id')
      .leftJoin('profiles as member', (join) => join.onRef('member.id', '=', 'a.entity_id').on('a.entity_type', 'in', MEMBER_RECORDS))
      .leftJoin('subscriptions as sub', (join) => join.onRef('sub.id', '=', 'a.entity_id').on('a.entity_type', '=', 'subscription'))
      .leftJoin('beneficiaries as app', (join) => join.onRef('app.id', '=', 'a.entity_id').on('a.entity_type', '=', 'application'))
      .leftJoin('reviews as rev', (join) => join.onRef('rev.id', '=', 'a.entity_id').on('a.entity_type', '=', 'review'))
      .leftJoin('ledger_entries as led', (join) => join.onRef('led.id', '=', 'a.entity_id').on('a.entity_type', '=', 'ledger_entry'))
      .leftJoin('profiles as owner', (join) => join.on((eb) => eb('owner.id', '=', eb.fn.coalesce('sub.user_id', 'app.user_id', 'rev.user_id', 'led.member_id'))))
      .leftJoin('products as prod', (join) => join.onRef('prod.id', '=', 'a.entity_id').on('a.entity_type', '=', 'product'))
      .leftJoin('contact_messages as msg', (join) => join.onRef('msg.id', '=', 'a.entity_id').on('a.entity_type', '=', 'contact_message'))
      .leftJoin('fund_distributions as dist', (join) => join.onRef('dist.id', '=', 'a.entity_id').on('a.entity_type', '=', 'distribution'))
      .selectAll('a')
      .select((eb) => [
        'actor.full_name as actor_name',
        eb.fn.coalesce('member.full_name', 'owner.full_name', 'prod.name', 'msg.name', 'dist.month_year').as('target_name'),
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .execute();
  },

  /** The names of the accounts a page of records mentions, in one query. */
  namesOf(db: Executor, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('profiles').select(['id', 'full_name']).where('id', 'in', ids).execute();
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
