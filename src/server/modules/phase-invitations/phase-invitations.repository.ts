import type { Executor } from '../../db/executor';

/** Verified members whose pledge is still to be set up and who have not been invited, in id order. */
const uninvited = (db: Executor) =>
  db
    .selectFrom('profiles as p')
    .leftJoin('phase_invitations as i', 'i.user_id', 'p.id')
    .where('p.verified', '=', 1)
    .where('p.subscription_status', '=', 'pending')
    .where('i.user_id', 'is', null);

export const phaseInvitationsRepository = {
  /** The next page of ids after `after`: the start job reads members this way, a page at a time. */
  async idsAfter(db: Executor, after: string | null, limit: number): Promise<string[]> {
    let q = uninvited(db).select('p.id');
    if (after !== null) q = q.where('p.id', '>', after);
    return (await q.orderBy('p.id').limit(limit).execute()).map((r) => r.id);
  },

  async countUninvited(db: Executor): Promise<number> {
    const row = await uninvited(db).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** A page of who would be invited next, by name: what an admin checks before starting Phase 2. */
  uninvitedPage(db: Executor, offset: number, limit: number) {
    return uninvited(db).select(['p.full_name', 'p.email']).orderBy('p.full_name').orderBy('p.id').offset(offset).limit(limit).execute();
  },

  /** The members of one batch: those of the id range still uninvited when the batch runs. */
  inRange(db: Executor, from: string, to: string, limit: number) {
    return uninvited(db)
      .select(['p.id', 'p.email', 'p.full_name', 'p.locale'])
      .where('p.id', '>=', from)
      .where('p.id', '<=', to)
      .orderBy('p.id')
      .limit(limit)
      .execute();
  },

  /** Claims the members not claimed yet and answers those this call claimed: only they are written to. */
  async claim(db: Executor, ids: string[], now: string): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .insertInto('phase_invitations')
      .values(ids.map((id) => ({ user_id: id, sent_at: now })))
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .execute();
    return new Set(rows.map((r) => r.user_id));
  },

  /** Gives back a claim whose e-mail could not be sent, so the batch's retry tries that member again. */
  async release(db: Executor, ids: string[]) {
    if (ids.length === 0) return;
    await db.deleteFrom('phase_invitations').where('user_id', 'in', ids).execute();
  },
};
