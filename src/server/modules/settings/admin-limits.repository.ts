import type { AdminLimits, LimitedAction } from '../../../shared/admin-limits';
import type { Executor } from '../../db/executor';
import type { AdminLimitUsageTable } from '../../db/tables';

const LIMITS_ROW = 1;

export const adminLimitsRepository = {
  read(db: Executor): Promise<AdminLimits> {
    return db
      .selectFrom('admin_limits')
      .select(['application_approvals', 'distribution_cents', 'payouts_sent', 'payout_cents_sent'])
      .where('id', '=', LIMITS_ROW)
      .executeTakeFirstOrThrow();
  },

  /**
   * Holds the row until the transaction ends. Every capped action takes it before counting, so two at
   * once count one after the other (PostgreSQL; SQLite runs one writing transaction at a time anyway).
   */
  async lock(db: Executor) {
    await db.updateTable('admin_limits').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', LIMITS_ROW).execute();
  },

  async write(db: Executor, limits: AdminLimits, now: string) {
    await db.updateTable('admin_limits').set({ ...limits, updated_at: now }).where('id', '=', LIMITS_ROW).execute();
  },

  /** One admin's actions of one kind since `since`, oldest first. */
  usageSince(db: Executor, adminId: string, action: LimitedAction, since: string) {
    return db
      .selectFrom('admin_limit_usage')
      .select(['amount_cents', 'created_at'])
      .where('admin_id', '=', adminId)
      .where('action', '=', action)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute();
  },

  async insertUsage(db: Executor, row: AdminLimitUsageTable) {
    await db.insertInto('admin_limit_usage').values(row).execute();
  },
};
