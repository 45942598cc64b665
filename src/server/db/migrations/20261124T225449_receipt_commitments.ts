import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { receiptCodeFromBytes } from '../../../shared/domain/receipt-proof';
import { isPostgres } from '../dialect';

/**
 * The verifiable monthly report (docs/decisions/0018-verifiable-monthly-report.md).
 *
 * - receipt_codes: one random code per money-in ledger row (a charge or a recorded payment). The
 *   ledger's rows are never changed, so the code lives beside its row rather than in it.
 * - receipt_trees: each commitment computed for a month, kept as its history (version 1, 2, …):
 *   the root, how many receipts, and the last ledger row of the month it saw (`through_seq`), so a
 *   correction or a late row shows the commitment is out of date.
 * - receipt_tree_chunks: the newest tree of a month as its sorted leaf hashes in blocks of 1,024,
 *   each with its first leaf (in hex) to find a leaf's block by index. A proof hashes one block and
 *   the block roots, never the whole month; an older version's blocks are dropped when a newer one lands.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const blob = isPostgres(db) ? 'bytea' : 'blob';
  await db.schema
    .createTable('receipt_codes')
    .addColumn('entry_id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('month', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('receipt_trees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('root', 'text', (c) => c.notNull())
    .addColumn('leaf_count', 'integer', (c) => c.notNull())
    .addColumn('through_seq', 'bigint', (c) => c.notNull())
    .addColumn('chunk_size', 'integer', (c) => c.notNull())
    .addColumn('chunk_roots', blob, (c) => c.notNull())
    .addColumn('built_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('receipt_trees_month_version', ['month', 'version'])
    .execute();

  await db.schema
    .createTable('receipt_tree_chunks')
    .addColumn('tree_id', 'text', (c) => c.notNull().references('receipt_trees.id').onDelete('cascade'))
    .addColumn('chunk', 'integer', (c) => c.notNull())
    .addColumn('first_leaf', 'text', (c) => c.notNull())
    .addColumn('hashes', blob, (c) => c.notNull())
    .addPrimaryKeyConstraint('receipt_tree_chunks_pk', ['tree_id', 'chunk'])
    .execute();
  await db.schema.createIndex('receipt_tree_chunks_first_idx').on('receipt_tree_chunks').columns(['tree_id', 'first_leaf']).execute();

  // Rows written before this migration get their codes now, a page at a time.
  for (let after = -1; ; ) {
    const { rows } = await sql<{ seq: number; id: string; month: string }>`
      select seq, id, month from ledger_entries where kind in ('contribution', 'recorded_payment') and seq > ${after} order by seq limit 5000`.execute(db);
    if (rows.length === 0) break;
    await db
      .insertInto('receipt_codes' as never)
      .values(rows.map((r) => ({ entry_id: r.id, code: receiptCodeFromBytes(randomBytes(16)), month: r.month })) as never)
      .execute();
    after = Number(rows.at(-1)?.seq);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('receipt_tree_chunks').execute();
  await db.schema.dropTable('receipt_trees').execute();
  await db.schema.dropTable('receipt_codes').execute();
}
