import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { DistributionAllocationsTable, FundDistributionsTable } from '../../db/tables';

const REPORT_COLUMNS = [
  'd.id', 'd.month_year', 'd.total_pool_cents', 'd.total_distributed_cents', 'd.total_retained_cents', 'd.beneficiaries_count', 'd.status', 'd.created_at',
  'd.collected_cents', 'd.fees_cents', 'd.refunds_cents', 'd.zakat_collected_cents', 'd.zakat_distributed_cents', 'd.operations_shortfall_cents',
] as const;

/** A prepared distribution pays nobody yet: the public reports and their totals leave it out. */
const published = (db: Executor) => db.selectFrom('fund_distributions as d').where('d.status', '<>', 'prepared');

const withAdmins = (db: Executor) =>
  db
    .selectFrom('fund_distributions as d')
    .leftJoin('profiles as prep', 'prep.id', 'd.prepared_by')
    .leftJoin('profiles as appr', 'appr.id', 'd.approved_by')
    .select([...REPORT_COLUMNS, 'd.prepared_by', 'd.prepared_at', 'd.approved_by', 'd.approved_at', 'd.recipients_digest', 'prep.full_name as prepared_by_name', 'appr.full_name as approved_by_name']);

export type PrepareFields = Pick<
  FundDistributionsTable,
  | 'total_pool_cents' | 'total_distributed_cents' | 'total_retained_cents' | 'beneficiaries_count' | 'collected_cents' | 'fees_cents' | 'refunds_cents' | 'recipients_digest' | 'prepared_by' | 'prepared_at'
  | 'zakat_collected_cents' | 'zakat_distributed_cents' | 'operations_shortfall_cents'
>;

