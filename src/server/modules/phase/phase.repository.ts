import type { Executor } from '../../db/executor';
import type { PhaseChangesTable } from '../../db/tables';

const withPreparer = (db: Executor) =>
  db
    .selectFrom('phase_changes as c')
    .leftJoin('profiles as p', 'p.id', 'c.prepared_by')
    .select(['c.id', 'c.from_phase', 'c.to_phase', 'c.goal', 'c.status', 'c.invitees', 'c.prepared_by', 'c.prepared_at', 'p.full_name as prepared_by_name']);

export const phaseRepository = {
  findById(db: Executor, id: string) {
    return withPreparer(db).where('c.id', '=', id).executeTakeFirst();
  },

  pending(db: Executor) {
    return withPreparer(db).where('c.status', '=', 'prepared').executeTakeFirst();
  },

  async insert(db: Executor, row: PhaseChangesTable) {
    await db.insertInto('phase_changes').values(row).execute();
  },

  /** Closes whatever switch waits for approval; a new preparation then takes its place. */
  async withdrawPending(db: Executor, by: string, at: string) {
    await db.updateTable('phase_changes').set({ status: 'withdrawn', decided_by: by, decided_at: at }).where('status', '=', 'prepared').execute();
  },

  async withdraw(db: Executor, id: string, by: string, at: string): Promise<boolean> {
    const result = await db.updateTable('phase_changes').set({ status: 'withdrawn', decided_by: by, decided_at: at }).where('id', '=', id).where('status', '=', 'prepared').executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * The approval carries the four-eyes rule itself: the row must still be waiting and have been
   * prepared by someone other than the approver. A switch is never edited once prepared (a new
   * preparation is a new row), so what the approver read is what this approves.
   */
  async markApproved(db: Executor, id: string, approvedBy: string, at: string): Promise<boolean> {
    const result = await db
      .updateTable('phase_changes')
      .set({ status: 'approved', decided_by: approvedBy, decided_at: at })
      .where('id', '=', id)
      .where('status', '=', 'prepared')
      .where('prepared_by', 'is not', null)
      .where('prepared_by', '<>', approvedBy)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
