import type { Executor } from '../../db/executor';
import type { MonthAttestationsTable, RoleChangesTable } from '../../db/tables';

export const oversightRepository = {
  async insertAttestation(db: Executor, row: MonthAttestationsTable) {
    await db.insertInto('month_attestations').values(row).execute();
  },

  /** Every signature and concern, oldest first: a month has a handful at most. */
  attestations(db: Executor, distributionIds?: string[]) {
    let query = db.selectFrom('month_attestations').selectAll().orderBy('created_at').orderBy('id');
    if (distributionIds) {
      if (distributionIds.length === 0) return Promise.resolve([]);
      query = query.where('distribution_id', 'in', distributionIds);
    }
    return query.execute();
  },

  async insertRoleChange(db: Executor, row: RoleChangesTable) {
    await db.insertInto('role_changes').values(row).execute();
  },

  findPendingChange(db: Executor, id: string) {
    return db.selectFrom('role_changes').selectAll().where('id', '=', id).where('status', '=', 'proposed').executeTakeFirst();
  },

  findPendingFor(db: Executor, userId: string, role: string, change: 'grant' | 'revoke') {
    return db.selectFrom('role_changes').select('id').where('user_id', '=', userId).where('role', '=', role).where('change', '=', change).where('status', '=', 'proposed').executeTakeFirst();
  },

  /** Marks the change approved unless another admin got there first; true when this call did it. */
  async approveChange(db: Executor, id: string, adminId: string, at: string): Promise<boolean> {
    const result = await db
      .updateTable('role_changes')
      .set({ status: 'approved', approved_by: adminId, approved_at: at })
      .where('id', '=', id)
      .where('status', '=', 'proposed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  pendingChanges(db: Executor) {
    return db
      .selectFrom('role_changes as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('users as by', 'by.id', 'c.proposed_by')
      .select(['c.id', 'u.email', 'c.role', 'c.change', 'c.display_name', 'by.email as proposed_by', 'c.proposed_at'])
      .where('c.status', '=', 'proposed')
      .orderBy('c.proposed_at')
      .execute();
  },
};
