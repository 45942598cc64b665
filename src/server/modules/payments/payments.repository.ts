import type { Executor } from '../../db/executor';
import type { PaymentCustomersTable, PaymentEventOutcome, PaymentSetupsTable, PledgePaymentMethodsTable } from '../../db/tables';

export const paymentsRepository = {
  findCustomer(db: Executor, userId: string, provider: string) {
    return db.selectFrom('payment_customers').select('customer_id').where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst();
  },

  /** Two set-ups started at once by one member make one customer: the second insert is dropped, and both read the winner. */
  async insertCustomer(db: Executor, row: PaymentCustomersTable) {
    await db.insertInto('payment_customers').values(row).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  },

  async insertSetup(db: Executor, row: PaymentSetupsTable) {
    await db.insertInto('payment_setups').values(row).execute();
  },

  findSetupBySession(db: Executor, provider: string, sessionId: string) {
    return db.selectFrom('payment_setups').selectAll().where('provider', '=', provider).where('session_id', '=', sessionId).executeTakeFirst();
  },

  latestSetup(db: Executor, userId: string) {
    return db
      .selectFrom('payment_setups')
      .select(['status', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async completeSetup(db: Executor, id: string, completedAt: string) {
    await db.updateTable('payment_setups').set({ status: 'complete', completed_at: completedAt }).where('id', '=', id).execute();
  },

  findMethod(db: Executor, userId: string) {
    return db.selectFrom('pledge_payment_methods').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  /** A member has one saved method; a new set-up replaces it. */
  async saveMethod(db: Executor, row: PledgePaymentMethodsTable) {
    const { user_id: _userId, ...changes } = row;
    await db.insertInto('pledge_payment_methods').values(row).onConflict((oc) => oc.column('user_id').doUpdateSet(changes)).execute();
  },

  async setChargeAmount(db: Executor, userId: string, chargeAmountCents: number, updatedAt: string) {
    await db.updateTable('pledge_payment_methods').set({ charge_amount_cents: chargeAmountCents, updated_at: updatedAt }).where('user_id', '=', userId).execute();
  },

  eventSeen(db: Executor, eventId: string) {
    return db.selectFrom('payment_events').select('id').where('id', '=', eventId).executeTakeFirst();
  },

  /** True when this call recorded the event, false when it was already there (a replay, or another instance got it first). */
  async recordEvent(db: Executor, row: { id: string; provider: string; type: string; received_at: string; outcome: PaymentEventOutcome; object_id: string | null }): Promise<boolean> {
    const result = await db.insertInto('payment_events').values(row).onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  async setOutcome(db: Executor, id: string, outcome: PaymentEventOutcome) {
    await db.updateTable('payment_events').set({ outcome }).where('id', '=', id).execute();
  },

  unmatchedPage(db: Executor, offset: number, limit: number) {
    return db
      .selectFrom('payment_events')
      .select(['id', 'type', 'object_id', 'received_at'])
      .where('outcome', '=', 'unmatched')
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  async unmatchedCount(db: Executor): Promise<number> {
    const row = await db.selectFrom('payment_events').select((eb) => eb.fn.countAll().as('n')).where('outcome', '=', 'unmatched').executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
