import type { Executor } from '../../db/executor';

export const twoStepRepository = {
  find(db: Executor, userId: string) {
    return db.selectFrom('two_step').select(['secret_encrypted', 'enabled_at', 'last_step']).where('user_id', '=', userId).executeTakeFirst();
  },

  async isEnabled(db: Executor, userId: string): Promise<boolean> {
    const row = await db.selectFrom('two_step').select('user_id').where('user_id', '=', userId).where('enabled_at', 'is not', null).executeTakeFirst();
    return row !== undefined;
  },

  /** A new secret waiting for its first code; replaces an earlier one that was never confirmed. */
  async savePending(db: Executor, userId: string, secretEncrypted: string, now: string) {
    await db.deleteFrom('two_step').where('user_id', '=', userId).where('enabled_at', 'is', null).execute();
    await db.insertInto('two_step').values({ user_id: userId, secret_encrypted: secretEncrypted, enabled_at: null, last_step: null, created_at: now }).execute();
  },

  /** Turns the pending secret on; false when another request already did. */
  async enable(db: Executor, userId: string, step: number, now: string): Promise<boolean> {
    const result = await db.updateTable('two_step').set({ enabled_at: now, last_step: step }).where('user_id', '=', userId).where('enabled_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Records the step of an accepted code; false when that step (or a later one) was already used. */
  async claimStep(db: Executor, userId: string, step: number): Promise<boolean> {
    const result = await db
      .updateTable('two_step')
      .set({ last_step: step })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async remove(db: Executor, userId: string) {
    await db.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
    await db.deleteFrom('two_step_challenges').where('user_id', '=', userId).execute();
    await db.deleteFrom('two_step').where('user_id', '=', userId).execute();
  },

  async replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[], now: string) {
    await db.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
    await db.insertInto('two_step_recovery_codes').values(codeHashes.map((code_hash) => ({ code_hash, user_id: userId, used_at: null, created_at: now }))).execute();
  },

  /** Marks an unused recovery code used; false when it is unknown, someone else's or already used. */
  async useRecoveryCode(db: Executor, userId: string, codeHash: string, now: string): Promise<boolean> {
    const result = await db
      .updateTable('two_step_recovery_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
    const row = await db
      .selectFrom('two_step_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async insertChallenge(db: Executor, challenge: { token_hash: string; user_id: string; expires_at: string; created_at: string }) {
    await db.insertInto('two_step_challenges').values({ ...challenge, failed_attempts: 0 }).execute();
  },

  findLiveChallenge(db: Executor, tokenHash: string, now: string) {
    return db
      .selectFrom('two_step_challenges')
      .select(['user_id', 'failed_attempts'])
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
  },

  /** Counts a wrong code in one statement, so parallel guesses cannot share one count. */
  async countFailedAttempt(db: Executor, tokenHash: string): Promise<number | undefined> {
    const row = await db
      .updateTable('two_step_challenges')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('token_hash', '=', tokenHash)
      .returning('failed_attempts')
      .executeTakeFirst();
    return row?.failed_attempts;
  },

  /** Removes the challenge; false when another request already used or ended it. */
  async deleteChallenge(db: Executor, tokenHash: string): Promise<boolean> {
    const result = await db.deleteFrom('two_step_challenges').where('token_hash', '=', tokenHash).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  async deleteExpiredChallenges(db: Executor, now: string) {
    await db.deleteFrom('two_step_challenges').where('expires_at', '<=', now).execute();
  },
};
