import type { Insertable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { EncouragementNotesTable } from '../../db/tables';

/** Waiting for an admin; served by encouragement_notes_status_idx. */
const pending = (db: Executor) => db.selectFrom('encouragement_notes as n').where('n.status', '=', 'pending');

export const encouragementRepository = {
  async insert(db: Executor, note: Insertable<EncouragementNotesTable>) {
    await db.insertInto('encouragement_notes').values(note).execute();
  },

  /** A note of the member's still under moderation or approved and not yet given. */
  openOf(db: Executor, authorId: string) {
    return db
      .selectFrom('encouragement_notes')
      .select('id')
      .where('author_id', '=', authorId)
      .where((eb) => eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'approved'), eb('delivered_at', 'is', null)])]))
      .executeTakeFirst();
  },

  pageOfAuthor(db: Executor, authorId: string, offset: number, limit: number) {
    return db
      .selectFrom('encouragement_notes as n')
      .leftJoin('fund_distributions as d', 'd.id', 'n.distribution_id')
      .select(['n.id', 'n.body', 'n.status', 'n.created_at', 'd.month_year as delivered_month'])
      .where('n.author_id', '=', authorId)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  async countOfAuthor(db: Executor, authorId: string): Promise<number> {
    const row = await db.selectFrom('encouragement_notes').select((eb) => eb.fn.countAll().as('n')).where('author_id', '=', authorId).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Given to the member, newest first; only the text and the month, never who wrote it. */
  pageOfRecipient(db: Executor, recipientId: string, offset: number, limit: number) {
    return db
      .selectFrom('encouragement_notes as n')
      .innerJoin('fund_distributions as d', 'd.id', 'n.distribution_id')
      .select(['n.id', 'n.body', 'd.month_year as month', 'n.delivered_at'])
      .where('n.recipient_id', '=', recipientId)
      .where('n.delivered_at', 'is not', null)
      .orderBy('n.delivered_at', 'desc')
      .orderBy('n.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  async countOfRecipient(db: Executor, recipientId: string): Promise<number> {
    const row = await db
      .selectFrom('encouragement_notes')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('recipient_id', '=', recipientId)
      .where('delivered_at', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  pendingPage(db: Executor, offset: number, limit: number) {
    return pending(db).select(['n.id', 'n.body', 'n.created_at']).orderBy('n.created_at').orderBy('n.id').offset(offset).limit(limit).execute();
  },

  async countPending(db: Executor): Promise<number> {
    const row = await pending(db).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  findById(db: Executor, id: string) {
    return db.selectFrom('encouragement_notes').select(['id', 'author_id', 'status', 'created_at']).where('id', '=', id).executeTakeFirst();
  },

  /** Decides a note still pending: of two admins deciding at once, the second changes nothing. */
  async moderateIfPending(db: Executor, id: string, decision: { status: 'approved' | 'rejected'; moderated_by: string; moderated_at: string }): Promise<boolean> {
    const result = await db.updateTable('encouragement_notes').set(decision).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Approved notes not yet given, in the order they were approved (encouragement_notes_undelivered_idx). */
  undelivered(db: Executor) {
    return db
      .selectFrom('encouragement_notes')
      .select(['id', 'author_id'])
      .where('status', '=', 'approved')
      .where('delivered_at', 'is', null)
      .orderBy('moderated_at')
      .orderBy('id')
      .execute();
  },

  /** The first beneficiaries of a distribution in queue order; a recipient whose account is gone has no user. */
  firstAllocations(db: Executor, distributionId: string, limit: number) {
    return db
      .selectFrom('distribution_allocations')
      .select(['id', 'user_id'])
      .where('distribution_id', '=', distributionId)
      .where('user_id', 'is not', null)
      .orderBy('queue_position')
      .limit(limit)
      .execute();
  },

  /** Gives a note once: only while it is approved and not yet given. */
  async deliver(db: Executor, id: string, to: { distribution_id: string; allocation_id: string; recipient_id: string; delivered_at: string }): Promise<boolean> {
    const result = await db
      .updateTable('encouragement_notes')
      .set(to)
      .where('id', '=', id)
      .where('status', '=', 'approved')
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  forAllocations(db: Executor, allocationIds: string[]) {
    if (allocationIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('encouragement_notes')
      .select(['allocation_id', 'body'])
      .where('allocation_id', 'in', allocationIds)
      .orderBy('delivered_at')
      .orderBy('id')
      .execute();
  },
};
