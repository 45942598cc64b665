import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/** The rows the applications module treats as open: under review, or approved and not yet paid. */
const OPEN_APPLICATION = sql<boolean>`(approved = 0 and reviewed_at is null) or (approved = 1 and distribution_id is null)`;

/** Who the audit trail names for the duplicates this migration closes. */
export const MIGRATION_ACTOR = 'system (migration 0006)';

interface OpenRow {
  id: string;
  user_id: string;
  approved: number;
  reviewed_by: string | null;
  reviewed_at: string | null;
}

/**
 * At most one open application per member, enforced by the database so that no interleaving of
 * requests can create a second one (and a distribution can never pay one member two shares).
 *
 * Duplicates left by the old check-then-insert are closed first: per member the one kept is an
 * approved one if there is any (an admin already decided it and it holds the queue place), else the
 * oldest; the others become rejected, each with an audit entry, so nothing is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<OpenRow>`
    select id, user_id, approved, reviewed_by, reviewed_at from beneficiaries
     where (${OPEN_APPLICATION})
       and user_id in (select user_id from beneficiaries where ${OPEN_APPLICATION} group by user_id having count(*) > 1)
     order by user_id, approved desc, created_at, id`.execute(db);
  const closedAt = new Date().toISOString();
  let keptFor: string | undefined;
  for (const row of rows) {
    if (row.user_id !== keptFor) {
      keptFor = row.user_id;
      continue;
    }
    await sql`update beneficiaries set approved = 0, reviewed_by = null, reviewed_at = ${closedAt} where id = ${row.id}`.execute(db);
    const before = JSON.stringify({ approved: row.approved === 1, reviewed_by: row.reviewed_by, reviewed_at: row.reviewed_at });
    const after = JSON.stringify({ approved: false, reviewed_by: null, reviewed_at: closedAt, note: 'Closed as a duplicate: a member may have only one open application.' });
    await sql`insert into audit_log (id, actor_id, actor_email, action, entity_type, entity_id, before_json, after_json, created_at)
              values (${randomUUID()}, null, ${MIGRATION_ACTOR}, 'reject', 'application', ${row.id}, ${before}, ${after}, ${closedAt})`.execute(db);
  }
  await db.schema.createIndex('beneficiaries_one_open_idx').on('beneficiaries').column('user_id').unique().where(OPEN_APPLICATION).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('beneficiaries_one_open_idx').execute();
}
