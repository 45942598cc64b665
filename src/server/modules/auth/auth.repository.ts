import type { Executor } from '../../db/executor';
import type { Insertable } from 'kysely';
import type { AuthTokensTable, SessionsTable } from '../../db/tables';

export const authRepository = {
  findUserByEmail(db: Executor, email: string) {
    return db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
  },

  findCreatedAt(db: Executor, userId: string) {
    return db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst();
  },

  findPasswordHash(db: Executor, userId: string) {
    return db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  },

  async insertUser(db: Executor, user: { id: string; email: string; password_hash: string; created_at: string }) {
    await db.insertInto('users').values(user).execute();
  },

  /** Removes a credentials row that has no profile: the only thing an "orphaned" account can be. */
  async deleteUserWithoutProfile(db: Executor, email: string): Promise<number> {
    const result = await db
      .deleteFrom('users')
      .where('email', '=', email)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('profiles').select('profiles.id').whereRef('profiles.id', '=', 'users.id'))),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  async setPasswordHash(db: Executor, userId: string, passwordHash: string) {
    await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
  },

  /** Ends every session of the member except, optionally, the one in use. */
  async deleteSessionsOfUser(db: Executor, userId: string, keepTokenHash?: string) {
    let query = db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
    await query.execute();
  },

  async insertSession(db: Executor, session: Insertable<SessionsTable>) {
    await db.insertInto('sessions').values(session).execute();
  },

  /** The session with its owner's admin flag and signing roles, in one query because every request asks. */
  findSession(db: Executor, tokenHash: string) {
    return db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .leftJoin('user_roles', (join) =>
        join.onRef('user_roles.user_id', '=', 'sessions.user_id').on('user_roles.role', '=', 'admin'),
      )
      .leftJoin('user_roles as board', (join) =>
        join.onRef('board.user_id', '=', 'sessions.user_id').on('board.role', '=', 'shariah_board'),
      )
      .leftJoin('user_roles as auditor', (join) =>
        join.onRef('auditor.user_id', '=', 'sessions.user_id').on('auditor.role', '=', 'auditor'),
      )
      .leftJoin('profiles', 'profiles.id', 'sessions.user_id')
      .select(['sessions.user_id', 'sessions.created_at', 'sessions.expires_at', 'sessions.opened_as_admin', 'user_roles.role', 'board.role as board_role', 'auditor.role as auditor_role', 'users.email', 'profiles.locale'])
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  async extendSession(db: Executor, tokenHash: string, expiresAt: string) {
    await db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
  },

  async deleteSession(db: Executor, tokenHash: string) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  },

  async deleteExpiredSessions(db: Executor, now: string) {
    await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  },

  async insertToken(db: Executor, token: { token_hash: string; user_id: string; purpose: AuthTokensTable['purpose']; expires_at: string; created_at: string }) {
    await db.insertInto('auth_tokens').values({ ...token, used_at: null }).execute();
  },

  async deleteUnusedTokens(db: Executor, userId: string, purpose: AuthTokensTable['purpose']) {
    await db
      .deleteFrom('auth_tokens')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  },

  /** The owner of a live token, without using it up; a used, expired or unknown token gives undefined. */
  async findLiveToken(db: Executor, tokenHash: string, purpose: AuthTokensTable['purpose'], now: string) {
    const row = await db
      .selectFrom('auth_tokens')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.user_id;
  },

  /** Marks a live token used and returns its owner; a used, expired or unknown token gives undefined. */
  async consumeToken(db: Executor, tokenHash: string, purpose: AuthTokensTable['purpose'], now: string) {
    const row = await db
      .updateTable('auth_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id;
  },
};
