import type { Executor } from '../../db/executor';
import type { SubscriptionsTable } from '../../db/tables';

export const subscriptionsRepository = {
  async insert(db: Executor, row: SubscriptionsTable) {
    await db.insertInto('subscriptions').values(row).execute();
  },

  findByUser(db: Executor, userId: string) {
    return db
      .selectFrom('subscriptions')
      .select(['status', 'monthly_amount_cents', 'start_date', 'next_billing_date'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },
};
