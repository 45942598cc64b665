import type { Executor } from '../../db/executor';
import type { ApplicationDocumentsTable } from '../../db/tables';

const LISTED = ['id', 'label', 'media_type', 'size_bytes', 'created_at'] as const;

export const applicationDocumentsRepository = {
  async insert(db: Executor, row: ApplicationDocumentsTable) {
    await db.insertInto('application_documents').values(row).execute();
  },

  listOf(db: Executor, applicationId: string) {
    return db.selectFrom('application_documents').select(LISTED).where('application_id', '=', applicationId).orderBy('created_at').orderBy('id').execute();
  },

  async countOf(db: Executor, applicationId: string): Promise<number> {
    const row = await db.selectFrom('application_documents').select((eb) => eb.fn.countAll().as('n')).where('application_id', '=', applicationId).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  find(db: Executor, applicationId: string, documentId: string) {
    return db.selectFrom('application_documents').selectAll().where('id', '=', documentId).where('application_id', '=', applicationId).executeTakeFirst();
  },

  /** The application a document may be added to or read from, with its owner and whether it is decided. */
  application(db: Executor, applicationId: string) {
    return db.selectFrom('beneficiaries').select(['id', 'user_id', 'reviewed_at']).where('id', '=', applicationId).executeTakeFirst();
  },

  /**
   * Inside an account's erasure: its documents leave their applications and lose their labels,
   * and answer where their files are, to be deleted once the erasure commits.
   */
  async detachOfMember(db: Executor, userId: string): Promise<{ id: string; storage_key: string }[]> {
    const rows = await db
      .selectFrom('application_documents as d')
      .innerJoin('beneficiaries as b', 'b.id', 'd.application_id')
      .select(['d.id', 'd.storage_key'])
      .where('b.user_id', '=', userId)
      .execute();
    if (rows.length > 0) await db.updateTable('application_documents').set({ application_id: null, label: '' }).where('id', 'in', rows.map((r) => r.id)).execute();
    return rows;
  },

  /** Documents to erase: those whose application is gone, or was decided before `decidedBefore`. */
  due(db: Executor, decidedBefore: string, limit: number) {
    return db
      .selectFrom('application_documents as d')
      .leftJoin('beneficiaries as b', 'b.id', 'd.application_id')
      .select(['d.id', 'd.storage_key'])
      .where((eb) => eb.or([eb('d.application_id', 'is', null), eb('b.reviewed_at', '<=', decidedBefore)]))
      .orderBy('d.id')
      .limit(limit)
      .execute();
  },

  async remove(db: Executor, ids: string[]) {
    if (ids.length > 0) await db.deleteFrom('application_documents').where('id', 'in', ids).execute();
  },
};
