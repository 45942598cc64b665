import type { Executor } from '../../db/executor';
import type { ProviderErasuresTable } from '../../db/tables';

type NewErasure = Omit<ProviderErasuresTable, 'attempts' | 'last_error'>;

export const customerErasureRepository = {
  customersOf(db: Executor, userId: string) {
    return db.selectFrom('payment_customers').select(['provider', 'customer_id']).where('user_id', '=', userId).execute();
  },

  /** A customer already waiting (the same id erased twice) keeps its row and its schedule. */
  async queue(db: Executor, rows: NewErasure[]) {
    if (rows.length === 0) return;
    await db.insertInto('provider_erasures').values(rows).onConflict((oc) => oc.column('customer_id').doNothing()).execute();
  },

  /** Deletions due by `now`, in (next attempt, id) order after the given position. */
  due(db: Executor, now: string, after: { at: string; id: string } | null, limit: number) {
    let q = db.selectFrom('provider_erasures').selectAll().where('next_attempt_at', '<=', now);
    if (after) q = q.where((eb) => eb(eb.refTuple('next_attempt_at', 'id'), '>', eb.tuple(after.at, after.id)));
    return q.orderBy('next_attempt_at').orderBy('id').limit(limit).execute();
  },

  byIds(db: Executor, ids: string[]) {
    return ids.length === 0 ? Promise.resolve([]) : db.selectFrom('provider_erasures').selectAll().where('id', 'in', ids).execute();
  },

  /**
   * Takes the row for one attempt by moving its next attempt on, only if nobody moved it since it was
   * read: of two instances retrying at once, one deletes and the other skips.
   */
  async claim(db: Executor, row: { id: string; next_attempt_at: string }, until: string): Promise<boolean> {
    const result = await db
      .updateTable('provider_erasures')
      .set({ next_attempt_at: until })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async done(db: Executor, id: string) {
    await db.deleteFrom('provider_erasures').where('id', '=', id).execute();
  },

  async failed(db: Executor, id: string, change: { attempts: number; next_attempt_at: string; last_error: string }) {
    await db.updateTable('provider_erasures').set(change).where('id', '=', id).execute();
  },
};
