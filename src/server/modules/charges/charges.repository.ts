import type { PledgeStatus } from '../../../shared/domain/pledge-status';
import type { Executor } from '../../db/executor';
import type { PledgeChargesTable, PledgeChargeStatus } from '../../db/tables';

export type PledgeToCharge = Awaited<ReturnType<typeof chargesRepository.pledgesToCharge>>[number];

export interface ChargeFilter {
  status?: PledgeChargeStatus | undefined;
  userId?: string | undefined;
  /** Only charges held because what arrived differs from what was asked. */
  flagged?: boolean | undefined;
}

export const chargesRepository = {
  /** The member's charges sent to the provider and not yet settled or failed, oldest first. */
  processingOf(db: Executor, userId: string) {
    return db
      .selectFrom('pledge_charges')
      .select(['month', 'amount_cents', 'currency', 'method_type', 'billing_date'])
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .where('provider_charge_id', 'is not', null)
      .orderBy('billing_date')
      .execute();
  },

  /**
   * Active pledges due on or before `day` that have a saved method, in (billing date, member) order
   * after the given position: the billing day is read in pages, never all at once.
   */
  duePledges(db: Executor, day: string, after: { date: string; userId: string } | null, limit: number) {
    let q = db
      .selectFrom('subscriptions as s')
      .innerJoin('pledge_payment_methods as m', 'm.user_id', 's.user_id')
      .select(['s.user_id', 's.next_billing_date'])
      .where('s.status', '=', 'active')
      .where('s.next_billing_date', '<=', day);
    if (after) q = q.where((eb) => eb(eb.refTuple('s.next_billing_date', 's.user_id'), '>', eb.tuple(after.date, after.userId)));
    return q.orderBy('s.next_billing_date').orderBy('s.user_id').limit(limit).execute();
  },

  /** The pledges and the methods their charges use, read inside the transaction that takes the attempts. */
  pledgesToCharge(db: Executor, userIds: string[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('subscriptions as s')
      .innerJoin('pledge_payment_methods as m', 'm.user_id', 's.user_id')
      .select(['s.user_id', 's.status', 's.next_billing_date', 'm.provider', 'm.customer_id', 'm.payment_method_id', 'm.method_type', 'm.currency', 'm.charge_amount_cents'])
      .where('s.user_id', 'in', userIds)
      .execute();
  },

  /** Moves the billing dates on by one month, only from the date this run read (another run may have moved one already). */
  async advanceBilling(db: Executor, userIds: string[], from: string, to: string, now: string) {
    if (userIds.length === 0) return;
    await db.updateTable('subscriptions').set({ next_billing_date: to, updated_at: now }).where('user_id', 'in', userIds).where('next_billing_date', '=', from).execute();
  },

  /** Moves the member's pledge to `to` only while it is in one of the statuses `from`. */
  async setPledgeStatus(db: Executor, userId: string, from: readonly PledgeStatus[], to: PledgeStatus, now: string): Promise<boolean> {
    const result = await db.updateTable('subscriptions').set({ status: to, updated_at: now }).where('user_id', '=', userId).where('status', 'in', from).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The (member, month) pair is unique: a second insert for the same month is dropped. */
  async insertMany(db: Executor, rows: PledgeChargesTable[]) {
    if (rows.length === 0) return;
    await db.insertInto('pledge_charges').values(rows).onConflict((oc) => oc.columns(['user_id', 'month']).doNothing()).execute();
  },

  /** The charges of these members in these months (a batch has one or two months). */
  findMany(db: Executor, userIds: string[], months: string[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('pledge_charges').selectAll().where('user_id', 'in', userIds).where('month', 'in', months).execute();
  },

  findById(db: Executor, id: string) {
    return db.selectFrom('pledge_charges').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findByProviderCharge(db: Executor, providerChargeId: string) {
    return db.selectFrom('pledge_charges').selectAll().where('provider_charge_id', '=', providerChargeId).executeTakeFirst();
  },

  /**
   * Takes attempt `attempt` of a charge: only from the attempt before it (or the same one, left
   * unanswered by a crash), and never once settled. False when another run has it or it is done.
   */
  async beginAttempt(db: Executor, id: string, attempt: number, method: { methodType: string }, now: string): Promise<boolean> {
    const result = await db
      .updateTable('pledge_charges')
      .set({ attempts: attempt, status: 'pending', method_type: method.methodType, decline_code: null, decline_message: null, updated_at: now })
      .where('id', '=', id)
      .where((eb) => eb.or([
        eb.and([eb('attempts', '=', attempt - 1), eb('status', '=', attempt === 1 ? 'pending' : 'failed')]),
        eb.and([eb('attempts', '=', attempt), eb('status', '=', 'pending'), eb('provider_charge_id', 'is', null)]),
      ]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async markPending(db: Executor, id: string, providerChargeId: string, now: string) {
    await db.updateTable('pledge_charges').set({ provider_charge_id: providerChargeId, updated_at: now }).where('id', '=', id).where('status', '=', 'pending').execute();
  },

  /** Settles a pending charge once: false when it was already settled or failed (a replayed webhook, another instance). */
  async markSettled(db: Executor, id: string, o: { providerChargeId: string; settledCents: number; feeCents: number; now: string }): Promise<boolean> {
    const result = await db
      .updateTable('pledge_charges')
      .set({ status: 'settled', provider_charge_id: o.providerChargeId, settled_cents: o.settledCents, fee_cents: o.feeCents, settled_at: o.now, updated_at: o.now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Holds a pending charge with what arrived instead; it stays pending, out of the ledger, until an admin sees to it. */
  async flagDifference(db: Executor, id: string, o: { providerChargeId: string; receivedCents: number; receivedCurrency: string; now: string }) {
    await db
      .updateTable('pledge_charges')
      .set({ provider_charge_id: o.providerChargeId, received_cents: o.receivedCents, received_currency: o.receivedCurrency, flagged_at: o.now, updated_at: o.now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  },

  async markFailed(db: Executor, id: string, o: { providerChargeId: string | null; declineCode: string | null; message: string; now: string }): Promise<boolean> {
    const result = await db
      .updateTable('pledge_charges')
      .set({ status: 'failed', provider_charge_id: o.providerChargeId, decline_code: o.declineCode, decline_message: o.message.slice(0, 500), updated_at: o.now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Pages of charges for the admins, newest change first, with whose they are. */
  page(db: Executor, f: ChargeFilter, offset: number, limit: number) {
    return chargesRepository
      .filtered(db, f)
      .leftJoin('profiles as p', 'p.id', 'c.user_id')
      .select(['c.id', 'c.user_id', 'c.month', 'c.billing_date', 'c.status', 'c.attempts', 'c.method_type', 'c.amount_cents', 'c.currency', 'c.provider_charge_id', 'c.decline_code', 'c.decline_message', 'c.settled_cents', 'c.fee_cents', 'c.updated_at', 'c.received_cents', 'c.received_currency', 'c.flagged_at', 'p.full_name', 'p.email'])
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  async count(db: Executor, f: ChargeFilter): Promise<number> {
    const row = await chargesRepository.filtered(db, f).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  filtered(db: Executor, f: ChargeFilter) {
    let q = db.selectFrom('pledge_charges as c');
    if (f.status) q = q.where('c.status', '=', f.status);
    if (f.userId) q = q.where('c.user_id', '=', f.userId);
    if (f.flagged) q = q.where('c.flagged_at', 'is not', null);
    return q;
  },
};
