import { sql } from 'kysely';
import type { Executor } from '../../db/executor';

/**
 * Reads for a member's own data export and erasure. This module is the one place that looks across
 * every table a member appears in, so that nothing held about them is missed.
 */
export const privacyRepository = {
  account(db: Executor, userId: string) {
    return db.selectFrom('users').select(['id', 'email', 'created_at']).where('id', '=', userId).executeTakeFirst();
  },

  roles(db: Executor, userId: string) {
    return db.selectFrom('user_roles').select(['role', 'created_at']).where('user_id', '=', userId).execute();
  },

  pledges(db: Executor, userId: string) {
    return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).execute();
  },

  applications(db: Executor, userId: string) {
    return db
      .selectFrom('beneficiaries')
      .select(['id', 'reason', 'approved', 'reviewed_at', 'amount_received_cents', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  },

  reviews(db: Executor, userId: string) {
    return db.selectFrom('reviews').select(['id', 'title', 'content', 'rating', 'is_approved', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute();
  },

  referrals(db: Executor, userId: string) {
    return db.selectFrom('profiles').select(['full_name', 'verified', 'created_at']).where('referred_by', '=', userId).orderBy('created_at').execute();
  },

  sessions(db: Executor, userId: string) {
    return db.selectFrom('sessions').select(['created_at', 'expires_at']).where('user_id', '=', userId).orderBy('created_at').execute();
  },

  phoneCode(db: Executor, userId: string) {
    return db.selectFrom('phone_codes').select(['phone', 'sent_at', 'expires_at', 'failed_attempts']).where('user_id', '=', userId).executeTakeFirst();
  },

  allocations(db: Executor, userId: string) {
    return db
      .selectFrom('distribution_allocations as a')
      .innerJoin('fund_distributions as d', 'd.id', 'a.distribution_id')
      .select(['d.month_year', 'a.amount_cents', 'a.queue_position', 'a.created_at'])
      .where('a.user_id', '=', userId)
      .orderBy('a.created_at')
      .execute();
  },

  /**
   * Rate-limit counters keyed by the e-mail (as one ':'-separated part of the key) go with the account;
   * the separator keeps another address that merely ends the same way out of it.
   */
  async forgetCounters(db: Executor, email: string) {
    const escaped = email.replace(/[\\%_]/g, (c) => `\\${c}`);
    const like = (pattern: string) => sql<boolean>`${sql.ref('key')} like ${pattern} escape '\\'`;
    await db.deleteFrom('rate_limits').where((eb) => eb.or([like(`%:${escaped}`), like(`%:${escaped}:%`)])).execute();
  },
};
