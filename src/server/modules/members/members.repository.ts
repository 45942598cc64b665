import type { Executor } from '../../db/executor';
import type { NewProfile } from '../../db/tables';

export const membersRepository = {
  async insertProfile(db: Executor, profile: NewProfile) {
    await db.insertInto('profiles').values(profile).execute();
  },

  findById(db: Executor, id: string) {
    return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByEmail(db: Executor, email: string) {
    return db.selectFrom('profiles').selectAll().where('email', '=', email).executeTakeFirst();
  },

  async countRoleExcept(db: Executor, role: string, exceptUserId: string): Promise<number> {
    const row = await db
      .selectFrom('user_roles')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('role', '=', role)
      .where('user_id', '!=', exceptUserId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async referralCodeExists(db: Executor, code: string): Promise<boolean> {
    const row = await db.selectFrom('profiles').select('id').where('referral_code', '=', code).executeTakeFirst();
    return row !== undefined;
  },

  async findIdByReferralCode(db: Executor, code: string): Promise<string | undefined> {
    const row = await db.selectFrom('profiles').select('id').where('referral_code', '=', code).executeTakeFirst();
    return row?.id;
  },

  /** Sets the flag and reports whether it changed, so the stats move only on a real change. */
  async setVerified(db: Executor, id: string, verified: 0 | 1, now: string): Promise<boolean> {
    const result = await db
      .updateTable('profiles')
      .set({ verified, updated_at: now })
      .where('id', '=', id)
      .where('verified', '!=', verified)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async setLocale(db: Executor, id: string, locale: string) {
    await db.updateTable('profiles').set({ locale }).where('id', '=', id).execute();
  },

  async updateProfile(db: Executor, id: string, changes: { full_name: string; city: string; state: string; country: string; postal_code: string | null }, now: string) {
    await db.updateTable('profiles').set({ ...changes, updated_at: now }).where('id', '=', id).execute();
  },

  /**
   * The copied columns are read from the profile row by the insert itself: after the caller's write
   * to that row, so they match it even while another transaction changes the member.
   */
  async replaceSearchTerms(db: Executor, id: string, terms: { term: string; prev_term: string }[]) {
    await db.deleteFrom('profile_search_terms').where('profile_id', '=', id).execute();
    for (const { term, prev_term } of terms) {
      await db
        .insertInto('profile_search_terms')
        .columns(['term', 'prev_term', 'profile_id', 'created_at', 'verified', 'subscription_status', 'state', 'country'])
        .expression((eb) =>
          eb
            .selectFrom('profiles')
            .select((s) => [s.val(term).as('term'), s.val(prev_term).as('prev_term'), 'id', 'created_at', 'verified', 'subscription_status', 'state', 'country'])
            .where('id', '=', id),
        )
        .execute();
    }
  },

  /**
   * Returns the row as it was when deleted: on PostgreSQL a concurrent change to the row is waited for
   * and seen, so the caller adjusts the counters from the final state.
   */
  deleteProfile(db: Executor, id: string) {
    return db.deleteFrom('profiles').where('id', '=', id).returningAll().executeTakeFirst();
  },

  /**
   * Removes the account; the database cascades to the pledge, applications, reviews, sessions and
   * tokens, and keeps distribution allocations with their user emptied.
   */
  async deleteAccount(db: Executor, id: string) {
    await db.deleteFrom('users').where('id', '=', id).execute();
  },

  /**
   * A write that changes nothing yet holds the member's row until the transaction ends: a row lock on
   * PostgreSQL, the write lock on SQLite, with the same SQL on both.
   */
  async lock(db: Executor, id: string) {
    await db.updateTable('profiles').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', id).execute();
  },

  async setSubscriptionStatus(db: Executor, id: string, status: string, now: string) {
    await db.updateTable('profiles').set({ subscription_status: status, updated_at: now }).where('id', '=', id).execute();
  },

  async setEmailUpdates(db: Executor, id: string, on: 0 | 1, now: string) {
    await db.updateTable('profiles').set({ email_updates: on, updated_at: now }).where('id', '=', id).execute();
  },

  async setPhone(db: Executor, id: string, phone: string, verified: 0 | 1, now: string) {
    await db.updateTable('profiles').set({ phone, phone_verified: verified, updated_at: now }).where('id', '=', id).execute();
  },

  async hasRole(db: Executor, userId: string, role: string): Promise<boolean> {
    const row = await db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', userId)
      .where('role', '=', role)
      .executeTakeFirst();
    return row !== undefined;
  },

  async grantSigningRole(db: Executor, userId: string, role: string, displayName: string, now: string) {
    await db
      .insertInto('user_roles')
      .values({ user_id: userId, role, display_name: displayName, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'role']).doUpdateSet({ display_name: displayName }))
      .execute();
  },

  async revokeRole(db: Executor, userId: string, role: string) {
    await db.deleteFrom('user_roles').where('user_id', '=', userId).where('role', '=', role).execute();
  },

  roleHolders(db: Executor, roles: readonly string[]) {
    return db
      .selectFrom('user_roles as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('profiles as p', 'p.id', 'r.user_id')
      .select(['r.user_id', 'u.email', 'r.role', 'r.display_name', 'r.created_at', 'p.locale', 'p.full_name'])
      .where('r.role', 'in', roles)
      .orderBy('r.role')
      .orderBy('r.created_at')
      .execute();
  },

  async displayNameOf(db: Executor, userId: string, role: string): Promise<string | null> {
    const row = await db.selectFrom('user_roles').select('display_name').where('user_id', '=', userId).where('role', '=', role).executeTakeFirst();
    return row?.display_name ?? null;
  },

  async grantRole(db: Executor, userId: string, role: string, now: string) {
    await db
      .insertInto('user_roles')
      .values({ user_id: userId, role, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
      .execute();
  },
};