export const distributionsRepository = {
  async insert(db: Executor, row: FundDistributionsTable) {
    await db.insertInto('fund_distributions').values(row).execute();
  },

  findByMonth(db: Executor, monthYear: string) {
    return withAdmins(db).where('d.month_year', '=', monthYear).executeTakeFirst();
  },

  findById(db: Executor, id: string) {
    return withAdmins(db).where('d.id', '=', id).executeTakeFirst();
  },

  /** The month's charges that have neither settled nor failed yet, counted by billing day (a month has a few dozen at most). */
  async settlingCharges(db: Executor, month: string): Promise<{ billing_date: string; count: number }[]> {
    const rows = await db
      .selectFrom('pledge_charges')
      .select(['billing_date', (eb) => eb.fn.countAll().as('n')])
      .where('month', '=', month)
      .where('status', '=', 'pending')
      .groupBy('billing_date')
      .execute();
    return rows.map((r) => ({ billing_date: r.billing_date, count: Number(r.n) }));
  },

  /** Replaces a prepared month's figures; a distribution already approved is never touched. */
  async replacePrepared(db: Executor, id: string, fields: PrepareFields): Promise<boolean> {
    const result = await db.updateTable('fund_distributions').set(fields).where('id', '=', id).where('status', '=', 'prepared').executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Prepared to completed, once, and only as it was checked: of two approvals sent at once, or an
   * approval racing a new preparation of the month, the later one changes nothing. The four-eyes rule
   * is part of the condition, not only of the check before it: the preparer must still be the one the
   * approver was checked against and must not be the approver (a re-preparation by the approver in
   * between makes them the preparer), and the recipients must still be the ones whose ties to the
   * approver were checked (the digest), so no interleaving of the two can approve one's own work.
   */
  async markApproved(db: Executor, id: string, approvedBy: string, at: string, checked: { digest: string; pool: number; preparedBy: string | null }): Promise<boolean> {
    const result = await db
      .updateTable('fund_distributions')
      .set({ status: 'completed', approved_by: approvedBy, approved_at: at })
      .where('id', '=', id)
      .where('status', '=', 'prepared')
      .where('recipients_digest', '=', checked.digest)
      .where('total_pool_cents', '=', checked.pool)
      .where((eb) => (checked.preparedBy === null ? eb('prepared_by', 'is', null) : eb('prepared_by', '=', checked.preparedBy)))
      .where((eb) => eb.or([eb('prepared_by', 'is', null), eb('prepared_by', '<>', approvedBy)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Waiting applications tied to the admin: their own, those of members they referred, and those of
   * members who signed up from the device the admin signed up from. Few rows for any one admin.
   */
  async relatedWaiting(db: Executor, adminId: string) {
    const admin = await db.selectFrom('profiles').select('device_hash').where('id', '=', adminId).executeTakeFirst();
    const device = admin?.device_hash ?? null;
    const rows = await db
      .selectFrom('beneficiaries as b')
      .innerJoin('profiles as p', 'p.id', 'b.user_id')
      .select(['b.id', 'b.user_id', 'p.referred_by', 'p.device_hash'])
      .where('b.approved', '=', 1)
      .where('b.distribution_id', 'is', null)
      .where((eb) => eb.or([eb('b.user_id', '=', adminId), eb('p.referred_by', '=', adminId), ...(device ? [eb('p.device_hash', '=', device)] : [])]))
      .execute();
    return rows.map((r) => ({ id: r.id, own: r.user_id === adminId, referred: r.referred_by === adminId, sameDevice: device !== null && r.device_hash === device }));
  },

  /** The applicants' names, for a page of a preview. */
  namesOf(db: Executor, applicationIds: string[]) {
    if (applicationIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('beneficiaries as b').innerJoin('profiles as p', 'p.id', 'b.user_id').select(['b.id', 'p.full_name']).where('b.id', 'in', applicationIds).execute();
  },

  async insertAllocations(db: Executor, rows: Insertable<DistributionAllocationsTable>[]) {
    // Chunked so a 100,000-beneficiary month stays under SQLite's bound-parameter limit.
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('distribution_allocations').values(rows.slice(i, i + 500)).execute();
  },

  allocationsPage(db: Executor, distributionId: string, offset: number, limit: number) {
    return db
      .selectFrom('distribution_allocations as a')
      .leftJoin('profiles as p', 'p.id', 'a.user_id')
      .select(['a.queue_position', 'a.amount_cents', 'a.zakat_cents', 'p.full_name as applicant_name', 'a.beneficiary_id as application_id'])
      .where('a.distribution_id', '=', distributionId)
      .orderBy('a.queue_position')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  async allocationsCount(db: Executor, distributionId: string): Promise<number> {
    const row = await db.selectFrom('distribution_allocations').select((eb) => eb.fn.countAll().as('n')).where('distribution_id', '=', distributionId).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Every distribution, prepared ones first (they wait for someone), then newest month first. */
  adminPage(db: Executor, offset: number, limit: number) {
    return withAdmins(db)
      .orderBy(sql`case when d.status = 'prepared' then 0 else 1 end`)
      .orderBy('d.month_year', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  async adminCount(db: Executor): Promise<number> {
    const row = await db.selectFrom('fund_distributions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Every published report, newest first, for the public page and the CSV; one row a month, so this stays small for a lifetime. */
  all(db: Executor) {
    return published(db).select(REPORT_COLUMNS).orderBy('d.month_year', 'desc').execute();
  },

  /** The approved months with who prepared and approved them, for the signers who come after. */
  closedWithSigners(db: Executor) {
    return published(db)
      .leftJoin('user_roles as prep', (join) => join.onRef('prep.user_id', '=', 'd.prepared_by').on('prep.role', '=', 'admin'))
      .leftJoin('user_roles as appr', (join) => join.onRef('appr.user_id', '=', 'd.approved_by').on('appr.role', '=', 'admin'))
      .select([...REPORT_COLUMNS, 'd.prepared_at', 'd.approved_at', 'prep.display_name as prepared_name', 'appr.display_name as approved_name'])
      .orderBy('d.month_year', 'desc')
      .execute();
  },
};
