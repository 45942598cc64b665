import type { Executor } from '../../db/executor';

const CAMPAIGN_ROW = 1;

export const campaignRepository = {
  read(db: Executor) {
    return db.selectFrom('campaign_settings').select(['ambassador_goal', 'ambassador_deadline']).where('id', '=', CAMPAIGN_ROW).executeTakeFirstOrThrow();
  },

  /** Holds the row until the transaction ends, so the values read next are the ones being replaced. */
  async lock(db: Executor) {
    await db.updateTable('campaign_settings').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', CAMPAIGN_ROW).execute();
  },

  async write(db: Executor, values: { ambassador_goal: number; ambassador_deadline: string | null }, now: string) {
    await db.updateTable('campaign_settings').set({ ...values, updated_at: now }).where('id', '=', CAMPAIGN_ROW).execute();
  },
};
