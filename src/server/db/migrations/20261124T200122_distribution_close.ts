import type { Kysely } from 'kysely';

/**
 * The monthly close (docs/decisions/0013-monthly-close.md): a distribution is prepared by one admin from the ledger and approved
 * by another. A prepared row holds the month and its figures but pays nobody; approval pays.
 *
 * - prepared_by / prepared_at, approved_by / approved_at: the two admins (kept null for months
 *   recorded before this migration, which one admin created with a typed pool).
 * - collected_cents, fees_cents, refunds_cents: the ledger's figures of the month when it was
 *   prepared, so the public report shows what the pool came from; fees are reported apart.
 * - recipients_digest: a hash of the queue the preparer saw (the first N applications in order);
 *   approval is refused when the queue no longer gives the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (column: string, type: 'text' | 'bigint', references?: string) =>
    db.schema.alterTable('fund_distributions').addColumn(column, type, (c) => (references ? c.references(references).onDelete('set null') : c)).execute();
  await add('prepared_by', 'text', 'users.id');
  await add('prepared_at', 'text');
  await add('approved_by', 'text', 'users.id');
  await add('approved_at', 'text');
  await add('collected_cents', 'bigint');
  await add('fees_cents', 'bigint');
  await add('refunds_cents', 'bigint');
  await add('recipients_digest', 'text');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['recipients_digest', 'refunds_cents', 'fees_cents', 'collected_cents', 'approved_at', 'approved_by', 'prepared_at', 'prepared_by']) {
    await db.schema.alterTable('fund_distributions').dropColumn(column).execute();
  }
}
