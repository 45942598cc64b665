import type { Executor } from '../../db/executor';
import type { PhoneCodesTable } from '../../db/tables';

export const phoneRepository = {
  find(db: Executor, userId: string) {
    return db.selectFrom('phone_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  /** A new code replaces any earlier one for the member, wrong tries starting again from zero. */
  async replace(db: Executor, row: PhoneCodesTable) {
    await db
      .insertInto('phone_codes')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ phone: row.phone, code_hash: row.code_hash, expires_at: row.expires_at, failed_attempts: 0, sent_at: row.sent_at }))
      .execute();
  },

  /**
   * Counts one try against this code if it has tries left, and returns how many it has used with this
   * one; undefined when it is locked (or replaced).
   */
  async claimAttempt(db: Executor, userId: string, codeHash: string, maxAttempts: number): Promise<number | undefined> {
    const row = await db
      .updateTable('phone_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('failed_attempts', '<', maxAttempts)
      .returning('failed_attempts')
      .executeTakeFirst();
    return row && Number(row.failed_attempts);
  },

  /** Deletes the code if it is still the one that was checked; false when another request used it first. */
  async consume(db: Executor, userId: string, codeHash: string): Promise<boolean> {
    const result = await db.deleteFrom('phone_codes').where('user_id', '=', userId).where('code_hash', '=', codeHash).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};
